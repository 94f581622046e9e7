import { Alert, Button, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBook, IconClock, IconPlayerPlay, IconRotate, IconUser, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Course } from '@talentpath/contracts/courses';
import { errorMessage } from '../../../../lib/error-message';
import { toast } from '../../../../lib/toast';
import { useEnrol } from '../../api/enrol';
import { formatDuration } from '../../format';
import { CourseThumbnail } from '../course-thumbnail';
import { EnrolmentStatusBadge } from '../status-badges';
import { DueLabel, ProgressMeter } from '../learner/due-label';
import { playerPath } from '../learner/enrolment-card';

function Fact({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap">
      {icon}
      <Text size="sm">{children}</Text>
    </Group>
  );
}

/** Beside the preview: the picture, the facts, and Enrol, or the learner's progress with Continue. */
export function EnrolPanel({ course }: { course: Course }) {
  const { t } = useTranslation('learning');
  const navigate = useNavigate();
  const enrol = useEnrol();
  const e = course.enrolment;
  const onEnrol = () =>
    enrol.mutate(course.id, {
      onSuccess: () => {
        toast.success(t('preview.enrolled', { title: course.title }));
        navigate(playerPath(course.id));
      },
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <Paper withBorder radius="lg" p="md" shadow="xs">
      <Stack gap="md">
        <CourseThumbnail id={course.id} url={course.thumbnailUrl} />
        <Stack gap={6}>
          <Fact icon={<IconClock size={18} aria-hidden />}>
            {t('preview.estimated', { time: formatDuration(course.estimatedTime) })}
          </Fact>
          <Fact icon={<IconBook size={18} aria-hidden />}>{t('card.lessons', { count: course.lessonCount })}</Fact>
          {course.owner && (
            <Fact icon={<IconUser size={18} aria-hidden />}>{t('preview.owner', { name: course.owner.name })}</Fact>
          )}
        </Stack>
        <Divider />
        {e ? (
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={600}>{t('preview.yourProgress')}</Text>
              <EnrolmentStatusBadge status={e.status} />
            </Group>
            <ProgressMeter value={e.progress} label={t('progress.of', { title: course.title })} />
            <DueLabel dueDate={e.dueDate} completed={e.completedAt !== null} />
            {course.status === 'archived' && (
              <Alert color="orange" variant="light" p="xs">
                <Text size="sm">{t('player.archivedNote')}</Text>
              </Alert>
            )}
            <Button
              component={Link}
              to={playerPath(course.id)}
              size="md"
              fullWidth
              variant={e.completedAt ? 'default' : 'filled'}
              leftSection={
                e.completedAt ? <IconRotate size={18} aria-hidden /> : <IconPlayerPlay size={18} aria-hidden />
              }
            >
              {e.completedAt ? t('action.review') : e.progress > 0 ? t('action.continue') : t('action.start')}
            </Button>
          </Stack>
        ) : (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('preview.enrolHint')}
            </Text>
            <Button
              size="md"
              fullWidth
              leftSection={<IconUserPlus size={18} aria-hidden />}
              loading={enrol.isPending}
              onClick={onEnrol}
            >
              {t('preview.enrol')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
