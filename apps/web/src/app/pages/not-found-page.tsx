import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/ui/use-page-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Text fz={72} fw={800} c="brand.7" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Button component={Link} to="/" mt="md">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Center>
  );
}
