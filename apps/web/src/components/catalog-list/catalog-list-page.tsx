import { type ReactNode, useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { CustomTypeOptions } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Page } from '@talentpath/contracts/paging';
import { errorMessage } from '../../lib/error-message';
import { toast } from '../../lib/toast';
import { usePageCount } from '../../lib/use-list-state';
import { ConfirmModal } from '../ui/confirm-modal';
import { ListBody } from '../ui/list-body';
import { ListFooter } from '../ui/list-footer';
import { ListToolbar } from '../ui/list-toolbar';
import { PageHeader } from '../ui/page-header';
import { usePageTitle } from '../ui/use-page-title';
import { type CatalogFormConfig, CatalogFormModal } from './catalog-form-modal';
import { CatalogTable, type CatalogColumn, type CatalogRowMenu } from './catalog-table';
import { CATALOG_STATUSES, type CatalogList, type CatalogStatusFilter } from './use-catalog-list';

type CatalogTexts = {
  title: string;
  intro: string;
  add: string;
  search: { label: string; placeholder: string };
  table: { label: string; actions: string };
  actions: { menu: string };
  pagination: { previous: string; next: string; page: string };
  loadError: string;
  tryAgain: string;
  empty: { title: string; text: string; noMatchTitle: string; noMatchText: string };
  form: {
    addTitle: string;
    editTitle: string;
    name: string;
    namePlaceholder: string;
    cancel: string;
    add: string;
    save: string;
  };
  delete: { title: string; message: string; confirm: string };
  toast: { added: string; saved: string; deleted: string };
} & ({ total: string } | { total_one: string; total_other: string });
type Resources = CustomTypeOptions['resources'];

/**
 * The namespaces of the catalogues, each holding the texts above in the same places: one that lacks any is
 * `never` here, so the page naming it fails to compile.
 */
type WithLayout<N extends keyof Resources> = Resources[N] extends CatalogTexts ? N : never;
export type CatalogNamespace =
  | WithLayout<'technologies'>
  | WithLayout<'course-categories'>
  | WithLayout<'project-roles'>;

type Props<T extends { id: string; name: string }, K extends string, V extends { name: string }, O> = {
  namespace: CatalogNamespace;
  /** The empty state's icon. */
  icon: ReactNode;
  list: CatalogList<K>;
  /** The status filter's words, for a catalogue whose list has statuses (`useCatalogList({ status: true })`). */
  statusLabels?: { label: string } & Record<CatalogStatusFilter, string>;
  /** The page the list asked for (TanStack Query's result). */
  result: {
    data?: Page<T>;
    isError: boolean;
    isFetching: boolean;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  columns: CatalogColumn<T, K>[];
  rowMenu: CatalogRowMenu<T>;
  /** The add / edit dialog: the catalogue's schema, values, save and fields after the name. */
  form: CatalogFormConfig<T, V & Record<string, unknown>, O>;
  remove: UseMutationResult<unknown, unknown, string>;
  /** A line above the table (how to reorder, say). */
  notice?: ReactNode;
};

/**
 * One catalogue's page (technologies, course categories, project roles): title, add, search (and status), the
 * sortable table with each row's menu, paging, the add / edit dialog and the delete confirmation. What differs —
 * columns, the menu's items, the form — comes from the catalogue; the texts from its namespace.
 */
export function CatalogListPage<
  T extends { id: string; name: string },
  K extends string,
  V extends { name: string },
  O,
>({ namespace, icon, list, statusLabels, result, columns, rowMenu, form, remove, notice }: Props<T, K, V, O>) {
  // Its t() keys are in each of: technologies, course-categories, project-roles (CatalogNamespace and
  // locales.test.ts check it); the first stands for all three in the types.
  const { t } = useTranslation(namespace as 'technologies');
  usePageTitle(t('title'));
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const pages = usePageCount(list, result);
  const data = result.data;

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
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing({ item: null })}>
      {t('add')}
    </Button>
  );

  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} text={t('intro')} action={addButton} />
      <ListToolbar
        search={list.search}
        onSearch={list.setSearch}
        searchLabel={t('search.label')}
        searchPlaceholder={t('search.placeholder')}
        filter={
          list.hasStatus && statusLabels
            ? {
                label: statusLabels.label,
                value: list.status,
                onChange: list.setStatus,
                options: CATALOG_STATUSES.map((value) => ({ value, label: statusLabels[value] })),
              }
            : undefined
        }
      />
      <ListBody
        totalCount={data?.totalCount}
        failed={result.isError}
        retrying={result.isFetching}
        onRetry={() => void result.refetch()}
        filtered={list.filtered}
        icon={icon}
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
        {notice}
        <CatalogTable
          label={t('table.label')}
          actionsLabel={t('table.actions')}
          menuLabel={(item) => t('actions.menu', { name: item.name })}
          items={data?.items}
          pageSize={list.pageSize}
          sort={list.sort}
          onSort={list.setSort}
          columns={columns}
          rowMenu={rowMenu}
          open={{ edit: (item) => setEditing({ item }), remove: setDeleting }}
        />
        {data && (
          <ListFooter
            totalText={t('total', { count: data.totalCount })}
            page={Math.min(list.page, pages)}
            pages={pages}
            onPage={list.setPage}
            labels={{
              previous: t('pagination.previous'),
              next: t('pagination.next'),
              page: (item) => t('pagination.page', { page: item }),
            }}
          />
        )}
      </ListBody>
      <CatalogFormModal
        namespace={namespace}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        item={editing?.item ?? null}
        {...form}
      />
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
