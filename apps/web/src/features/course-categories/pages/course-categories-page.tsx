import { ActionIcon, Anchor, Group, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconCategory, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type CourseCategory, courseCategoryInput } from '@talentpath/contracts/course-categories';
import { CatalogListPage } from '../../../components/catalog-list/catalog-list-page';
import type { CatalogColumn, CatalogRowMenu } from '../../../components/catalog-list/catalog-table';
import { useCatalogList } from '../../../components/catalog-list/use-catalog-list';
import { StatusBadge } from '../../../components/ui/status-badge';
import { errorMessage } from '../../../lib/error-message';
import { useSignedInSession } from '../../../lib/session-store';
import { toast } from '../../../lib/toast';
import { useDeleteCourseCategory } from '../api/delete-course-category';
import { useCourseCategories } from '../api/get-course-categories';
import { CATEGORY_SORT_KEYS, type CategorySortKey } from '../api/query-keys';
import { type MoveDirection, useMoveCourseCategory } from '../api/reorder-course-categories';
import { CategoryFields } from '../components/category-fields';
import { useSaveCourseCategory } from '../api/save-course-category';

/** /admin/course-categories: the categories in their order, with search, status filter, add, edit, move, delete. */
export function CourseCategoriesPage() {
  const { t } = useTranslation('course-categories');
  const { user, currentRole } = useSignedInSession();
  const list = useCatalogList({ sortKeys: CATEGORY_SORT_KEYS, defaultSort: 'sortOrder', pageSize: 10, status: true });
  const result = useCourseCategories(user.id, currentRole, list.query);
  const save = useSaveCourseCategory();
  const move = useMoveCourseCategory();
  const remove = useDeleteCourseCategory();
  const data = result.data;

  // Moving is about the whole list's order, so it is offered only when the list shows that order, unfiltered;
  // `first`/`last` say where the whole list ends.
  const inOrder = list.sort === 'sortOrder' && !list.filtered;
  const reorder =
    inOrder && data
      ? {
          first: list.page === 1 ? data.items[0]?.id : undefined,
          last: data.hasNextPage ? undefined : data.items.at(-1)?.id,
        }
      : null;

  // The arrows stay enabled while a move runs (a disabled button would drop the keyboard focus); a second press
  // meanwhile is ignored, since each move sends the whole order it read.
  const onMove = (category: CourseCategory, direction: MoveDirection) => {
    if (move.isPending) return;
    move.mutate(
      { id: category.id, direction },
      {
        onSuccess: () =>
          toast.success(t(direction === 'up' ? 'toast.movedUp' : 'toast.movedDown', { name: category.name })),
        onError: (error) => toast.error(errorMessage(error)),
        // Keep the keyboard where it was: on the same control of the moved row (or its other arrow at an end).
        onSettled: () =>
          requestAnimationFrame(() => {
            const same = document.querySelector<HTMLButtonElement>(`[data-move="${category.id}-${direction}"]`);
            const other = document.querySelector<HTMLButtonElement>(
              `[data-move="${category.id}-${direction === 'up' ? 'down' : 'up'}"]`,
            );
            (same && !same.disabled ? same : other)?.focus();
          }),
      },
    );
  };

  const moveButton = (category: CourseCategory, direction: MoveDirection) => (
    <ActionIcon
      variant="subtle"
      size="lg"
      data-move={`${category.id}-${direction}`}
      aria-label={t(direction === 'up' ? 'actions.moveUp' : 'actions.moveDown', { name: category.name })}
      disabled={category.id === (direction === 'up' ? reorder?.first : reorder?.last)}
      onClick={() => onMove(category, direction)}
    >
      {direction === 'up' ? <IconArrowUp size={16} aria-hidden /> : <IconArrowDown size={16} aria-hidden />}
    </ActionIcon>
  );

  const columns: CatalogColumn<CourseCategory, CategorySortKey>[] = [
    {
      id: 'order',
      header: t('table.order'),
      sortKey: 'sortOrder',
      cell: (category) => (
        <Group gap={4} wrap="nowrap">
          <Text w={28} ta="right" fw={600}>
            {category.sortOrder}
          </Text>
          {reorder && moveButton(category, 'up')}
          {reorder && moveButton(category, 'down')}
        </Group>
      ),
    },
    {
      id: 'name',
      header: t('table.name'),
      sortKey: 'name',
      cell: (category) => (
        <Anchor component={Link} to={`/admin/categories/${category.id}`} fw={600}>
          {category.name}
        </Anchor>
      ),
    },
    {
      id: 'description',
      header: t('table.description'),
      maxWidth: 360,
      cell: (category) => (
        <Text size="sm" c="dimmed" lineClamp={2}>
          {category.description}
        </Text>
      ),
    },
    {
      id: 'status',
      header: t('table.status'),
      cell: (category) => <StatusBadge active={category.status === 'active'} label={t(`status.${category.status}`)} />,
    },
    { id: 'courses', header: t('table.courses'), cell: (category) => category.courseCount },
  ];

  const rowMenu: CatalogRowMenu<CourseCategory> = (_, open) => ({
    items: [
      { label: t('actions.edit'), icon: <IconPencil size={16} aria-hidden />, onClick: open.edit },
      { label: t('actions.delete'), icon: <IconTrash size={16} aria-hidden />, color: 'red', onClick: open.remove },
    ],
  });

  return (
    <CatalogListPage
      namespace="course-categories"
      icon={<IconCategory size={24} />}
      list={list}
      statusLabels={{
        label: t('filter.status'),
        all: t('filter.all'),
        active: t('status.active'),
        inactive: t('status.inactive'),
      }}
      result={result}
      columns={columns}
      rowMenu={rowMenu}
      remove={remove}
      notice={
        !inOrder && (
          <Text size="sm" c="dimmed">
            {t('reorderHint')}
          </Text>
        )
      }
      form={{
        schema: courseCategoryInput,
        initialValues: (category) => ({
          name: category?.name ?? '',
          description: category?.description ?? '',
          status: category?.status ?? 'active',
        }),
        fieldCodes: { COURSE_CATEGORY_NAME_TAKEN: 'name' },
        pending: save.isPending,
        save: (id, fields, handlers) => save.mutate({ id, fields }, handlers),
        children: (form) => <CategoryFields form={form} disabled={save.isPending} />,
      }}
    />
  );
}
