import type { ReactNode } from 'react';
import { Alert, Button, Paper, Skeleton, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';

/** A list or page that failed to load: what happened, and a button to try again. */
export function LoadError({
  title,
  retryLabel,
  onRetry,
  retrying,
}: {
  title: string;
  retryLabel: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text fw={700} size="sm">
          {title}
        </Text>
        <Button
          variant="light"
          color="red"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={onRetry}
          loading={retrying}
        >
          {retryLabel}
        </Button>
      </Stack>
    </Alert>
  );
}

/** Nothing to show: an icon, a heading, a line of text and, when useful, the action that adds the first item. */
export function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" ta="center" gap="xs">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={2} fz="lg">
          {title}
        </Title>
        {text && (
          <Text c="dimmed" maw={460}>
            {text}
          </Text>
        )}
        {action}
      </Stack>
    </Paper>
  );
}

/** Placeholder rows while a table loads. */
export function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return Array.from({ length: rows }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
    <Table.Tr key={row} aria-hidden>
      {Array.from({ length: columns }, (_, column) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity
        <Table.Td key={column}>
          <Skeleton height={16} radius="sm" />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}
