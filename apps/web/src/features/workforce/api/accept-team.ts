import type { AcceptTeamInput, Assignment } from '@talentpath/contracts/staffing';
import { api } from '../../../lib/api-client';
import { useWorkforceChange } from './invalidate';

/** POST /projects/{id}/team-suggestion: assigns all the accepted picks, or none if any no longer fits. */
export const acceptTeam = ({ projectId, body }: { projectId: string; body: AcceptTeamInput }) =>
  api.post<{ items: Assignment[] }>(`/projects/${encodeURIComponent(projectId)}/team-suggestion`, body);

export const useAcceptTeam = () => useWorkforceChange(acceptTeam);
