import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { Course } from '@talentpath/contracts/courses';
import { useCourse } from '../../api/get-course';
import type { BasicDetails } from '../../course-draft/course-draft';
import { useCourseDraft } from '../../course-draft/course-draft-context';
import { isNotFound } from '../../../../lib/api-error';
import { isId } from '../../../../lib/ids';

const detailsOf = (course: Course): BasicDetails => ({
  title: course.title,
  description: course.description,
  estimatedTime: course.estimatedTime,
  categoryId: course.category?.id ?? null,
  technologies: course.technologies.map((technology) => technology.id),
  thumbnail: course.thumbnailUrl,
});

export type AssignCourse =
  /** Neither the address nor the course draft names a course: the coordinator picks one. */
  | { kind: 'none' }
  /** Spec §2: until a course with a title is loaded, a loader shows. */
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'error'; error: unknown; retry: () => void }
  | { kind: 'loaded'; course: Course };

/**
 * The course the assign screen works on: `?courseId=`, else the course draft's `createdCourseId` (coming from the
 * course pages). It is loaded and put into the course draft (spec §3/§4: another course empties the draft's
 * lessons); the screen counts it loaded only once the draft holds it with its title.
 */
export function useAssignCourse() {
  const [params, setParams] = useSearchParams();
  const { draft, dispatch } = useCourseDraft();
  const courseId = params.get('courseId') ?? draft.createdCourseId;
  const valid = isId(courseId ?? undefined);
  const course = useCourse(valid ? courseId : null);
  const data = course.data;
  useEffect(() => {
    if (data) dispatch({ type: 'courseLoaded', id: data.id, basicDetails: detailsOf(data) });
  }, [data, dispatch]);

  const choose = (id: string) => setParams({ courseId: id });
  let state: AssignCourse;
  if (courseId === null) state = { kind: 'none' };
  else if (!valid || isNotFound(course.error)) state = { kind: 'not-found' };
  else if (course.isError && !data) state = { kind: 'error', error: course.error, retry: () => void course.refetch() };
  else if (data && draft.createdCourseId === data.id && draft.basicDetails?.title)
    state = { kind: 'loaded', course: data };
  else state = { kind: 'loading' };
  return { state, choose };
}
