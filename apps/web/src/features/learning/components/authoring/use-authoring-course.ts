import { useEffect } from 'react';
import { useCourse } from '../../api/get-course';
import { useLessons } from '../../api/list-lessons';
import { useCourseDraft } from '../../course-draft/course-draft-context';
import { isId } from '../../../../lib/ids';
import { basicDetailsOf, draftLessonsOf } from './draft-details';

/** The course of a course page, loaded into the course draft (spec §3/§4) whenever it (re)loads. */
export function useAuthoringCourse(courseId: string | undefined) {
  const { dispatch } = useCourseDraft();
  const course = useCourse(isId(courseId) ? courseId : null);
  const data = course.data;
  useEffect(() => {
    if (data) dispatch({ type: 'courseLoaded', id: data.id, basicDetails: basicDetailsOf(data) });
  }, [data, dispatch]);
  return course;
}

/**
 * The course's lessons, kept in the course draft as they load (spec §3: lessons with their documents). Only once
 * the draft holds this course: loading it later would empty them again (spec §4).
 */
export function useAuthoringLessons(courseId: string) {
  const { draft, dispatch } = useCourseDraft();
  const lessons = useLessons(courseId);
  const items = lessons.data?.items;
  const current = draft.createdCourseId === courseId;
  useEffect(() => {
    if (items && current) dispatch({ type: 'setLessons', lessons: draftLessonsOf(items) });
  }, [items, current, dispatch]);
  return lessons;
}
