import type { Enrolment } from '@talentpath/contracts/enrolments';
import { api } from '../../../lib/api-client';
import { useLearningChange } from './invalidate';

/** PUT /enrolments/{id} (the due date; null removes it) or DELETE /enrolments/{id} (`remove`). */
export const changeEnrolment = (change: { id: string; dueDate: string | null } | { id: string; remove: true }) =>
  'remove' in change
    ? api.delete<null>(`/enrolments/${encodeURIComponent(change.id)}`)
    : api.put<Enrolment>(`/enrolments/${encodeURIComponent(change.id)}`, { dueDate: change.dueDate });

export const useChangeEnrolment = () => useLearningChange(changeEnrolment);
