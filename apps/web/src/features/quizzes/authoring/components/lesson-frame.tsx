import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { type LessonContext, useLessonContext } from '../api/lesson-context';
import { useCourse } from '../api/my-courses';
import { BackLink } from './back-link';
import { isId } from '../../../../lib/ids';
import { QueryGate } from './query-gate';

type Props = {
  lessonId: string | undefined;
  /** The lesson's course when the caller knows it (a quiz does); else the link's `?courseId=`. */
  courseId?: string;
  /** Where the back link goes, and its text. */
  back?: (context: LessonContext) => { to: string; label: string };
  children: (context: LessonContext & { courseTitle: string | undefined }) => ReactNode;
};

/** A lesson's quiz screen: finds the lesson and its course, then shows the page with a way back. */
export function LessonFrame({ lessonId, courseId, back, children }: Props) {
  const [params] = useSearchParams();
  const hint = courseId ?? (isId(params.get('courseId')) ? params.get('courseId') : null);
  const valid = isId(lessonId);
  const context = useLessonContext(valid ? lessonId : null, hint);
  const course = useCourse(context.data?.courseId);
  return (
    <QueryGate query={context} valid={valid} what="lesson">
      {(found) => {
        const link = back?.(found);
        return (
          <Stack gap="lg">
            {link && <BackLink to={link.to} label={link.label} />}
            {children({ ...found, courseTitle: course.data?.title })}
          </Stack>
        );
      }}
    </QueryGate>
  );
}
