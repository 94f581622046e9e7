import type { ReactNode } from 'react';
import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';

/** Placeholder body for a screen a later release completes. */
export function ComingSoon({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="flex-start" gap="sm">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
          <IconSparkles size={24} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        <Text c="dimmed" maw={620}>
          {text}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
