import type { ReactNode } from 'react';
import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Page } from '@talentpath/contracts/paging';
import { ListFooter } from '../../../components/ui/list-footer';
import { QueryError } from '../../../components/ui/query-states';
import { forumErrorText } from '../forum-messages';

type Props<T> = {
  /** The page's query; the page shown stays while the next loads. */
  query: { data?: Page<T>; isError: boolean; error: unknown; refetch: () => unknown };
  /** What the skeletons stand for ("Loading threads"). */
  loadingLabel: string;
  /** Shown when there is nothing (the state says whether a filter is why). */
  empty: ReactNode;
  /** "12 threads", announced as it changes. */
  totalText: (count: number) => string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  children: (items: T[]) => ReactNode;
};

/**
 * A numbered forum list (threads, reports): why it did not load with a retry, skeletons while it loads, its empty
 * state, or its items with the count and the page buttons under them.
 */
export function PagedList<T>({ query, loadingLabel, empty, totalText, page, pages, onPage, children }: Props<T>) {
  const { t } = useTranslation('forum');
  const data = query.data;
  if (query.isError && !data)
    return <QueryError error={query.error} onRetry={() => void query.refetch()} errorText={forumErrorText} />;
  if (!data)
    return (
      <Stack role="status" gap="xs" aria-busy="true" aria-label={loadingLabel}>
        <Skeleton h={110} radius="md" />
        <Skeleton h={110} radius="md" />
      </Stack>
    );
  if (data.totalCount === 0) return empty;
  return (
    <Stack gap="sm">
      {children(data.items)}
      <ListFooter
        totalText={totalText(data.totalCount)}
        page={page}
        pages={pages}
        onPage={onPage}
        labels={{
          previous: t('paging.previous'),
          next: t('paging.next'),
          page: (number) => t('paging.page', { page: number }),
        }}
      />
    </Stack>
  );
}
