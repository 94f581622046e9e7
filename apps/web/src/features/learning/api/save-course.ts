import type { Course, CourseInput, CourseUpdate } from '@talentpath/contracts/courses';
import { api } from '../../../lib/api-client';
import { useLearningChange } from './invalidate';

/** POST /courses (a new draft), or PUT /courses/{id} with the fields that changed. */
export const saveCourse = ({ id, body }: { id?: string | null; body: CourseInput | CourseUpdate }) =>
  id ? api.put<Course>(`/courses/${encodeURIComponent(id)}`, body) : api.post<Course>('/courses', body);

export const useSaveCourse = () => useLearningChange(saveCourse);
