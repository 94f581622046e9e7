import { Anchor, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Enrolment } from '@talentpath/contracts/enrolments';
import { DueLabel, ProgressMeter } from '../learner/due-label';
import classes from './enrolments.module.css';
import { coordinatorPaths } from './paths';

/** The longest overdue enrolments (at most 5): who, in which course, how late, how far they got. */
export function BehindList({ items }: { items: Enrolment[] | undefined }) {
  const { t } = useTranslation(['course-enrolments', 'learning']);
  if (!items) return <Skeleton height={180} radius="md" />;
  if (items.length === 0)
    return (
      <Paper withBorder radius="md" p="md">
        <Text size="sm" c="dimmed">
          {t('dashboard.noneBehind')}
        </Text>
      </Paper>
    );
  return (
    <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((e) => (
        <Paper key={e.id} component="li" withBorder radius="md" p="sm">
          <Group justify="space-between" align="flex-start" gap="sm">
            <Stack gap={2} style={{ flex: '1 1 200px', minWidth: 0 }}>
              <Anchor component={Link} to={coordinatorPaths.profile(e.learner.id)} fw={600} className={classes.wrap}>
                {e.learner.name}
              </Anchor>
              <Text size="sm" className={classes.wrap}>
                {e.course.title}
              </Text>
              <DueLabel dueDate={e.dueDate} completed={false} size="xs" />
            </Stack>
            <div style={{ flex: '0 1 180px', minWidth: 140 }}>
              <ProgressMeter
                value={e.progress}
                label={t('progressOf', { learner: e.learner.name, course: e.course.title })}
              />
            </div>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
