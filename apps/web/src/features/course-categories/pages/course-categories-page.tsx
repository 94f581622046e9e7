import { useEffect, useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconCategory, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CourseCategory } from '@talentpath/contracts/course-categories';
import { formatSort } from '@talentpath/contracts/paging';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { ListFooter } from '../../../components/ui/list-footer';
import { ListBody } from '../../../components/ui/list-body';
import { ListToolbar } from '../../../components/ui/list-toolbar';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { errorMessage } from '../../../lib/error-message';
import { useSignedInSession } from '../../../lib/session-store';
import { toast } from '../../../lib/toast';
import { useListFilters } from '../../../lib/use-list-filters';
import { useDeleteCourseCategory } from '../api/delete-course-category';
import { useCourseCategories } from '../api/get-course-categories';
import type { CategorySortKey } from '../api/query-keys';
import { type MoveDirection, useMoveCourseCategory } from '../api/reorder-course-categories';
import { CategoriesTable } from '../components/categories-table';
import { CategoryFormModal } from '../components/category-form-modal';

const PAGE_SIZE = 10;

/** /admin/course-categories: the categories in their order, with search, status filter, add, edit, move, delete. */
export function CourseCategoriesPage() {
  const { t } = useTranslation('course-categories');
  usePageTitle(t('title'));
  const { user, currentRole } = useSignedInSession();
  const filters = useListFilters<CategorySortKey>({ key: 'sortOrder', direction: 'asc' });
  const list = useCourseCategories(user.id, currentRole, {
    pageNumber: filters.page,
    pageSize: PAGE_SIZE,
    sort: formatSort(filters.sort),
    searchTerm: filters.searchTerm,
    status: filters.statusParam,
  });
  const [form, setForm] = useState<{ category: CourseCategory | null } | null>(null);
  const [deleting, setDeleting] = useState<CourseCategory | null>(null);
  const move = useMoveCourseCategory();
  const remove = useDeleteCourseCategory();

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.totalCount / PAGE_SIZE)) : 1;
  const { page, setPage } = filters;
  useEffect(() => {
    if (data && page > pages) setPage(pages);
  }, [data, page, pages, setPage]);

  // Moving is about the whole list's order, so it is offered only when the list shows that order, unfiltered.
  const inOrder = filters.sort.key === 'sortOrder' && filters.sort.direction === 'asc' && !filters.filtered;
  const reorder =
    inOrder && data
      ? {
          first: page === 1 ? data.items[0]?.id : undefined,
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

  const closeDelete = () => {
    setDeleting(null);
    remove.reset();
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(t('toast.deleted', { name: deleting.name }));
        closeDelete();
      },
    });
  };

  const addButton = (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setForm({ category: null })}>
      {t('add')}
    </Button>
  );

  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} text={t('intro')} action={addButton} />
      <ListToolbar
        search={filters.search}
        onSearch={filters.setSearch}
        searchLabel={t('search.label')}
        searchPlaceholder={t('search.placeholder')}
        status={filters.status}
        onStatus={filters.setStatus}
        statusLabel={t('filter.status')}
        statusOptions={{ all: t('filter.all'), active: t('status.active'), inactive: t('status.inactive') }}
      />
      <ListBody
        totalCount={data?.totalCount}
        failed={list.isError}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
        filtered={filters.filtered}
        icon={<IconCategory size={24} />}
        texts={{
          loadError: t('loadError'),
          tryAgain: t('tryAgain'),
          emptyTitle: t('empty.title'),
          emptyText: t('empty.text'),
          noMatchTitle: t('empty.noMatchTitle'),
          noMatchText: t('empty.noMatchText'),
        }}
        addAction={addButton}
      >
        {!inOrder && (
          <Text size="sm" c="dimmed">
            {t('reorderHint')}
          </Text>
        )}
        <CategoriesTable
          items={data?.items}
          pageSize={PAGE_SIZE}
          sort={filters.sort}
          onSort={filters.setSort}
          reorder={reorder}
          onMove={onMove}
          onEdit={(category) => setForm({ category })}
          onDelete={setDeleting}
        />
        {data && (
          <ListFooter
            totalText={t('total', { count: data.totalCount })}
            page={page}
            pages={pages}
            onPage={setPage}
            labels={{
              previous: t('pagination.previous'),
              next: t('pagination.next'),
              page: (item) => t('pagination.page', { page: item }),
            }}
          />
        )}
      </ListBody>
      <CategoryFormModal opened={form !== null} onClose={() => setForm(null)} category={form?.category ?? null} />
      <ConfirmModal
        opened={deleting !== null}
        onClose={closeDelete}
        title={t('delete.title')}
        message={t('delete.message', { name: deleting?.name ?? '' })}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('form.cancel')}
        onConfirm={confirmDelete}
        pending={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : null}
      />
    </Stack>
  );
}
