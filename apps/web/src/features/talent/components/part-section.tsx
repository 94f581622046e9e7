import type { ReactNode } from 'react';
import { Skeleton, Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryError } from '../../../components/ui/query-states';

type Props<T> = {
  /** The heading's id: the section is named by it. */
  id: string;
  title: string;
  query: UseQueryResult<T>;
  /** The height of the placeholder while the part loads. */
  placeholder?: number;
  children: (data: T) => ReactNode;
};

/** A part of a profile read by its own call: its heading, a placeholder while it loads, and its error with retry. */
export function PartSection<T>({ id, title, query, placeholder = 64, children }: Props<T>) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} fz="xl" id={id}>
        {title}
      </Title>
      {query.isPending ? (
        <Skeleton height={placeholder} radius="md" />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        children(query.data)
      )}
    </Stack>
  );
}
