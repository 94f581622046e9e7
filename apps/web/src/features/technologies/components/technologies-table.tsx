import { ActionIcon, Badge, Menu, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconDots, IconPencil, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Sort } from '@talentpath/contracts/paging';
import type { Technology } from '@talentpath/contracts/technologies';
import { StatusBadge } from '../../../components/ui/status-badge';
import { SkeletonRows } from '../../../components/ui/list-state';
import { SortHeader } from '../../../components/ui/sort-header';
import { currentLanguage } from '../../../lib/i18n';
import type { TechnologySortKey } from '../api/query-keys';

type Props = {
  items: Technology[] | undefined;
  pageSize: number;
  sort: Sort<TechnologySortKey>;
  onSort: (sort: Sort<TechnologySortKey>) => void;
  onEdit: (technology: Technology) => void;
  onToggleStatus: (technology: Technology) => void;
  onDelete: (technology: Technology) => void;
  /** Why the caller may not edit / delete this one (spec §6, §8: a project manager's limits), or null. */
  refusal?: (technology: Technology, action: 'edit' | 'delete') => string | null;
};

const COLUMNS = 7;

/** The technologies of one page; scrolls sideways on narrow screens. */
export function TechnologiesTable({
  items,
  pageSize,
  sort,
  onSort,
  onEdit,
  onToggleStatus,
  onDelete,
  refusal = () => null,
}: Props) {
  const { t } = useTranslation('technologies');
  const date = new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium' });
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('table.label')} aria-busy={!items}>
        <Table.Thead>
          <Table.Tr>
            <SortHeader sortKey="name" sort={sort} onSort={onSort}>
              {t('table.name')}
            </SortHeader>
            <SortHeader sortKey="status" sort={sort} onSort={onSort}>
              {t('table.status')}
            </SortHeader>
            <Table.Th>{t('table.origin')}</Table.Th>
            <Table.Th>{t('table.createdBy')}</Table.Th>
            <Table.Th>{t('table.inUse')}</Table.Th>
            <SortHeader sortKey="createdAt" sort={sort} onSort={onSort}>
              {t('table.createdAt')}
            </SortHeader>
            <Table.Th>
              <VisuallyHidden>{t('table.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {!items && <SkeletonRows rows={Math.min(pageSize, 5)} columns={COLUMNS} />}
          {items?.map((technology) => {
            const editRefused = refusal(technology, 'edit');
            const deleteRefused = refusal(technology, 'delete');
            return (
              <Table.Tr key={technology.id}>
                <Table.Td>
                  <Text fw={600}>{technology.name}</Text>
                </Table.Td>
                <Table.Td>
                  <StatusBadge active={technology.status === 'active'} label={t(`status.${technology.status}`)} />
                </Table.Td>
                <Table.Td>
                  {technology.adminCreated ? (
                    <Badge color="brand" variant="outline" c="dark.7">
                      {t('table.adminCreated')}
                    </Badge>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('table.userCreated')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{technology.createdBy?.name ?? t('table.removedAccount')}</Table.Td>
                <Table.Td>{technology.inUse ? t('table.yes') : t('table.no')}</Table.Td>
                <Table.Td>{date.format(new Date(technology.createdAt))}</Table.Td>
                <Table.Td>
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon variant="subtle" size="lg" aria-label={t('actions.menu', { name: technology.name })}>
                        <IconDots size={18} aria-hidden />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      {(editRefused || deleteRefused) && (
                        <Menu.Label>{[editRefused, deleteRefused].filter(Boolean).join(' · ')}</Menu.Label>
                      )}
                      <Menu.Item
                        leftSection={<IconPencil size={16} aria-hidden />}
                        disabled={Boolean(editRefused)}
                        onClick={() => onEdit(technology)}
                      >
                        {t('actions.rename')}
                      </Menu.Item>
                      <Menu.Item
                        leftSection={
                          technology.status === 'active' ? (
                            <IconPlayerPause size={16} aria-hidden />
                          ) : (
                            <IconPlayerPlay size={16} aria-hidden />
                          )
                        }
                        disabled={Boolean(editRefused)}
                        onClick={() => onToggleStatus(technology)}
                      >
                        {technology.status === 'active' ? t('actions.deactivate') : t('actions.activate')}
                      </Menu.Item>
                      <Menu.Item
                        color="red"
                        leftSection={<IconTrash size={16} aria-hidden />}
                        disabled={Boolean(deleteRefused)}
                        onClick={() => onDelete(technology)}
                      >
                        {t('actions.delete')}
                      </Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
