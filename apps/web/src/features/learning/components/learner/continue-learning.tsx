import { Box, Button, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCategory, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LearnerDashboard } from '@talentpath/contracts/enrolments';
import { EmptyState } from '../../../../components/ui/query-states';
import { CourseThumbnail } from '../course-thumbnail';
import classes from '../catalog/catalog.module.css';
import { DueLabel, ProgressMeter } from './due-label';
import { playerPath, useActionLabel } from './enrolment-card';

/**
 * The course last worked on, with the lesson to go on with and the button that opens it. A learner with nothing
 * under way is pointed at the catalogue.
 */
export function ContinueLearning({ item }: { item: LearnerDashboard['continueLearning'] }) {
  const { t } = useTranslation('learning');
  const actionLabel = useActionLabel();
  if (!item)
    return (
      <EmptyState title={t('dashboard.nothingYet')} text={t('dashboard.nothingYetText')}>
        <Button component={Link} to="/learner/course-categories" leftSection={<IconCategory size={16} aria-hidden />}>
          {t('action.browse')}
        </Button>
      </EmptyState>
    );
  const { enrolment: e, nextLesson } = item;
  const to = nextLesson ? `${playerPath(e.course.id)}?lesson=${nextLesson.id}` : playerPath(e.course.id);
  return (
    <Paper withBorder radius="lg" p="md" shadow="xs">
      <Grid gap="md" align="center">
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <CourseThumbnail id={e.course.id} url={e.course.thumbnailUrl} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <Stack gap="xs">
            {e.course.category && (
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" className={classes.wrap}>
                {e.course.category.name}
              </Text>
            )}
            <Title order={3} fz="xl" className={classes.wrap}>
              {e.course.title}
            </Title>
            {nextLesson && (
              <Box>
                <Text size="sm" c="dimmed">
                  {t('dashboard.nextLesson')}
                </Text>
                <Text fw={600} className={classes.wrap}>
                  {nextLesson.title}
                </Text>
              </Box>
            )}
            <ProgressMeter value={e.progress} label={t('progress.of', { title: e.course.title })} />
            <Text size="sm" c="dimmed">
              {t('progress.lessons', { done: e.completedLessons, count: e.course.lessonCount })}
            </Text>
            <DueLabel dueDate={e.dueDate} completed={false} />
            <Button
              component={Link}
              to={to}
              size="md"
              leftSection={<IconPlayerPlay size={18} aria-hidden />}
              style={{ alignSelf: 'flex-start' }}
            >
              {actionLabel(e)}
            </Button>
          </Stack>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
