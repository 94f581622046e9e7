import type { ReactNode } from 'react';
import { Alert, Anchor, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconRocket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Course } from '@talentpath/contracts/courses';
import { CourseThumbnail } from '../course-thumbnail';
import { CourseStatusBadge } from '../status-badges';
import classes from './enrolments.module.css';
import { coordinatorPaths } from './paths';

/** The course being assigned: picture, title, status, how many are enrolled, and the way to its learners. */
export function AssignCourseCard({ course, picker }: { course: Course; picker: ReactNode }) {
  const { t } = useTranslation('course-enrolments');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="assign-course-title">
      <Group align="flex-start" gap="md" wrap="wrap">
        <Box w={160}>
          <CourseThumbnail id={course.id} url={course.thumbnailUrl} />
        </Box>
        <Stack gap={6} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Group gap="xs">
            <CourseStatusBadge status={course.status} />
            {course.category && (
              <Text size="sm" c="dimmed">
                {course.category.name}
              </Text>
            )}
          </Group>
          <Title order={2} fz="lg" id="assign-course-title" className={classes.wrap}>
            {course.title}
          </Title>
          <Text size="sm">
            {t('assign.courseCounts', { enrolled: course.enrolmentCount, completed: course.completionCount })}
          </Text>
          <Group gap="md">
            <Anchor component={Link} to={coordinatorPaths.learners({ courseId: course.id })} size="sm">
              {t('assign.seeLearners')}
            </Anchor>
            <Anchor component={Link} to={coordinatorPaths.coursePreview(course.id)} size="sm">
              {t('assign.preview')}
            </Anchor>
          </Group>
        </Stack>
        <Box style={{ flex: '1 1 240px' }} maw={360}>
          {picker}
        </Box>
      </Group>
    </Paper>
  );
}

/** Why this course cannot be assigned (a draft, an archived course, another coordinator's) and what to do. */
export function NotAssignable({ course }: { course: Course }) {
  const { t } = useTranslation('course-enrolments');
  const reason = !course.editable ? 'notOwner' : course.status === 'draft' ? 'draft' : 'archived';
  return (
    // The title as dark text: the alert's own orange title misses the 4.5:1 contrast on its light background.
    <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
      <Stack gap="sm" align="flex-start">
        <Text fw={700}>{t(`assign.notAssignable.${reason}Title`)}</Text>
        <Text size="sm">{t(`assign.notAssignable.${reason}`)}</Text>
        {course.editable && (
          <Button
            component={Link}
            to={coordinatorPaths.publish(course.id)}
            size="xs"
            leftSection={<IconRocket size={16} aria-hidden />}
          >
            {t('assign.notAssignable.publish')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
