import type { ReactNode } from 'react';
import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { Sort } from '@talentpath/contracts/paging';

type Props<K extends string> = {
  sortKey: K;
  sort: Sort<K>;
  onSort: (sort: Sort<K>) => void;
  children: ReactNode;
};

/** A sortable column header: a button that toggles the order, with `aria-sort` on the cell for the current one. */
export function SortHeader<K extends string>({ sortKey, sort, onSort, children }: Props<K>) {
  const active = sort.key === sortKey;
  const Icon = !active ? IconArrowsSort : sort.direction === 'asc' ? IconSortAscending : IconSortDescending;
  const next = active && sort.direction === 'asc' ? 'desc' : 'asc';
  return (
    <Table.Th aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort({ key: sortKey, direction: next })} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap">
          {children}
          <Icon size={16} aria-hidden style={{ opacity: active ? 1 : 0.5 }} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
