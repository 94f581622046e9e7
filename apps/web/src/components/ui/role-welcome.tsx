import type { ReactNode } from 'react';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSignedInSession } from '../../lib/session-store';
import { usePageTitle } from './use-page-title';

/** The area's namespace holds `dashboard.title` (the page title) and `dashboard.text` (the line under the greeting). */
type Props = { namespace: 'admin' | 'learner' | 'coordinator' | 'project-manager'; children?: ReactNode };

/** The greeting a role home opens with: who is signed in, as which role, and the page title. */
export function RoleWelcome({ namespace, children }: Props) {
  const { t } = useTranslation([namespace, 'common']);
  const { user, currentRole } = useSignedInSession();
  usePageTitle(t(`${namespace}:dashboard.title`));
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
            {t('common:welcome.signedInAs')}
          </Text>
          <Badge variant="filled">{t(`common:roles.${currentRole}.title`)}</Badge>
        </Group>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t('common:welcome.greeting', { name: user.name })}
        </Title>
        <Text c="dimmed" maw={640}>
          {t(`${namespace}:dashboard.text`)}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
