import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';

/** A screen's heading, the line under it and its main action on the right (below on phones). */
export function PageHeader({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
      <Stack gap={4} style={{ flex: '1 1 320px' }}>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {title}
        </Title>
        {text && (
          <Text c="dimmed" maw={640}>
            {text}
          </Text>
        )}
      </Stack>
      {action}
    </Group>
  );
}
