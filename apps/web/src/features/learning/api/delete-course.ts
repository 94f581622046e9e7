import { api } from '../../../lib/api-client';
import { useLearningChange } from './invalidate';

/** DELETE /courses/{id}: refused (409 COURSE_HAS_ENROLMENTS) while learners are enrolled. */
export const deleteCourse = (id: string) => api.delete<null>(`/courses/${encodeURIComponent(id)}`);

export const useDeleteCourse = () => useLearningChange(deleteCourse);
