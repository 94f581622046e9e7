import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArchive, IconEye, IconRefresh, IconRocket, IconSparkles, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Course } from '@talentpath/contracts/courses';
import { FormAlert } from '../../../../components/ui/form-alert';
import { ApiError } from '../../../../lib/api-error';
import { errorMessage } from '../../../../lib/error-message';
import { formatDateTime } from '../../../../lib/format-date-time';
import { toast } from '../../../../lib/toast';
import { translateValidation } from '../../../../lib/validation';
import { useChangeCourseStatus } from '../../api/change-course-status';
import { invalidateLearning } from '../../api/invalidate';
import { CourseActionDialogs, type PendingAction } from './course-action-dialogs';
import { stepPath } from './course-steps';
import { ReadinessChecklist } from './readiness-checklist';

/** The server's refusal, with each reason it gave (COURSE_NOT_READY lists what still blocks). */
function Refusal({ error }: { error: unknown }) {
  const details = error instanceof ApiError ? error.details : [];
  return (
    <FormAlert>
      <Text size="sm" fw={600}>
        {errorMessage(error)}
      </Text>
      {details.length > 0 && (
        <List size="sm" mt={4}>
          {details.map((detail) => (
            <List.Item key={`${detail.path}-${detail.message}`}>{translateValidation(detail.message)}</List.Item>
          ))}
        </List>
      )}
    </FormAlert>
  );
}

function PreviewButton({ courseId }: { courseId: string }) {
  const { t } = useTranslation('course-authoring');
  return (
    <Button
      component={Link}
      to={`/coordinator/course-view/${courseId}`}
      variant="default"
      leftSection={<IconEye size={16} aria-hidden />}
    >
      {t('actions.preview')}
    </Button>
  );
}

/** A published course: since when, and its next steps (preview, assign, archive). */
function PublishedSummary({ course, onArchive }: { course: Course; onArchive: () => void }) {
  const { t, i18n } = useTranslation('course-authoring');
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} bg="green.0">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon color="green.8" size={36} radius="xl" aria-hidden>
            <IconSparkles size={20} />
          </ThemeIcon>
          <Stack gap={2}>
            <Title order={2} fz="lg">
              {t('publish.publishedTitle')}
            </Title>
            <Text size="sm">
              {course.publishedAt
                ? t('publish.publishedText', { when: formatDateTime(course.publishedAt, i18n.language) })
                : t('publish.publishedTextNoDate')}
            </Text>
          </Stack>
        </Group>
        <Group gap="sm" wrap="wrap">
          <PreviewButton courseId={course.id} />
          <Button
            component={Link}
            to={stepPath('assign', course.id)}
            leftSection={<IconUserPlus size={16} aria-hidden />}
          >
            {t('actions.assign')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            c="red.9"
            leftSection={<IconArchive size={16} aria-hidden />}
            onClick={onArchive}
          >
            {t('actions.archive')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Publish (or publish again), disabled while the checklist blocks; the server's refusal if it still refuses. */
function PublishAction({ course, blocked }: { course: Course; blocked: boolean }) {
  const { t } = useTranslation('course-authoring');
  const publish = useChangeCourseStatus();
  const client = useQueryClient();
  const again = course.status === 'archived';
  const onPublish = () =>
    publish.mutate(
      { id: course.id, action: 'publish' },
      {
        onSuccess: (saved) => toast.success(t('toast.published', { title: saved.title })),
        // Refused: the course changed since it was read; read it again so the checklist says what blocks now.
        onError: () => void invalidateLearning(client),
      },
    );
  return (
    <>
      {publish.error ? <Refusal error={publish.error} /> : null}
      <Group gap="sm" wrap="wrap" justify="flex-end">
        <PreviewButton courseId={course.id} />
        <Button
          onClick={onPublish}
          loading={publish.isPending}
          disabled={blocked}
          leftSection={again ? <IconRefresh size={16} aria-hidden /> : <IconRocket size={16} aria-hidden />}
        >
          {again ? t('actions.publishAgain') : t('publish.publish')}
        </Button>
      </Group>
      {blocked && (
        <Text size="sm" c="dimmed" ta="right">
          {t('publish.blockedHint')}
        </Text>
      )}
    </>
  );
}

/** The publish step: the checklist and Publish, or the published course's next steps. */
export function PublishPanel({ course }: { course: Course }) {
  const { t, i18n } = useTranslation('course-authoring');
  const [pending, setPending] = useState<PendingAction>(null);
  const readiness = course.readiness ?? { ready: true, issues: [] };
  const published = course.status === 'published';
  return (
    <Stack gap="md">
      {published && <PublishedSummary course={course} onArchive={() => setPending({ course, action: 'archive' })} />}
      {course.status === 'archived' && (
        <Text size="sm" c="dimmed">
          {course.archivedAt
            ? t('publish.archivedText', { when: formatDateTime(course.archivedAt, i18n.language) })
            : t('publish.archivedTextNoDate')}
        </Text>
      )}
      {(!published || readiness.issues.length > 0) && (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <ReadinessChecklist courseId={course.id} readiness={readiness} published={published} />
            {!published && <PublishAction course={course} blocked={!readiness.ready} />}
          </Stack>
        </Paper>
      )}
      <CourseActionDialogs pending={pending} onClose={() => setPending(null)} />
    </Stack>
  );
}
