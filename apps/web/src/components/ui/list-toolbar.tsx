import type { ReactNode } from 'react';
import { Group, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { SEARCH_TERM_MAX } from '../../lib/use-list-state';

type Props<V extends string> = {
  search: string;
  onSearch: (value: string) => void;
  searchLabel: string;
  searchPlaceholder: string;
  /** A select beside the search (a status filter), when the list has one. */
  filter?: { label: string; value: V; onChange: (value: V) => void; options: { value: V; label: string }[] };
  /** More controls after them, in the same row (a list with several filters). */
  children?: ReactNode;
};

/** A list's search field and, when it has one, a filter select, side by side (stacked on phones). */
export function ListToolbar<V extends string>({
  search,
  onSearch,
  searchLabel,
  searchPlaceholder,
  filter,
  children,
}: Props<V>) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        type="search"
        label={searchLabel}
        placeholder={searchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        maxLength={SEARCH_TERM_MAX}
        style={{ flex: '1 1 240px' }}
      />
      {filter && (
        <NativeSelect
          label={filter.label}
          value={filter.value}
          onChange={(event) => filter.onChange(event.currentTarget.value as V)}
          data={filter.options}
          style={{ flex: '0 1 200px' }}
        />
      )}
      {children}
    </Group>
  );
}
