import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamSuggestion } from '@talentpath/contracts/staffing';
import { api } from '../../../lib/api-client';
import { workforceKeys } from './query-keys';

/** GET /projects/{id}/team-suggestion?workload=: people proposed for the project's open role slots. */
export const getTeamSuggestion = (projectId: string, workload: number) =>
  api.get<TeamSuggestion>(`/projects/${encodeURIComponent(projectId)}/team-suggestion?workload=${workload}`);

export const teamSuggestionQuery = (projectId: string | null, workload: number) =>
  queryOptions({
    queryKey: workforceKeys.suggestion(projectId, workload),
    queryFn: () => getTeamSuggestion(projectId as string, workload),
    enabled: Boolean(projectId),
    // A proposal is about now: another opening of the dialog asks again.
    gcTime: 0,
  });

export const useTeamSuggestion = (projectId: string | null, workload: number) =>
  useQuery(teamSuggestionQuery(projectId, workload));
