import type { ReactNode } from 'react';
import { Anchor, Group, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconLogin2, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CoordinatorDashboard } from '@talentpath/contracts/enrolments';
import { formatDateTime } from '../../../../lib/format-date-time';
import { formatRelativeTime } from '../../../../lib/format-relative-time';
import classes from './enrolments.module.css';
import { coordinatorPaths } from './paths';

type Activity = CoordinatorDashboard['recent'][number];

const KIND: Record<Activity['kind'], { icon: ReactNode; color: string }> = {
  enrolled: { icon: <IconLogin2 size={16} />, color: 'blue' },
  assigned: { icon: <IconUserPlus size={16} />, color: 'brand' },
  completed: { icon: <IconCircleCheck size={16} />, color: 'green' },
};

/** The latest enrolments, assignments and completions in my courses, newest first, with how long ago. */
export function RecentActivity({ items }: { items: Activity[] | undefined }) {
  const { t, i18n } = useTranslation('course-enrolments');
  if (!items) return <Skeleton height={220} radius="md" />;
  return (
    <Paper withBorder radius="md" p="md">
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('dashboard.noActivity')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <Group
              key={`${item.kind}-${item.enrolmentId}-${item.at}`}
              component="li"
              gap="sm"
              wrap="nowrap"
              align="flex-start"
            >
              <ThemeIcon size={28} radius="xl" variant="light" color={KIND[item.kind].color} aria-hidden>
                {KIND[item.kind].icon}
              </ThemeIcon>
              <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                <Anchor
                  component={Link}
                  to={coordinatorPaths.profile(item.learner.id)}
                  size="sm"
                  fw={600}
                  className={classes.wrap}
                >
                  {item.learner.name}
                </Anchor>
                <Text size="sm" className={classes.wrap}>
                  {t(`dashboard.activity.${item.kind}`, { course: item.course.title })}
                </Text>
                <Text
                  size="xs"
                  c="dimmed"
                  component="time"
                  dateTime={item.at}
                  title={formatDateTime(item.at, i18n.language)}
                >
                  {formatRelativeTime(item.at, i18n.language)}
                </Text>
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
