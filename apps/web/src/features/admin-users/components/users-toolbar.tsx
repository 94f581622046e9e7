import { useEffect, useRef, useState } from 'react';
import { Group, Input, SegmentedControl, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { SEARCH_STATUSES, SEARCH_TERM_MAX } from '@talentpath/contracts/admin-users';
import { useTranslation } from 'react-i18next';
import type { StatusFilter } from '../api/users-table-params';

export const SEARCH_DEBOUNCE_MS = 300;

type Props = {
  searchTerm: string;
  status: StatusFilter;
  onSearch: (term: string) => void;
  onStatus: (status: StatusFilter) => void;
};

/** The search box (name or e-mail, sent 300 ms after the last key) and the status filter. */
export function UsersToolbar({ searchTerm, status, onSearch, onStatus }: Props) {
  const { t } = useTranslation('admin-users');
  const [term, setTerm] = useState(searchTerm);
  const [debounced] = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const latest = useRef({ searchTerm, onSearch });
  latest.current = { searchTerm, onSearch };
  // The term this box last put in the address: its echo must not overwrite what was typed since.
  const sent = useRef(searchTerm);

  useEffect(() => {
    if (debounced === latest.current.searchTerm) return;
    sent.current = debounced;
    latest.current.onSearch(debounced);
  }, [debounced]);
  // Back and forward change the address: the box follows it.
  useEffect(() => {
    if (searchTerm === sent.current) return;
    sent.current = searchTerm;
    setTerm(searchTerm);
  }, [searchTerm]);

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={term}
        maxLength={SEARCH_TERM_MAX}
        onChange={(event) => setTerm(event.currentTarget.value)}
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
