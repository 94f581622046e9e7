import { Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFlame, IconStar, IconTrophy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointsSummary } from '@talentpath/contracts/recognition';

/** The learner's balance, level with the way to the next, and streak, side by side (stacked on a phone). */
export function PointsSummaryPanel({ summary }: { summary: PointsSummary }) {
  const { t } = useTranslation('recognition');
  const { level, nextLevel, earned, streak } = summary;
  // The way from this level's threshold to the next's, by the points earned in all (spending does not lower a level).
  const span = nextLevel ? nextLevel.threshold - level.threshold : 0;
  const percent = nextLevel && span > 0 ? Math.min(100, Math.round(((earned - level.threshold) / span) * 100)) : 100;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" component="section" aria-label={t('summary.label')}>
      <Tile icon={<IconStar size={18} aria-hidden />} title={t('summary.balance')}>
        <Text fz={32} fw={700} lh={1.1}>
          {t('summary.points', { count: summary.balance })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('summary.earned', { count: earned })}
        </Text>
      </Tile>
      <Tile icon={<IconTrophy size={18} aria-hidden />} title={t('summary.level')}>
        <Text fz="xl" fw={700}>
          {t('summary.levelName', { number: level.number, name: level.name })}
        </Text>
        <Progress
          value={percent}
          size="lg"
          radius="xl"
          aria-label={nextLevel ? t('summary.progressTo', { next: nextLevel.name }) : t('summary.topLevel')}
        />
        <Text size="sm" c="dimmed">
          {nextLevel
            ? t('summary.toNext', { count: Math.max(0, nextLevel.threshold - earned), next: nextLevel.name })
            : t('summary.topLevel')}
        </Text>
      </Tile>
      <Tile icon={<IconFlame size={18} aria-hidden />} title={t('summary.streak')}>
        <Text fz="xl" fw={700}>
          {t('summary.streakCurrent', { count: streak.current })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('summary.streakBest', { count: streak.best })}
        </Text>
      </Tile>
    </SimpleGrid>
  );
}

function Tile({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={6}>
        <Group gap={6} c="dimmed">
          {icon}
          <Title order={2} fz="sm" fw={600} c="dark.6">
            {title}
          </Title>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
