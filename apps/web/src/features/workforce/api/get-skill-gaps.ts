import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectSkillGaps } from '@talentpath/contracts/skills';
import { api } from '../../../lib/api-client';
import { workforceKeys } from './query-keys';

/** GET /projects/{id}/skill-gaps: per required technology, the team's cover, the organisation's, the courses that grant it. */
export const skillGapsQuery = (projectId: string) =>
  queryOptions({
    queryKey: workforceKeys.skillGaps(projectId),
    queryFn: () => api.get<ProjectSkillGaps>(`/projects/${encodeURIComponent(projectId)}/skill-gaps`),
  });

export const useSkillGaps = (projectId: string) => useQuery(skillGapsQuery(projectId));
