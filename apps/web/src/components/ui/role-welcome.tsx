import type { ReactNode } from 'react';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';

type Props = { greeting: string; roleLabel: string; roleName: string; text: string; children?: ReactNode };

/** The greeting a role home opens with: who is signed in and as which role. */
export function RoleWelcome({ greeting, roleLabel, roleName, text, children }: Props) {
  return (
    <Paper
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      style={{
        background: 'linear-gradient(135deg, var(--mantine-primary-color-0), var(--mantine-color-white))',
        border: '1px solid var(--mantine-primary-color-1)',
      }}
    >
      <Stack gap="sm">
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {roleLabel}
          </Text>
          <Badge variant="filled">{roleName}</Badge>
        </Group>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {greeting}
        </Title>
        <Text c="dimmed" maw={640}>
          {text}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
