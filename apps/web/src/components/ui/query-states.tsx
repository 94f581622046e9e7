import type { ReactNode } from 'react';
import { Alert, Button, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconInbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';

/** How a screen words a load failure, where it must differ from the server's reason by code. */
export type ErrorText = (error: unknown) => string;

/** A list that could not load: the server's reason by code (or the screen's own wording), and a retry. */
export function QueryError({
  error,
  onRetry,
  errorText = errorMessage,
}: {
  error: unknown;
  onRetry: () => void;
  errorText?: ErrorText;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorText(error)}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('list.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** A list with nothing to show: a title, a line, maybe an action. */
export function EmptyState({ title, text, children }: { title: string; text?: string; children?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
          <IconInbox size={22} />
        </ThemeIcon>
        <Text fw={700}>{title}</Text>
        {text ? (
          <Text size="sm" c="dimmed" maw={420}>
            {text}
          </Text>
        ) : null}
        {children}
      </Stack>
    </Paper>
  );
}

/** What a keyset list (TanStack's infinite query) tells its body. */
type CursorList = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

type CursorListBodyProps = {
  list: CursorList;
  count: number;
  skeleton: { rows: number; height: number };
  empty: ReactNode;
  children: ReactNode;
  errorText?: ErrorText;
};

/** A keyset list's body: skeleton rows while loading, the error with a retry, the empty state, or the rows and "Load more". */
export function CursorListBody({ list, count, skeleton, empty, children, errorText }: CursorListBodyProps) {
  const { t } = useTranslation();
  if (list.isPending)
    return (
      <Stack role="status" gap="xs" aria-busy="true" aria-label={t('loading.gate')}>
        {Array.from({ length: skeleton.rows }, (_, row) => `skeleton-${row}`).map((key) => (
          <Skeleton key={key} height={skeleton.height} radius="sm" />
        ))}
      </Stack>
    );
  if (list.isError && count === 0)
    return <QueryError error={list.error} onRetry={() => void list.refetch()} errorText={errorText} />;
  if (count === 0) return empty;
  return (
    <Stack gap="md">
      {children}
      {list.isFetchNextPageError ? (
        <QueryError error={list.error} onRetry={() => void list.fetchNextPage()} errorText={errorText} />
      ) : null}
      {list.hasNextPage ? (
        <Button
          variant="default"
          // One page at a time, and none while the list is loading (spec §5).
          onClick={() => (list.isFetching ? undefined : void list.fetchNextPage())}
          loading={list.isFetchingNextPage}
          style={{ alignSelf: 'center' }}
        >
          {t('list.loadMore')}
        </Button>
      ) : null}
    </Stack>
  );
}
