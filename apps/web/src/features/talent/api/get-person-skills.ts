import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PersonSkills } from '@talentpath/contracts/skills';
import { api } from '../../../lib/api-client';
import { talentKeys } from './query-keys';

/** GET /people/{id}/skills: each skill's effective level, where it comes from, endorsements, and every claim. */
export const getPersonSkills = (personId: string, signal?: AbortSignal) =>
  api.get<PersonSkills>(`/people/${encodeURIComponent(personId)}/skills`, { signal });

export const personSkillsQuery = (personId: string) =>
  queryOptions({
    queryKey: talentKeys.skills(personId),
    queryFn: ({ signal }) => getPersonSkills(personId, signal),
  });

export const usePersonSkills = (personId: string | undefined) =>
  useQuery({ ...personSkillsQuery(personId ?? ''), enabled: Boolean(personId) });
