import { Avatar, Group, Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import type { AdminUser } from '@talentpath/contracts/admin-users';
import type { Sort } from '@talentpath/contracts/paging';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SortHeader } from '../../../components/ui/sort-header';
import type { UserSortKey } from '../api/users-table-params';
import { UserActions } from './user-actions';
import { RoleBadges, StatusBadge, useFormatDate } from './user-format';
import { TableScroll } from '../../../components/ui/table-scroll';

type Props = {
  users: AdminUser[] | undefined;
  pageSize: number;
  sort: Sort<UserSortKey>;
  onSort: (sort: Sort<UserSortKey>) => void;
};

/** The users table; scrolls sideways on a narrow screen. `users` undefined: the first load (skeleton rows). */
export function UsersTable({ users, pageSize, sort, onSort }: Props) {
  const { t } = useTranslation('admin-users');
  const formatDate = useFormatDate();
  return (
    <TableScroll label={t('table.label')} minWidth={860}>
      <Table verticalSpacing="sm" highlightOnHover striped aria-label={t('table.label')}>
        <Table.Thead>
          <Table.Tr>
            <SortHeader sortKey="name" sort={sort} onSort={onSort}>
              {t('table.name')}
            </SortHeader>
            <SortHeader sortKey="email" sort={sort} onSort={onSort}>
              {t('table.email')}
            </SortHeader>
            <Table.Th>{t('table.roles')}</Table.Th>
            <SortHeader sortKey="status" sort={sort} onSort={onSort}>
              {t('table.status')}
            </SortHeader>
            <SortHeader sortKey="lastSignInAt" sort={sort} onSort={onSort}>
              {t('table.lastSignIn')}
            </SortHeader>
            <Table.Th>
              <VisuallyHidden>{t('table.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users
            ? users.map((user) => (
                <Table.Tr key={user.id}>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Avatar src={user.avatar} name={user.name} color="brand" variant="filled" size="sm" alt="" />
                      <Text component={Link} to={`/admin/view-profile/${user.id}`} fw={600} c="brand.8" td="underline">
                        {user.name}
                      </Text>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{user.email}</Text>
                  </Table.Td>
                  <Table.Td>
                    <RoleBadges roles={user.roles} />
                  </Table.Td>
                  <Table.Td miw={112}>
                    <StatusBadge status={user.status} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Text size="sm">{formatDate(user.lastSignInAt, t('never'))}</Text>
                  </Table.Td>
                  <Table.Td>
                    <UserActions user={user} />
                  </Table.Td>
                </Table.Tr>
              ))
            : Array.from({ length: Math.min(pageSize, 8) }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to key on
                <Table.Tr key={i} aria-hidden>
                  {Array.from({ length: 6 }, (_, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells
                    <Table.Td key={j}>
                      <Skeleton height={16} radius="sm" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
