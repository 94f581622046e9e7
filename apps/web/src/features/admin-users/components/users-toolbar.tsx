import { Group, Input, SegmentedControl, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { SEARCH_STATUSES, SEARCH_TERM_MAX } from '@talentpath/contracts/admin-users';
import { useTranslation } from 'react-i18next';
import type { StatusFilter } from '../api/users-table-params';

type Props = {
  /** What the search box shows; the list state sends it 300 ms after the last key. */
  search: string;
  onSearch: (text: string) => void;
  status: StatusFilter;
  onStatus: (status: StatusFilter) => void;
};

/** The search box (name or e-mail) and the status filter. */
export function UsersToolbar({ search, onSearch, status, onStatus }: Props) {
  const { t } = useTranslation('admin-users');
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        maxLength={SEARCH_TERM_MAX}
        onChange={(event) => onSearch(event.currentTarget.value)}
        style={{ flex: '1 1 16rem' }}
      />
      <Input.Wrapper label={t('search.status')} labelElement="div" id="users-status-filter">
        <SegmentedControl
          aria-labelledby="users-status-filter-label"
          data={SEARCH_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          value={status}
          onChange={(value) => onStatus(value as StatusFilter)}
        />
      </Input.Wrapper>
    </Group>
  );
}
