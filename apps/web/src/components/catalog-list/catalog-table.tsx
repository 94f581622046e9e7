import type { ReactNode } from 'react';
import { Menu, Table, VisuallyHidden } from '@mantine/core';
import { formatSort, parseSort, type SortValue } from '@talentpath/contracts/paging';
import { SkeletonRows } from '../ui/list-state';
import { RowMenu } from '../ui/row-menu';
import { SortHeader } from '../ui/sort-header';
import { TableScroll } from '../ui/table-scroll';

/** A column of a catalogue's table: its header, the key it sorts by (if it does) and each row's cell. */
export type CatalogColumn<T, K extends string> = {
  id: string;
  header: string;
  sortKey?: K;
  cell: (item: T) => ReactNode;
  /** A cell of long text keeps to this width. */
  maxWidth?: number;
};

export type CatalogAction = {
  label: string;
  icon: ReactNode;
  color?: string;
  /** Refused for this row (the menu's note says why). */
  disabled?: boolean;
  onClick: () => void;
};

/** A row's menu: its items (the page opens the edit and delete dialogs), and a note of why any is refused. */
export type CatalogRowMenu<T> = (
  item: T,
  open: { edit: () => void; remove: () => void },
) => { items: CatalogAction[]; note?: string | null };

type Props<T extends { id: string }, K extends string> = {
  label: string;
  actionsLabel: string;
  menuLabel: (item: T) => string;
  items: T[] | undefined;
  pageSize: number;
  sort: SortValue<K>;
  onSort: (sort: SortValue<K>) => void;
  columns: CatalogColumn<T, K>[];
  rowMenu: CatalogRowMenu<T>;
  open: { edit: (item: T) => void; remove: (item: T) => void };
};

/** One page of a catalogue: sortable headers, skeleton rows while it loads, a menu per row; scrolls sideways on phones. */
export function CatalogTable<T extends { id: string }, K extends string>({
  label,
  actionsLabel,
  menuLabel,
  items,
  pageSize,
  sort,
  onSort,
  columns,
  rowMenu,
  open,
}: Props<T, K>) {
  const current = parseSort(sort);
  return (
    <TableScroll label={label} minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={label} aria-busy={!items}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) =>
              column.sortKey ? (
                <SortHeader
                  key={column.id}
                  sortKey={column.sortKey}
                  sort={current}
                  onSort={(next) => onSort(formatSort(next))}
                >
                  {column.header}
                </SortHeader>
              ) : (
                <Table.Th key={column.id}>{column.header}</Table.Th>
              ),
            )}
            <Table.Th>
              <VisuallyHidden>{actionsLabel}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {!items && <SkeletonRows rows={Math.min(pageSize, 5)} columns={columns.length + 1} />}
          {items?.map((item) => {
            const menu = rowMenu(item, { edit: () => open.edit(item), remove: () => open.remove(item) });
            return (
              <Table.Tr key={item.id}>
                {columns.map((column) => (
                  <Table.Td key={column.id} maw={column.maxWidth}>
                    {column.cell(item)}
                  </Table.Td>
                ))}
                <Table.Td>
                  <RowMenu label={menuLabel(item)}>
                    {menu.note && <Menu.Label>{menu.note}</Menu.Label>}
                    {menu.items.map((action) => (
                      <Menu.Item
                        key={action.label}
                        color={action.color}
                        leftSection={action.icon}
                        disabled={action.disabled}
                        onClick={action.onClick}
                      >
                        {action.label}
                      </Menu.Item>
                    ))}
                  </RowMenu>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
