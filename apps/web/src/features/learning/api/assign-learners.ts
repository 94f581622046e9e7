import type { AssignInput, AssignResult } from '@talentpath/contracts/enrolments';
import { api } from '../../../lib/api-client';
import { useLearningChange } from './invalidate';

/** POST /courses/{id}/enrolments: assign a published course to learners, with an optional due date. */
export const assignLearners = ({ courseId, body }: { courseId: string; body: AssignInput }) =>
  api.post<AssignResult>(`/courses/${encodeURIComponent(courseId)}/enrolments`, body);

export const useAssignLearners = () => useLearningChange(assignLearners);
