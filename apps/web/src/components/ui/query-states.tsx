import type { ReactNode } from 'react';
import { Alert, Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconInbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';

/** A list that could not load: the server's reason by code, and a retry. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(error)}</Text>
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
