import { useState } from 'react';
import { Button, Group, Input, Pagination, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconFileImport, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useUsers } from '../api/get-users';
import { PAGE_SIZES, paramsFromUrl, paramsToUrl, type UsersTableParams } from '../api/users-table-params';
import { CreateUserDialog } from '../components/create-user-dialog';
import { LoadError } from '../components/load-error';
import { ImportUsersDialog } from '../components/import-users-dialog';
import { UsersTable } from '../components/users-table';
import { UsersToolbar } from '../components/users-toolbar';
import { useViewer } from '../components/use-viewer';

/** /admin/manage-users — every user: search, filter, sort, page; create, import, and each user's actions. */
export function ManageUsersPage() {
  const { t } = useTranslation('admin-users');
  usePageTitle(t('title'));
  const { viewer, isSuperAdmin } = useViewer();
  const [search, setSearch] = useSearchParams();
  const params = paramsFromUrl(search);
  const users = useUsers(viewer, params);
  const [dialog, setDialog] = useState<'create' | 'import' | null>(null);

  // Typing replaces the address entry (back should not step through every letter); paging and sorting add one.
  const update = (change: Partial<UsersTableParams>, replace = false) =>
    setSearch(paramsToUrl({ ...params, ...change }), { replace });

  const data = users.data;
  const pages = data ? Math.max(1, Math.ceil(data.totalCount / data.pageSize)) : 1;
  const filtered = params.searchTerm.trim() !== '' || params.status !== 'all';

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </div>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconFileImport size={18} aria-hidden />}
            onClick={() => setDialog('import')}
          >
            {t('import.open')}
          </Button>
          <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setDialog('create')}>
            {t('create.open')}
          </Button>
        </Group>
      </Group>

      <UsersToolbar
        searchTerm={params.searchTerm}
        status={params.status}
        onSearch={(searchTerm) => update({ searchTerm, pageNumber: 1 }, true)}
        onStatus={(status) => update({ status, pageNumber: 1 })}
      />

      {users.isError && !data ? (
        <LoadError error={users.error} onRetry={() => users.refetch()} />
      ) : data && data.items.length === 0 ? (
        <Stack align="center" gap="xs" py="xl" role="status">
          <IconUsers size={32} aria-hidden />
          <Text fw={600}>{filtered ? t('empty.filtered') : t('empty.none')}</Text>
        </Stack>
      ) : (
        <UsersTable
          users={data?.items}
          pageSize={params.pageSize}
          sort={params.sort}
          onSort={(sort) => update({ sort, pageNumber: 1 })}
        />
      )}

      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {data ? t('table.total', { count: data.totalCount }) : ''}
        </Text>
        <Group gap="sm" wrap="wrap">
          <Input.Wrapper label={t('table.pageSize')} labelElement="div" id="users-page-size">
            <SegmentedControl
              aria-labelledby="users-page-size-label"
              size="xs"
              data={PAGE_SIZES.map(String)}
              value={String(params.pageSize)}
              onChange={(value) => update({ pageSize: Number(value), pageNumber: 1 })}
            />
          </Input.Wrapper>
          <Pagination
            total={pages}
            value={Math.min(params.pageNumber, pages)}
            onChange={(pageNumber) => update({ pageNumber })}
            getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
            getItemProps={(page) => ({ 'aria-label': t('pagination.page', { page }) })}
            size="sm"
          />
        </Group>
      </Group>

      {dialog === 'create' && <CreateUserDialog isSuperAdmin={isSuperAdmin} onClose={() => setDialog(null)} />}
      {dialog === 'import' && <ImportUsersDialog onClose={() => setDialog(null)} />}
    </Stack>
  );
}
