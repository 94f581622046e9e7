import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Enrolment } from '@talentpath/contracts/enrolments';
import classes from '../catalog/catalog.module.css';
import { DueLabel, ProgressMeter } from './due-label';
import { playerPath } from './enrolment-card';

/** Assigned courses not completed, the nearest due date first: title, who assigned it, due date, progress. */
export function AssignedList({ items }: { items: Enrolment[] }) {
  const { t } = useTranslation('learning');
  return (
    <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((e) => (
        <Paper key={e.id} component="li" withBorder radius="md" p="sm">
          <Stack gap={6}>
            <Anchor component={Link} to={playerPath(e.course.id)} fw={600} className={classes.wrap}>
              {e.course.title}
            </Anchor>
            {e.assignedBy && (
              <Text size="xs" c="dimmed">
                {t('card.assignedBy', { name: e.assignedBy.name })}
              </Text>
            )}
            <DueLabel dueDate={e.dueDate} completed={false} size="xs" />
            <ProgressMeter value={e.progress} label={t('progress.of', { title: e.course.title })} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
