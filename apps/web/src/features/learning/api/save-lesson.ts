import type { Lesson, LessonInput, LessonUpdate } from '@talentpath/contracts/lessons';
import { api } from '../../../lib/api-client';
import { useLearningChange } from './invalidate';

/** POST /courses/{courseId}/lessons (goes last), or PUT /lessons/{id}. */
export const saveLesson = (change: { courseId: string; body: LessonInput } | { id: string; body: LessonUpdate }) =>
  'id' in change
    ? api.put<Lesson>(`/lessons/${encodeURIComponent(change.id)}`, change.body)
    : api.post<Lesson>(`/courses/${encodeURIComponent(change.courseId)}/lessons`, change.body);

export const useSaveLesson = () => useLearningChange(saveLesson);
