import type { Enrolment } from '@talentpath/contracts/enrolments';
import { api } from '../../../lib/api-client';
import { useLearningChange } from './invalidate';

/** POST /courses/{id}/enrol: the learner enrols themselves (answers their enrolment if they already are). */
export const enrol = (courseId: string) => api.post<Enrolment>(`/courses/${encodeURIComponent(courseId)}/enrol`);

export const useEnrol = () => useLearningChange(enrol);
