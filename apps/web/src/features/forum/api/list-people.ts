import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ForumPeople } from '@talentpath/contracts/forum';
import { api } from '../../../lib/api-client';
import { forumKeys } from './query-keys';

/** GET /forum/spaces/{id}/people?q=: readers of the forum whose name or handle holds `q` (the @-suggestions). */
export const useForumPeople = (spaceId: string | undefined, q: string) =>
  useQuery({
    queryKey: forumKeys.people(spaceId ?? '', q),
    queryFn: ({ signal }) =>
      api.get<ForumPeople>(`/forum/spaces/${encodeURIComponent(spaceId ?? '')}/people?q=${encodeURIComponent(q)}`, {
        signal,
      }),
    enabled: Boolean(spaceId && q),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
