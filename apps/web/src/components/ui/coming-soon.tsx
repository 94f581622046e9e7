import type { ReactNode } from 'react';
import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { roleHome } from '@talentpath/contracts/roles';
import { useSignedInSession } from '../../lib/session-store';

type Props = { title: string; text: string; icon?: ReactNode; children?: ReactNode };

/** Placeholder body for a signed-in screen a later release completes, with the way back to the role home. */
export function ComingSoon({ title, text, icon = <IconSparkles size={24} />, children }: Props) {
  const { t } = useTranslation();
  const { currentRole } = useSignedInSession();
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="flex-start" gap="sm">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        <Text c="dimmed" maw={620}>
          {text}
        </Text>
        {children}
        <Button
          component={Link}
          to={roleHome(currentRole)}
          variant="light"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          mt="xs"
        >
          {t('shellPage.backToDashboard')}
        </Button>
      </Stack>
    </Paper>
  );
}
