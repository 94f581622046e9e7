import { Anchor, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Readiness, ReadinessIssue } from '@talentpath/contracts/courses';
import { stepPath } from './course-steps';

type Issue = Readiness['issues'][number];

/** Where an issue is fixed: the lesson to fill, the materials, or the details. */
export function fixPath(courseId: string, issue: Issue): string {
  if (issue.issue === 'emptyLesson' && issue.lesson)
    return `${stepPath('materials', courseId)}#lesson-${issue.lesson.id}`;
  if (issue.issue === 'noLessons') return stepPath('materials', courseId);
  return stepPath('details', courseId);
}

const FIX_KEY: Record<ReadinessIssue, 'fix.lesson' | 'fix.lessons' | 'fix.details'> = {
  noLessons: 'fix.lessons',
  emptyLesson: 'fix.lesson',
  noCategory: 'fix.details',
  inactiveCategory: 'fix.details',
  noDescription: 'fix.details',
  noThumbnail: 'fix.details',
  noTechnologies: 'fix.details',
};

function IssueLine({ courseId, issue }: { courseId: string; issue: Issue }) {
  const { t } = useTranslation(['course-authoring', 'learning']);
  const text = t(`learning:readiness.${issue.issue}`, { title: issue.lesson?.title ?? '' });
  return (
    <List.Item
      icon={
        issue.blocking ? (
          <IconCircleX size={22} color="var(--mantine-color-red-8)" aria-hidden />
        ) : (
          <IconAlertTriangle size={22} color="var(--mantine-color-orange-8)" aria-hidden />
        )
      }
    >
      <Group gap="xs" wrap="wrap">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {text}
        </Text>
        <Anchor component={Link} to={fixPath(courseId, issue)} size="sm" fw={600}>
          {t(`course-authoring:${FIX_KEY[issue.issue]}`)}
        </Anchor>
      </Group>
    </List.Item>
  );
}

/**
 * What blocks publishing, then what would make the course better; or that it is ready (not said of a course that
 * is published already).
 */
export function ReadinessChecklist({
  courseId,
  readiness,
  published,
}: {
  courseId: string;
  readiness: Readiness;
  published: boolean;
}) {
  const { t } = useTranslation('course-authoring');
  const blocking = readiness.issues.filter((issue) => issue.blocking);
  const recommended = readiness.issues.filter((issue) => !issue.blocking);
  const key = (issue: Issue) => `${issue.issue}-${issue.lesson?.id ?? ''}`;
  return (
    <Stack gap="md">
      {blocking.length > 0 ? (
        <Stack gap="xs">
          <Title order={2} fz="md">
            {t('publish.blockingTitle', { count: blocking.length })}
          </Title>
          <List spacing="xs" center>
            {blocking.map((issue) => (
              <IssueLine key={key(issue)} courseId={courseId} issue={issue} />
            ))}
          </List>
        </Stack>
      ) : published ? null : (
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="green.8" size={32} radius="xl" aria-hidden>
            <IconCircleCheck size={20} />
          </ThemeIcon>
          <Stack gap={0}>
            <Title order={2} fz="md">
              {t('publish.readyTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('publish.readyText')}
            </Text>
          </Stack>
        </Group>
      )}
      {recommended.length > 0 && (
        <Stack gap="xs">
          <Title order={2} fz="md">
            {t('publish.recommendedTitle')}
          </Title>
          <List spacing="xs" center>
            {recommended.map((issue) => (
              <IssueLine key={key(issue)} courseId={courseId} issue={issue} />
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}
