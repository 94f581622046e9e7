import { useEffect, useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconCpu, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { mayEnter } from '@talentpath/contracts/access';
import { formatSort } from '@talentpath/contracts/paging';
import type { Technology } from '@talentpath/contracts/technologies';
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
import { useDeleteTechnology } from '../api/delete-technology';
import { useTechnologies } from '../api/get-technologies';
import type { TechnologySortKey } from '../api/query-keys';
import { useUpdateTechnology } from '../api/update-technology';
import { TechnologiesTable } from '../components/technologies-table';
import { TechnologyFormModal } from '../components/technology-form-modal';

const PAGE_SIZE = 10;

/**
 * /admin/manage-tech and /project-manager/project-cruds/technologies: the shared technologies list (spec §2, §6,
 * §8). A project manager sees why an admin-created, inactive or in-use one cannot be changed; the server decides.
 */
export function TechnologiesPage() {
  const { t } = useTranslation(['technologies', 'errors']);
  usePageTitle(t('title'));
  const { user, currentRole } = useSignedInSession();
  const filters = useListFilters<TechnologySortKey>({ key: 'name', direction: 'asc' });
  const list = useTechnologies(user.id, currentRole, {
    pageNumber: filters.page,
    pageSize: PAGE_SIZE,
    sort: formatSort(filters.sort),
    searchTerm: filters.searchTerm,
    status: filters.statusParam,
  });
  const [form, setForm] = useState<{ technology: Technology | null } | null>(null);
  const [deleting, setDeleting] = useState<Technology | null>(null);
  const admin = mayEnter('admin', currentRole);
  const refusal = (technology: Technology, action: 'edit' | 'delete'): string | null => {
    const by = action === 'edit' ? 'EDITABLE' : 'DELETABLE';
    if (!admin && technology.adminCreated) return t(`errors:TECHNOLOGY_ADMIN_CREATED_NOT_${by}`);
    if (!admin && technology.status === 'inactive') return t(`errors:TECHNOLOGY_INACTIVE_NOT_${by}`);
    if (action === 'delete' && technology.inUse) return t('errors:TECHNOLOGY_IN_USE');
    return null;
  };
  const update = useUpdateTechnology();
  const remove = useDeleteTechnology();

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.totalCount / PAGE_SIZE)) : 1;
  const { page, setPage } = filters;
  // The last item of the last page was deleted: show the page before.
  useEffect(() => {
    if (data && page > pages) setPage(pages);
  }, [data, page, pages, setPage]);

  const toggleStatus = (technology: Technology) => {
    const status = technology.status === 'active' ? 'inactive' : 'active';
    update.mutate(
      { id: technology.id, changes: { status } },
      {
        onSuccess: (saved) =>
          toast.success(t(status === 'active' ? 'toast.activated' : 'toast.deactivated', { name: saved.name })),
        onError: (error) => toast.error(errorMessage(error)),
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
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setForm({ technology: null })}>
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
        icon={<IconCpu size={24} />}
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
        <TechnologiesTable
          items={data?.items}
          pageSize={PAGE_SIZE}
          sort={filters.sort}
          onSort={filters.setSort}
          onEdit={(technology) => setForm({ technology })}
          onToggleStatus={toggleStatus}
          onDelete={setDeleting}
          refusal={refusal}
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
      <TechnologyFormModal opened={form !== null} onClose={() => setForm(null)} technology={form?.technology ?? null} />
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
