import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { SearchResults } from '@talentpath/contracts/search';
import type { AskResult, EndorsementRequestInput } from '@talentpath/contracts/skills';
import { api } from '../../../lib/api-client';
import { talentKeys } from './query-keys';

/** POST /me/skills/{technologyId}/endorsement-requests: the caller asks colleagues to endorse one of their skills. */
export const requestEndorsements = ({ technologyId, body }: { technologyId: string; body: EndorsementRequestInput }) =>
  api.post<AskResult>(`/me/skills/${encodeURIComponent(technologyId)}/endorsement-requests`, body);

export const useRequestEndorsements = () => useMutation({ mutationFn: requestEndorsements });

/** The people whose names match (GET /search, people only): whom to ask. Blank text asks nothing. */
export const usePeopleMatching = (text: string) =>
  useQuery({
    queryKey: talentKeys.people(text),
    queryFn: ({ signal }) =>
      api.get<SearchResults>(`/search?type=people&pageSize=10&q=${encodeURIComponent(text)}`, { signal }),
    enabled: text.length > 0,
    placeholderData: keepPreviousData,
  });
