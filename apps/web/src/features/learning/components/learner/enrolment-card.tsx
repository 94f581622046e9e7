import { Anchor, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay, IconRotate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Enrolment } from '@talentpath/contracts/enrolments';
import { formatRelativeTime } from '../../../../lib/format-relative-time';
import { CourseThumbnail } from '../course-thumbnail';
import { EnrolmentStatusBadge } from '../status-badges';
import classes from '../catalog/catalog.module.css';
import { DueLabel, ProgressMeter } from './due-label';

/** The player's address for an enrolment (it resumes by itself). */
export const playerPath = (courseId: string) => `/learner/course-view/${courseId}`;

/** What the learner's button says for an enrolment: start, resume or review. */
export function useActionLabel() {
  const { t } = useTranslation('learning');
  return (e: Pick<Enrolment, 'startedAt' | 'completedAt'>) =>
    e.completedAt ? t('action.review') : e.startedAt ? t('action.resume') : t('action.start');
}

/**
 * One enrolment as a row: picture, title, category, status, progress, due date and last visit, with the button
 * that opens the player. Used by my learning and the dashboard's lists.
 */
export function EnrolmentCard({ enrolment: e, headingLevel = 3 }: { enrolment: Enrolment; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation('learning');
  const actionLabel = useActionLabel();
  const completed = e.completedAt !== null;
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-labelledby={`enrolment-${e.id}`}>
      <Group gap="md" align="flex-start" wrap="nowrap">
        <Box w={{ base: 72, xs: 132 }} style={{ flexShrink: 0 }}>
          <CourseThumbnail id={e.course.id} url={e.course.thumbnailUrl} radius="sm" />
        </Box>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" align="flex-start">
            <Box style={{ minWidth: 0, flex: '1 1 200px' }}>
              {e.course.category && (
                <Text size="xs" fw={700} c="dimmed" tt="uppercase" className={classes.wrap}>
                  {e.course.category.name}
                </Text>
              )}
              <Title order={headingLevel} fz="md" id={`enrolment-${e.id}`} className={classes.wrap}>
                <Anchor component={Link} to={`/learner/course-preview/${e.course.id}`} c="inherit">
                  {e.course.title}
                </Anchor>
              </Title>
            </Box>
            <EnrolmentStatusBadge status={e.status} />
          </Group>
          <ProgressMeter value={e.progress} label={t('progress.of', { title: e.course.title })} />
          <Group gap="md" justify="space-between" wrap="wrap">
            <Group gap="md" wrap="wrap">
              <Text size="xs" c="dimmed">
                {t('progress.lessons', { done: e.completedLessons, count: e.course.lessonCount })}
              </Text>
              {e.source === 'assigned' && (
                <Text size="xs" c="dimmed">
                  {e.assignedBy ? t('card.assignedBy', { name: e.assignedBy.name }) : t('card.assigned')}
                </Text>
              )}
              {e.lastAccessedAt && (
                <Text size="xs" c="dimmed">
                  {t('card.lastVisit', { when: formatRelativeTime(e.lastAccessedAt, i18n.language) })}
                </Text>
              )}
              <DueLabel dueDate={e.dueDate} completed={completed} size="xs" />
            </Group>
            <Button
              component={Link}
              to={playerPath(e.course.id)}
              size="xs"
              variant={completed ? 'default' : 'filled'}
              leftSection={completed ? <IconRotate size={14} aria-hidden /> : <IconPlayerPlay size={14} aria-hidden />}
              aria-label={`${actionLabel(e)}: ${e.course.title}`}
            >
              {actionLabel(e)}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
