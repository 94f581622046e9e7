import type { ReactNode } from 'react';
import { Group, Paper, RingProgress, SimpleGrid, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconBook, IconCircleCheck, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LearnerDashboard } from '@talentpath/contracts/enrolments';

function Stat({ label, value, icon, color }: { label: string; value: number; icon: ReactNode; color: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={40} radius="md" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
        <div>
          <Text fz={24} fw={700} lh={1.1}>
            {value}
          </Text>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}

/** The learner's figures: enrolled, in progress, completed, overdue, and the average progress as a ring. */
export function DashboardStats({ stats }: { stats: LearnerDashboard['stats'] }) {
  const { t } = useTranslation('learning');
  return (
    <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm">
      <Stat label={t('dashboard.stats.enrolled')} value={stats.enrolled} icon={<IconBook size={20} />} color="brand" />
      <Stat
        label={t('dashboard.stats.inProgress')}
        value={stats.inProgress + stats.notStarted}
        icon={<IconPlayerPlay size={20} />}
        color="blue"
      />
      <Stat
        label={t('dashboard.stats.completed')}
        value={stats.completed}
        icon={<IconCircleCheck size={20} />}
        color="green"
      />
      <Stat
        label={t('dashboard.stats.overdue')}
        value={stats.overdue}
        icon={<IconAlertTriangle size={20} />}
        color={stats.overdue > 0 ? 'red' : 'gray'}
      />
      <Paper withBorder radius="md" p="xs">
        <Group gap="xs" wrap="nowrap">
          <RingProgress
            size={64}
            thickness={7}
            roundCaps={stats.averageProgress > 0}
            sections={[{ value: stats.averageProgress, color: 'brand' }]}
            label={
              <Text ta="center" size="xs" fw={700}>
                {stats.averageProgress}%
              </Text>
            }
            aria-hidden
          />
          <Text size="sm" c="dimmed">
            <VisuallyHidden>{stats.averageProgress}% </VisuallyHidden>
            {t('dashboard.stats.average')}
          </Text>
        </Group>
      </Paper>
    </SimpleGrid>
  );
}
