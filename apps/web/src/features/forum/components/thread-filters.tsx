import { Button, Checkbox, NativeSelect } from '@mantine/core';
import { IconFilterOff, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FORUM_ANSWER_STATES, FORUM_THREAD_KINDS, type ForumThreadKind } from '@talentpath/contracts/forum';
import { ListToolbar } from '../../../components/ui/list-toolbar';

export const THREAD_SORTS = ['-activity', '-created', '-votes'] as const;
export type ThreadSort = (typeof THREAD_SORTS)[number];
const SORT_LABELS = {
  '-activity': 'filters.sorts.activity',
  '-created': 'filters.sorts.created',
  '-votes': 'filters.sorts.votes',
} as const satisfies Record<ThreadSort, string>;
export type AnswerState = (typeof FORUM_ANSWER_STATES)[number];

export type ThreadFilterValues = {
  kind: ForumThreadKind | undefined;
  answer: AnswerState | undefined;
  tag: string;
  unread: boolean;
};

type Props = {
  search: string;
  onSearch: (text: string) => void;
  sort: ThreadSort;
  onSort: (sort: ThreadSort) => void;
  filters: ThreadFilterValues;
  onFilters: (changes: Partial<ThreadFilterValues>) => void;
  /** A search or a filter is on: offer to clear them. */
  filtered: boolean;
  onClear: () => void;
};

/** The thread list's search, filters (kind, answered, unread, a tag) and order; side by side, stacked on phones. */
export function ThreadFilters({ search, onSearch, sort, onSort, filters, onFilters, filtered, onClear }: Props) {
  const { t } = useTranslation('forum');
  return (
    <ListToolbar
      search={search}
      onSearch={onSearch}
      searchLabel={t('filters.search')}
      searchPlaceholder={t('filters.searchPlaceholder')}
    >
      <AnySelect
        label={t('filters.kind')}
        anyLabel={t('filters.anyKind')}
        value={filters.kind}
        options={FORUM_THREAD_KINDS.map((kind) => ({ value: kind, label: t(`filters.kinds.${kind}`) }))}
        onChange={(kind) => onFilters({ kind })}
      />
      <AnySelect
        label={t('filters.answer')}
        anyLabel={t('filters.anyAnswer')}
        value={filters.answer}
        options={FORUM_ANSWER_STATES.map((answer) => ({ value: answer, label: t(`filters.answers.${answer}`) }))}
        onChange={(answer) => onFilters({ answer })}
      />
      <NativeSelect
        label={t('filters.sort')}
        value={sort}
        onChange={(event) => onSort(event.currentTarget.value as ThreadSort)}
        data={THREAD_SORTS.map((value) => ({ value, label: t(SORT_LABELS[value]) }))}
        style={{ flex: '0 1 190px' }}
      />
      <Checkbox
        label={t('filters.unread')}
        checked={filters.unread}
        onChange={(event) => onFilters({ unread: event.currentTarget.checked })}
        mb={8}
      />
      {filters.tag && (
        <Button
          variant="light"
          size="sm"
          rightSection={<IconX size={14} aria-hidden />}
          aria-label={t('filters.tagRemove', { tag: filters.tag })}
          onClick={() => onFilters({ tag: '' })}
        >
          {t('filters.tag', { tag: filters.tag })}
        </Button>
      )}
      {filtered && (
        <Button variant="subtle" size="sm" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClear}>
          {t('filters.clear')}
        </Button>
      )}
    </ListToolbar>
  );
}

type AnySelectProps<V extends string> = {
  label: string;
  /** The first option: no narrowing. */
  anyLabel: string;
  value: V | undefined;
  options: { value: V; label: string }[];
  onChange: (value: V | undefined) => void;
};

/** A filter of one of `options`, or of none ('' in the select). */
function AnySelect<V extends string>({ label, anyLabel, value, options, onChange }: AnySelectProps<V>) {
  return (
    <NativeSelect
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange((event.currentTarget.value || undefined) as V | undefined)}
      data={[{ value: '', label: anyLabel }, ...options]}
      style={{ flex: '0 1 170px' }}
    />
  );
}
