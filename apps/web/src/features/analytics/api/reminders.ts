import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OverdueReminder } from '@talentpath/contracts/enrolments';
import { api } from '../../../lib/api-client';

/**
 * POST /enrolments/{id}/reminder: the course's owner (or an admin) reminds the learner of an overdue enrollment.
 * 429 REMINDER_TOO_SOON within 24 hours of the last one; 409/422 ENROLMENT_NOT_OVERDUE once it is not overdue.
 */
export function useSendReminder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enrolmentId: string) =>
      api.post<OverdueReminder>(`/enrolments/${encodeURIComponent(enrolmentId)}/reminder`),
    // The lists behind the figures are read again: the row shows when it was reminded.
    onSettled: () => client.invalidateQueries({ queryKey: ['analytics', 'enrolments'] }),
  });
}
