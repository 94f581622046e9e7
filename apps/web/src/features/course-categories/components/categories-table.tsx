import { ActionIcon, Anchor, Group, Menu, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CourseCategory } from '@talentpath/contracts/course-categories';
import type { Sort } from '@talentpath/contracts/paging';
import { StatusBadge } from '../../../components/ui/status-badge';
import { SkeletonRows } from '../../../components/ui/list-state';
import { SortHeader } from '../../../components/ui/sort-header';
import type { MoveDirection } from '../api/reorder-course-categories';
import type { CategorySortKey } from '../api/query-keys';

type Props = {
  items: CourseCategory[] | undefined;
  pageSize: number;
  sort: Sort<CategorySortKey>;
  onSort: (sort: Sort<CategorySortKey>) => void;
  /** Moving is offered only in the list's own order, unfiltered; `first`/`last` say where the whole list ends. */
  reorder: { first: string | undefined; last: string | undefined } | null;
  onMove: (category: CourseCategory, direction: MoveDirection) => void;
  onEdit: (category: CourseCategory) => void;
  onDelete: (category: CourseCategory) => void;
};

const COLUMNS = 6;

/** The categories of one page, in their order; scrolls sideways on narrow screens. */
export function CategoriesTable({ items, pageSize, sort, onSort, reorder, onMove, onEdit, onDelete }: Props) {
  const { t } = useTranslation('course-categories');
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('table.label')} aria-busy={!items}>
        <Table.Thead>
          <Table.Tr>
            <SortHeader sortKey="sortOrder" sort={sort} onSort={onSort}>
              {t('table.order')}
            </SortHeader>
            <SortHeader sortKey="name" sort={sort} onSort={onSort}>
              {t('table.name')}
            </SortHeader>
            <Table.Th>{t('table.description')}</Table.Th>
            <Table.Th>{t('table.status')}</Table.Th>
            <Table.Th>{t('table.courses')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('table.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {!items && <SkeletonRows rows={Math.min(pageSize, 5)} columns={COLUMNS} />}
          {items?.map((category) => (
            <Table.Tr key={category.id}>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Text w={28} ta="right" fw={600}>
                    {category.sortOrder}
                  </Text>
                  {reorder && (
                    <>
                      <ActionIcon
                        variant="subtle"
                        size="lg"
                        data-move={`${category.id}-up`}
                        aria-label={t('actions.moveUp', { name: category.name })}
                        disabled={category.id === reorder.first}
                        onClick={() => onMove(category, 'up')}
                      >
                        <IconArrowUp size={16} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        size="lg"
                        data-move={`${category.id}-down`}
                        aria-label={t('actions.moveDown', { name: category.name })}
                        disabled={category.id === reorder.last}
                        onClick={() => onMove(category, 'down')}
                      >
                        <IconArrowDown size={16} aria-hidden />
                      </ActionIcon>
                    </>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/admin/categories/${category.id}`} fw={600}>
                  {category.name}
                </Anchor>
              </Table.Td>
              <Table.Td maw={360}>
                <Text size="sm" c="dimmed" lineClamp={2}>
                  {category.description}
                </Text>
              </Table.Td>
              <Table.Td>
                <StatusBadge active={category.status === 'active'} label={t(`status.${category.status}`)} />
              </Table.Td>
              <Table.Td>{category.courseCount}</Table.Td>
              <Table.Td>
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon variant="subtle" size="lg" aria-label={t('actions.menu', { name: category.name })}>
                      <IconDots size={18} aria-hidden />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onEdit(category)}>
                      {t('actions.edit')}
                    </Menu.Item>
                    <Menu.Item
                      color="red"
                      leftSection={<IconTrash size={16} aria-hidden />}
                      onClick={() => onDelete(category)}
                    >
                      {t('actions.delete')}
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
