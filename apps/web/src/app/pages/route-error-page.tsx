import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';

/** A route crashed or its chunk failed to load (often after a new release): offer a reload. */
export function RouteErrorPage() {
  const { t } = useTranslation('fatal');
  const error = useRouteError();
  console.error(error);
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center" role="alert">
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('message')}</Text>
        <Button mt="md" onClick={() => window.location.reload()}>
          {t('reload')}
        </Button>
      </Stack>
    </Center>
  );
}
