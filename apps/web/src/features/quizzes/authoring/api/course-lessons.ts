import type { LessonList } from '@talentpath/contracts/lessons';
import { api } from '../../../../lib/api-client';

/** GET /courses/{id}/lessons: the course's lessons in order. */
export const listCourseLessons = (courseId: string) =>
  api.get<LessonList>(`/courses/${encodeURIComponent(courseId)}/lessons`);
