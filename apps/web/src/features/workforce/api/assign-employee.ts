import type { Assignment, AssignmentInput } from '@talentpath/contracts/staffing';
import { api } from '../../../lib/api-client';
import { useWorkforceChange } from './invalidate';

/** POST /projects/{id}/assignments: someone in a role at a workload; refused past 100% or for a role held twice. */
export const assignEmployee = ({ projectId, body }: { projectId: string; body: AssignmentInput }) =>
  api.post<Assignment>(`/projects/${encodeURIComponent(projectId)}/assignments`, body);

export const useAssignEmployee = () => useWorkforceChange(assignEmployee);
