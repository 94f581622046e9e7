import type { Assignment } from '@talentpath/contracts/staffing';
import { api } from '../../../lib/api-client';
import { useWorkforceChange } from './invalidate';

/** PUT /assignments/{id} {workload}: another share of the person's time on the project. */
export const changeWorkload = ({ id, workload }: { id: string; workload: number }) =>
  api.put<Assignment>(`/assignments/${encodeURIComponent(id)}`, { workload });

export const useChangeWorkload = () => useWorkforceChange(changeWorkload);
