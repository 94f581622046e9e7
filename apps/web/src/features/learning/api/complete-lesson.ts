import type { LessonCompletion } from '@talentpath/contracts/enrolments';
import { api } from '../../../lib/api-client';
import { useLearningChange } from './invalidate';

/** POST /lessons/{id}/complete: marks the lesson done (again is harmless); says whether the course is now complete. */
export const completeLesson = (lessonId: string) =>
  api.post<LessonCompletion>(`/lessons/${encodeURIComponent(lessonId)}/complete`);

export const useCompleteLesson = () => useLearningChange(completeLesson);
