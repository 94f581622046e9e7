import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Attempt } from '@talentpath/contracts/attempts';
import { api } from '../../../../lib/api-client';
import { quizTakingKeys } from './query-keys';

/** GET /quizzes/{id}/preview (course owner): an attempt drawn as a learner would get it, stored nowhere. */
export const getQuizPreview = (quizId: string) => api.get<Attempt>(`/quizzes/${encodeURIComponent(quizId)}/preview`);

// A new draw each time it is asked for ("Start again"), never an old one from the cache.
export const quizPreviewQuery = (quizId: string) =>
  queryOptions({
    queryKey: quizTakingKeys.preview(quizId),
    queryFn: () => getQuizPreview(quizId),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

export const useQuizPreview = (quizId: string | null | undefined) =>
  useQuery({ ...quizPreviewQuery(quizId ?? ''), enabled: Boolean(quizId) });
