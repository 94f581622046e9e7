import { Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAward,
  IconChartBar,
  IconCloudLock,
  IconMessages,
  IconRoute,
  IconTrophy,
  IconUserCircle,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The eight capabilities of spec §1, in its order. */
const FEATURES = [
  { key: 'learningPaths', Icon: IconRoute },
  { key: 'workforcePlanning', Icon: IconUsersGroup },
  { key: 'analytics', Icon: IconChartBar },
  { key: 'certification', Icon: IconAward },
  { key: 'talentProfiles', Icon: IconUserCircle },
  { key: 'collaboration', Icon: IconMessages },
  { key: 'gamification', Icon: IconTrophy },
  { key: 'cloud', Icon: IconCloudLock },
] as const;

export function FeatureGrid() {
  const { t } = useTranslation('landing');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
      {FEATURES.map(({ key, Icon }) => (
        <Paper key={key} withBorder radius="lg" p="lg" shadow="xs">
          <ThemeIcon size={44} radius="md" variant="light" mb="md" aria-hidden>
            <Icon size={24} />
          </ThemeIcon>
          <Title order={3} fz="md" mb={6}>
            {t(`features.${key}.title`)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`features.${key}.text`)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
