import type { ReactNode } from 'react';
import { Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { EmptyState, QueryError } from '../../../components/ui/query-states';
import type { DayRange } from '../api/activity';
import { PagedFooter } from './paged-footer';

/** The days a drill-down list shows: the chosen point's (both ends in the address), or the dashboard's range. */
export function drilledDays(filters: { from?: string; to?: string }, range: DayRange) {
  const chosen = filters.from && filters.to ? { from: filters.from, to: filters.to } : null;
  return { chosen, days: chosen ?? range };
}

type Props = {
  /** The heading's id: a chosen point moves focus there. */
  id: string;
  title: string;
  /** Whose list it is (the point's days or the range's). */
  subtitle: string;
  /** Beside the heading: the kind, the way back to the whole range, the exports. */
  actions: ReactNode;
  result: { data?: { totalCount: number }; isError: boolean; error: unknown; refetch: () => unknown };
  loading: string;
  empty: { title: string; text?: string };
  /** The table of a loaded, non-empty page. */
  children: ReactNode;
  footer: { total: string; page: number; pages: number; onPage: (page: number) => void };
};

/** A list behind a chart's figure: its heading and what it is of, then the page, or its loading, error or emptiness. */
export function DrillList({ id, title, subtitle, actions, result, loading, empty, children, footer }: Props) {
  const { data } = result;
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="lg" id={id} tabIndex={-1}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {subtitle}
          </Text>
        </Stack>
        {actions}
      </Group>
      {result.isError && !data ? (
        <QueryError error={result.error} onRetry={() => void result.refetch()} />
      ) : !data ? (
        <Stack role="status" gap="xs" aria-busy="true" aria-label={loading}>
          <Skeleton h={40} />
          <Skeleton h={40} />
          <Skeleton h={40} />
        </Stack>
      ) : data.totalCount === 0 ? (
        <EmptyState title={empty.title} text={empty.text} />
      ) : (
        <>
          {children}
          <PagedFooter totalText={footer.total} page={footer.page} pages={footer.pages} onPage={footer.onPage} />
        </>
      )}
    </Stack>
  );
}

/**
 * A point chosen: the list below shows its days, and the reader is taken there (to the list's heading, which says
 * so).
 */
export function showPoint(
  list: { setFilters: (changes: { from: string; to: string }) => void },
  point: { start: string; end: string },
  heading: string,
) {
  list.setFilters({ from: point.start, to: point.end });
  focusHeading(heading);
}

/** Moves focus to a list's heading (once the list has rendered what was chosen) and scrolls it into view. */
export function focusHeading(id: string) {
  requestAnimationFrame(() => {
    const target = document.getElementById(id);
    target?.focus();
    target?.scrollIntoView({ block: 'start' });
  });
}
