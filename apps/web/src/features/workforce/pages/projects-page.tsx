import { useState } from 'react';
import {
  ActionIcon,
  Button,
  Drawer,
  Group,
  Menu,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDots, IconPencil, IconPlus, IconSearch, IconTrash, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Project } from '@talentpath/contracts/projects';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, QueryError } from '../../../components/ui/query-states';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { formatDay } from '../../../lib/format-date-time';
import { errorMessage } from '../../../lib/error-message';
import { useSignedInSession } from '../../../lib/session-store';
import { toast } from '../../../lib/toast';
import { useDeleteProject } from '../api/delete-project';
import { useRemoveAssignment } from '../api/remove-assignment';
import { type ProjectListParams, useProjects } from '../api/list-projects';
import { ProjectFormModal } from '../components/project-form-modal';
import { ProjectStatusBadges } from '../components/status-badges';

/** /project-manager/project-cruds: every project; its manager edits, deletes and staffs it. */
export function ProjectsPage() {
  const { t, i18n } = useTranslation('workforce');
  usePageTitle(t('projects.title'));
  const { user } = useSignedInSession();
  const [search, setSearch] = useState('');
  const [searchTerm] = useDebouncedValue(search.trim(), 300);
  const [group, setGroup] = useState<'all' | 'active' | 'completed'>('all');
  const [sort, setSort] = useState('name');
  const params: ProjectListParams = { searchTerm, group: group === 'all' ? undefined : group, sort };
  const list = useProjects(params);
  const [form, setForm] = useState<{ project: Project | null } | null>(null);
  const [deleting, setDeleting] = useState<Project | null>(null);
  const [teamOf, setTeamOf] = useState<string | null>(null);
  const remove = useDeleteProject();
  const removeAssignment = useRemoveAssignment();
  const team = list.data?.items.find((p) => p.id === teamOf) ?? null;
  const filtered = Boolean(searchTerm) || group !== 'all';

  const addButton = (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setForm({ project: null })}>
      {t('projects.add')}
    </Button>
  );

  return (
    <Stack gap="lg">
      <PageHeader title={t('projects.title')} text={t('projects.intro')} action={addButton} />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          style={{ flex: '1 1 240px' }}
          label={t('projects.search')}
          placeholder={t('projects.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="project-group-label">
            {t('filter.status')}
          </Text>
          <SegmentedControl
            aria-labelledby="project-group-label"
            value={group}
            onChange={(v) => setGroup(v as typeof group)}
            data={[
              { value: 'all', label: t('filter.all') },
              { value: 'active', label: t('filter.active') },
              { value: 'completed', label: t('filter.completed') },
            ]}
          />
        </Stack>
        <Select
          w={220}
          label={t('projects.sort')}
          value={sort}
          onChange={(v) => v && setSort(v)}
          allowDeselect={false}
          data={[
            { value: 'name', label: t('sort.name') },
            { value: 'deadline', label: t('sort.nearest') },
            { value: '-deadline', label: t('sort.furthest') },
            { value: 'startDate', label: t('sort.start') },
          ]}
        />
      </Group>
      {list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data?.totalCount === 0 ? (
        filtered ? (
          <EmptyState title={t('projects.noMatch')} />
        ) : (
          <EmptyState title={t('projects.empty.title')} text={t('projects.empty.text')}>
            {addButton}
          </EmptyState>
        )
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="sm" highlightOnHover aria-busy={list.isFetching}>
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
              {list.data?.items.map((p) => {
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
                      <Menu position="bottom-end" withinPortal>
                        <Menu.Target>
                          <ActionIcon
                            variant="subtle"
                            size="lg"
                            aria-label={t('projects.actionsFor', { name: p.name })}
                          >
                            <IconDots size={18} aria-hidden />
                          </ActionIcon>
                        </Menu.Target>
                        <Menu.Dropdown>
                          <Menu.Item leftSection={<IconUsers size={16} aria-hidden />} onClick={() => setTeamOf(p.id)}>
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
                            <Menu.Item
                              leftSection={<IconPencil size={16} aria-hidden />}
                              onClick={() => setForm({ project: p })}
                            >
                              {t('edit')}
                            </Menu.Item>
                          )}
                          {mine && (
                            <Menu.Item
                              color="red"
                              leftSection={<IconTrash size={16} aria-hidden />}
                              onClick={() => setDeleting(p)}
                            >
                              {t('delete')}
                            </Menu.Item>
                          )}
                          {!mine && <Menu.Label>{t('projects.notYours')}</Menu.Label>}
                        </Menu.Dropdown>
                      </Menu>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ProjectFormModal opened={form !== null} project={form?.project ?? null} onClose={() => setForm(null)} />
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
        title={t('projects.deleteTitle')}
        message={t('projects.deleteMessage', { name: deleting?.name ?? '' })}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        pending={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : null}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t('projects.toast.deleted', { name: deleting.name }));
              setDeleting(null);
            },
          })
        }
      />
      <Drawer
        opened={team !== null}
        onClose={() => setTeamOf(null)}
        position="right"
        title={team ? t('projects.teamOf', { name: team.name }) : ''}
      >
        {team && (
          <Stack gap="sm">
            {team.roles.map((r) => (
              <Text key={r.id} size="sm">
                {t('projects.roleFill', { role: r.name, filled: r.filled, count: r.count })}
              </Text>
            ))}
            {team.team.length === 0 && <Text c="dimmed">{t('projects.noTeam')}</Text>}
            {team.team.map((m) => (
              <Group key={m.assignmentId} justify="space-between" wrap="nowrap">
                <div>
                  <Text fw={600}>{m.employee.name}</Text>
                  <Text size="sm" c="dimmed">
                    {m.role.name} · {m.workload}%
                  </Text>
                </div>
                {team.manager?.id === user.id && (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    aria-label={t('projects.removeFromTeam', { name: m.employee.name, role: m.role.name })}
                    loading={removeAssignment.isPending && removeAssignment.variables === m.assignmentId}
                    onClick={() =>
                      removeAssignment.mutate(m.assignmentId, {
                        onSuccess: () => toast.success(t('assign.toast.removed', { name: m.employee.name })),
                        onError: (error) => toast.error(errorMessage(error)),
                      })
                    }
                  >
                    {t('remove')}
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
        )}
      </Drawer>
    </Stack>
  );
}
