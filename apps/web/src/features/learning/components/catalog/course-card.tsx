import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBook, IconCircleCheck, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Course } from '@talentpath/contracts/courses';
import { CourseThumbnail } from '../course-thumbnail';
import { formatDuration } from '../../format';
import classes from './catalog.module.css';

const TECHNOLOGIES_SHOWN = 3;

/** Whether the learner is in the course already: "Completed", or "Enrolled · 40%". */
export function EnrolmentMark({ enrolment }: { enrolment: Course['enrolment'] }) {
  const { t } = useTranslation('learning');
  if (!enrolment) return null;
  return enrolment.status === 'completed' ? (
    <Badge color="green" variant="light" c="dark.7" leftSection={<IconCircleCheck size={14} aria-hidden />}>
      {t('card.completed')}
    </Badge>
  ) : (
    <Badge color="brand" variant="light" c="dark.7">
      {t('card.enrolled', { progress: enrolment.progress })}
    </Badge>
  );
}

/** A published course in the catalogue: picture, title, time, lessons, technologies; opens its preview. */
export function CourseCard({ course, headingLevel = 2 }: { course: Course; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('learning');
  const shown = course.technologies.slice(0, TECHNOLOGIES_SHOWN);
  const more = course.technologies.length - shown.length;
  return (
    <Card withBorder radius="md" padding="md" component="article" className={classes.card}>
      <Card.Section>
        <CourseThumbnail id={course.id} url={course.thumbnailUrl} radius="0" />
      </Card.Section>
      <Stack gap="xs" mt="sm" style={{ flex: 1 }}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          {course.category ? (
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" className={classes.wrap}>
              {course.category.name}
            </Text>
          ) : (
            <span />
          )}
          <EnrolmentMark enrolment={course.enrolment} />
        </Group>
        <Title order={headingLevel} fz="lg" lh={1.3} className={classes.wrap}>
          <Link to={`/learner/course-preview/${course.id}`} className={classes.cover}>
            {course.title}
          </Link>
        </Title>
        {course.description && (
          <Text size="sm" c="dimmed" lineClamp={2} className={classes.wrap}>
            {course.description}
          </Text>
        )}
        <Group gap="md" mt="auto">
          <Group gap={4} wrap="nowrap">
            <IconClock size={16} aria-hidden />
            <Text size="sm">{formatDuration(course.estimatedTime)}</Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconBook size={16} aria-hidden />
            <Text size="sm">{t('card.lessons', { count: course.lessonCount })}</Text>
          </Group>
        </Group>
        {shown.length > 0 && (
          <Group gap={6} aria-label={t('card.technologies')} role="list">
            {shown.map((technology) => (
              <Badge key={technology.id} variant="outline" color="gray" c="dark.7" role="listitem" tt="none">
                {technology.name}
              </Badge>
            ))}
            {more > 0 && (
              <Text size="xs" c="dimmed" role="listitem">
                {t('card.moreTechnologies', { count: more })}
              </Text>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
