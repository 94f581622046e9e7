import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { Sort } from '@talentpath/contracts/paging';
import type { UserSortKey } from '../api/users-table-params';

type Props = {
  column: UserSortKey;
  sort: Sort<UserSortKey>;
  onSort: (sort: Sort<UserSortKey>) => void;
  children: string;
};

/** A column header that sorts: a button inside, `aria-sort` on the header cell. */
export function SortHeader({ column, sort, onSort, children }: Props) {
  const current = sort.key === column;
  const Icon = current ? (sort.direction === 'asc' ? IconArrowUp : IconArrowDown) : IconArrowsSort;
  return (
    <Table.Th aria-sort={current ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton
        onClick={() => onSort({ key: column, direction: current && sort.direction === 'asc' ? 'desc' : 'asc' })}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4, fontWeight: 700, fontSize: 'inherit' }}
      >
        {children}
        <Icon size={14} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}
