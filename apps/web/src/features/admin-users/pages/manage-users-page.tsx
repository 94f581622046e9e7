import { useState } from 'react';
import { Button, Group, Input, Pagination, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconFileImport, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatSort } from '@talentpath/contracts/paging';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useUsers } from '../api/get-users';
import { PAGE_SIZES } from '../api/users-table-params';
import { CreateUserDialog } from '../components/create-user-dialog';
import { LoadError } from '../components/load-error';
import { ImportUsersDialog } from '../components/import-users-dialog';
import { UsersTable } from '../components/users-table';
import { UsersToolbar } from '../components/users-toolbar';
import { useUsersTable } from '../components/use-users-table';
import { useViewer } from '../components/use-viewer';
import { usePageCount } from '../../../lib/use-list-state';

/** /admin/manage-users — every user: search, filter, sort, page; create, import, and each user's actions. */
export function ManageUsersPage() {
  const { t } = useTranslation('admin-users');
  usePageTitle(t('title'));
  const { viewer, isSuperAdmin } = useViewer();
  const { list, params } = useUsersTable();
  const users = useUsers(viewer, params);
  const [dialog, setDialog] = useState<'create' | 'import' | null>(null);
  const data = users.data;
  const pages = usePageCount(list, users);

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
        search={list.search}
        onSearch={list.setSearch}
        status={params.status}
        onStatus={(status) => list.setFilters({ status })}
      />

      {users.isError && !data ? (
        <LoadError error={users.error} onRetry={() => users.refetch()} />
      ) : data && data.items.length === 0 ? (
        <Stack align="center" gap="xs" py="xl" role="status">
          <IconUsers size={32} aria-hidden />
          <Text fw={600}>{list.filtered ? t('empty.filtered') : t('empty.none')}</Text>
        </Stack>
      ) : (
        <UsersTable
          users={data?.items}
          pageSize={params.pageSize}
          sort={params.sort}
          onSort={(sort) => list.setSort(formatSort(sort))}
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
              onChange={(value) => list.setPageSize(Number(value))}
            />
          </Input.Wrapper>
          <Pagination
            total={pages}
            value={Math.min(params.pageNumber, pages)}
            onChange={list.setPage}
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
