import { Group, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

export type StatusFilter = 'all' | 'active' | 'inactive';

type Props = {
  search: string;
  onSearch: (value: string) => void;
  searchLabel: string;
  searchPlaceholder: string;
  status: StatusFilter;
  onStatus: (value: StatusFilter) => void;
  statusLabel: string;
  statusOptions: Record<StatusFilter, string>;
};

/** A list's search field and active/inactive filter, side by side (stacked on phones). */
export function ListToolbar(props: Props) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        type="search"
        label={props.searchLabel}
        placeholder={props.searchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={props.search}
        onChange={(event) => props.onSearch(event.currentTarget.value)}
        maxLength={100}
        style={{ flex: '1 1 240px' }}
      />
      <NativeSelect
        label={props.statusLabel}
        value={props.status}
        onChange={(event) => props.onStatus(event.currentTarget.value as StatusFilter)}
        data={(['all', 'active', 'inactive'] as const).map((value) => ({ value, label: props.statusOptions[value] }))}
        style={{ flex: '0 1 200px' }}
      />
    </Group>
  );
}
