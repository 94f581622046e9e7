import { Badge, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoginButton } from '../../../components/ui/login-button';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { AnimatedName } from '../components/animated-name';
import { FeatureGrid } from '../components/feature-grid';
import classes from './landing-page.module.css';

/** `/` and `/login`: hero with the animated product name, "Get started", and the feature cards. */
export function LandingPage() {
  const { t } = useTranslation(['landing', 'common']);
  usePageTitle(t('pageTitle'), t('description'));
  return (
    <>
      <Box className={classes.hero}>
        <Container size="lg" py={{ base: 56, sm: 96 }}>
          <Stack align="center" ta="center" gap="lg" maw={760} mx="auto">
            <Badge
              variant="light"
              size="lg"
              radius="xl"
              classNames={{ root: classes.eyebrow, label: classes.eyebrowLabel }}
            >
              {t('hero.eyebrow')}
            </Badge>
            <Title order={1} className={classes.title}>
              <AnimatedName name={t('common:app.name')} />
            </Title>
            <Text fz={{ base: 'lg', sm: 22 }} fw={600} c="var(--mantine-color-text)">
              {t('hero.tagline')}
            </Text>
            <Text c="dimmed" fz={{ base: 'md', sm: 'lg' }} maw={620}>
              {t('hero.text')}
            </Text>
            <Group gap="sm" justify="center">
              <LoginButton size="lg" rightSection={<IconArrowRight size={18} aria-hidden />}>
                {t('hero.getStarted')}
              </LoginButton>
            </Group>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py={{ base: 48, sm: 80 }}>
        <Stack gap={6} mb="xl" ta="center">
          <Title order={2} fz={{ base: 24, sm: 30 }}>
            {t('features.title')}
          </Title>
          <Text c="dimmed">{t('features.subtitle')}</Text>
        </Stack>
        <FeatureGrid />
      </Container>
    </>
  );
}
