import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Enrolment } from '@talentpath/contracts/enrolments';
import { formatDateTime, formatDay } from '../../../../lib/format-date-time';
import { formatRelativeTime } from '../../../../lib/format-relative-time';
import { CourseStatusBadge, EnrolmentStatusBadge } from '../status-badges';
import { DueLabel, ProgressMeter } from '../learner/due-label';
import classes from './enrolments.module.css';
import { coordinatorPaths } from './paths';

type Props = { enrolments: Enrolment[]; onChangeDueDate: (enrolment: Enrolment) => void };

/** The learner's enrolments in my courses, one card each: progress, status, due date and last activity. */
export function ProfileEnrolments({ enrolments, onChangeDueDate }: Props) {
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {enrolments.map((e) => (
        <li key={e.id}>
          <EnrolmentItem enrolment={e} onChangeDueDate={onChangeDueDate} />
        </li>
      ))}
    </Stack>
  );
}

function EnrolmentItem({
  enrolment: e,
  onChangeDueDate,
}: {
  enrolment: Enrolment;
  onChangeDueDate: Props['onChangeDueDate'];
}) {
  const { t, i18n } = useTranslation(['course-enrolments', 'learning']);
  const completed = e.status === 'completed';
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={`profile-enrolment-${e.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title
            order={3}
            fz="md"
            id={`profile-enrolment-${e.id}`}
            className={classes.wrap}
            style={{ flex: '1 1 220px' }}
          >
            <Anchor component={Link} to={coordinatorPaths.coursePreview(e.course.id)} c="inherit">
              {e.course.title}
            </Anchor>
          </Title>
          <Group gap={6}>
            {e.course.status !== 'published' && <CourseStatusBadge status={e.course.status} />}
            <EnrolmentStatusBadge status={e.status} />
          </Group>
        </Group>
        <ProgressMeter value={e.progress} label={t('learning:progress.of', { title: e.course.title })} />
        <Group gap="md" wrap="wrap">
          <Text size="xs" c="dimmed">
            {t('learning:progress.lessons', { done: e.completedLessons, count: e.course.lessonCount })}
          </Text>
          <Text size="xs" c="dimmed">
            {e.source === 'assigned'
              ? t('profile.assignedOn', { date: formatDay(e.enrolledAt.slice(0, 10), i18n.language) })
              : t('profile.enrolledOn', { date: formatDay(e.enrolledAt.slice(0, 10), i18n.language) })}
          </Text>
          <Text size="xs" c="dimmed">
            {e.lastAccessedAt ? (
              <time dateTime={e.lastAccessedAt} title={formatDateTime(e.lastAccessedAt, i18n.language)}>
                {t('profile.lastActivity', { when: formatRelativeTime(e.lastAccessedAt, i18n.language) })}
              </time>
            ) : (
              t('profile.notOpened')
            )}
          </Text>
          {e.completedAt && (
            <Text size="xs" c="dimmed">
              {t('profile.completedOn', { date: formatDay(e.completedAt.slice(0, 10), i18n.language) })}
            </Text>
          )}
        </Group>
        <Group justify="space-between" gap="xs" wrap="wrap">
          {e.dueDate ? (
            <DueLabel dueDate={e.dueDate} completed={completed} size="xs" />
          ) : (
            <Text size="xs" c="dimmed">
              {t('profile.noDueDate')}
            </Text>
          )}
          {!completed && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconCalendarEvent size={14} aria-hidden />}
              onClick={() => onChangeDueDate(e)}
              aria-label={t('profile.changeDueDateFor', { course: e.course.title })}
            >
              {t('list.changeDueDate')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
