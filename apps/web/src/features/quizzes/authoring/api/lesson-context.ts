import { useQuery } from '@tanstack/react-query';
import type { CoursePage } from '@talentpath/contracts/courses';
import type { Lesson } from '@talentpath/contracts/lessons';
import { api } from '../../../../lib/api-client';
import { ApiError } from '../../../../lib/api-error';
import { listCourseLessons } from './course-lessons';
import { listLessonQuizzes } from './lesson-quizzes';
import { COURSES_PAGE } from './my-courses';
import { quizAuthoringKeys } from './query-keys';

export type LessonContext = { courseId: string; lesson: Lesson };

const lessonIn = async (courseId: string, lessonId: string): Promise<LessonContext | null> => {
  const { items } = await listCourseLessons(courseId);
  const lesson = items.find((l) => l.id === lessonId);
  return lesson ? { courseId, lesson } : null;
};

/**
 * A lesson and its course, from the lesson's id alone (the API has no GET /lessons/{id}): the course named in the
 * link (`?courseId=`, which the lesson's links carry), else the course of one of its quizzes, else the first of my
 * courses that holds it. 404 when none does.
 */
async function findLesson(lessonId: string, courseHint: string | null): Promise<LessonContext> {
  if (courseHint) {
    const found = await lessonIn(courseHint, lessonId).catch(() => null);
    if (found) return found;
  }
  const quizzes = await listLessonQuizzes(lessonId);
  const fromQuiz = quizzes.items[0]?.courseId;
  if (fromQuiz) {
    const found = await lessonIn(fromQuiz, lessonId);
    if (found) return found;
  }
  const courses = await api.get<CoursePage>(`/courses?mine=true&sort=title&pageSize=${COURSES_PAGE}`);
  for (const course of courses.items) {
    const found = await lessonIn(course.id, lessonId);
    if (found) return found;
  }
  throw new ApiError(404, 'NOT_FOUND', 'Lesson not found');
}

export const useLessonContext = (lessonId: string | null | undefined, courseHint: string | null) =>
  useQuery({
    queryKey: quizAuthoringKeys.lessonContext(lessonId ?? '', courseHint),
    queryFn: () => findLesson(lessonId ?? '', courseHint),
    enabled: Boolean(lessonId),
    retry: false,
  });
