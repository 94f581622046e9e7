import { Menu, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconTrash, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Project } from '@talentpath/contracts/projects';
import { RowMenu } from '../../../components/ui/row-menu';
import { formatDay } from '../../../lib/format-date-time';
import { useSignedInSession } from '../../../lib/session-store';
import { ProjectStatusBadges } from './status-badges';
import { TableScroll } from '../../../components/ui/table-scroll';

type Props = {
  projects: Project[];
  busy: boolean;
  onViewTeam: (project: Project) => void;
  onEdit: (project: Project) => void;
  onDelete: (project: Project) => void;
};

/** The projects of one page; each row's menu shows the team, and to its manager staff, edit and delete. */
export function ProjectsTable({ projects, busy, onViewTeam, onEdit, onDelete }: Props) {
  const { t, i18n } = useTranslation('workforce');
  const { user } = useSignedInSession();
  return (
    <TableScroll label={t('projects.title')} minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover aria-busy={busy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('projects.table.project')}</Table.Th>
            <Table.Th>{t('projects.table.status')}</Table.Th>
            <Table.Th>{t('projects.table.dates')}</Table.Th>
            <Table.Th>{t('projects.table.team')}</Table.Th>
            <Table.Th>{t('projects.table.manager')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {projects.map((p) => {
            const needed = p.roles.reduce((n, r) => n + r.count, 0);
            const mine = p.manager?.id === user.id;
            return (
              <Table.Tr key={p.id}>
                <Table.Td maw={320}>
                  <Text fw={600}>{p.name}</Text>
                  {p.shortDescription && (
                    <Text size="sm" c="dimmed" lineClamp={2}>
                      {p.shortDescription}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <ProjectStatusBadges status={p.status} overdue={p.overdue} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatDay(p.startDate, i18n.language)} – {formatDay(p.deadline, i18n.language)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{t('projects.teamFill', { count: p.team.length, needed })}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{p.manager?.name ?? '—'}</Text>
                </Table.Td>
                <Table.Td>
                  <RowMenu label={t('projects.actionsFor', { name: p.name })}>
                    <Menu.Item leftSection={<IconUsers size={16} aria-hidden />} onClick={() => onViewTeam(p)}>
                      {t('projects.viewTeam')}
                    </Menu.Item>
                    {mine && p.statusGroup === 'active' && (
                      <Menu.Item
                        component={Link}
                        to={`/project-manager/employee-assign?projectId=${p.id}`}
                        leftSection={<IconUserPlus size={16} aria-hidden />}
                      >
                        {t('projects.staff')}
                      </Menu.Item>
                    )}
                    {mine && (
                      <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onEdit(p)}>
                        {t('edit')}
                      </Menu.Item>
                    )}
                    {mine && (
                      <Menu.Item
                        color="red"
                        leftSection={<IconTrash size={16} aria-hidden />}
                        onClick={() => onDelete(p)}
                      >
                        {t('delete')}
                      </Menu.Item>
                    )}
                    {!mine && <Menu.Label>{t('projects.notYours')}</Menu.Label>}
                  </RowMenu>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
