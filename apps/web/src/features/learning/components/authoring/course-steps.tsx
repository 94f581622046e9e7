import { Box, Text, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Course } from '@talentpath/contracts/courses';
import classes from './authoring.module.css';

export const AUTHORING_STEPS = ['details', 'materials', 'publish', 'assign'] as const;
export type AuthoringStep = (typeof AUTHORING_STEPS)[number];

/** Where each step of a course lives; assigning needs a published course (and the course in the address). */
export function stepPath(step: AuthoringStep, courseId: string): string {
  const id = encodeURIComponent(courseId);
  switch (step) {
    case 'details':
      return `/coordinator/course-details/${id}`;
    case 'materials':
      return `/coordinator/upload-materials/${id}`;
    case 'publish':
      return `/coordinator/publish-Course/${id}`;
    case 'assign':
      return `/coordinator/assign-learners?courseId=${id}`;
  }
}

/** Whether the checklist still finds a lesson without materials (or none at all). */
const lessonsLack = (course: Pick<Course, 'readiness'>) =>
  course.readiness?.issues.some((i) => i.issue === 'noLessons' || i.issue === 'emptyLesson') ?? false;

type Props = {
  current: AuthoringStep;
  /** The course, once it exists (a new course has only its first step). */
  course: Pick<Course, 'id' | 'status' | 'lessonCount' | 'readiness'> | null;
};

/**
 * The header the course pages share (Details → Materials → Publish → Assign), so the coordinator always knows
 * where they are and can go to any step the course allows: a new course has no other steps yet, and only a
 * published course can be assigned.
 */
export function CourseSteps({ current, course }: Props) {
  const { t } = useTranslation('course-authoring');
  const index = AUTHORING_STEPS.indexOf(current);
  const open = (step: AuthoringStep) =>
    course !== null && step !== current && (step !== 'assign' || course.status === 'published');
  const done = (step: AuthoringStep) =>
    course !== null &&
    (step === 'details' ||
      (step === 'materials' && course.lessonCount > 0 && !lessonsLack(course)) ||
      (step === 'publish' && course.status === 'published'));

  return (
    <nav aria-label={t('steps.label')}>
      <ol className={classes.steps}>
        {AUTHORING_STEPS.map((step, i) => {
          const body = (
            <>
              <Box
                component="span"
                className={classes.stepNumber}
                data-current={step === current || undefined}
                data-done={(done(step) && step !== current) || undefined}
                aria-hidden
              >
                {done(step) && step !== current ? <IconCheck size={14} stroke={3} /> : i + 1}
              </Box>
              <Text component="span" size="sm" fw={step === current ? 700 : 500} className={classes.stepLabel}>
                {t(`steps.${step}`)}
              </Text>
            </>
          );
          return (
            <li key={step} className={classes.step} data-before={i < index || undefined}>
              {open(step) && course ? (
                <UnstyledButton component={Link} to={stepPath(step, course.id)} className={classes.stepLink}>
                  {body}
                </UnstyledButton>
              ) : (
                <span className={classes.stepLink} aria-current={step === current ? 'step' : undefined}>
                  {body}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
