import { useQuery } from '@tanstack/react-query';
import type { RecommendationList } from '@talentpath/contracts/skills';
import { api } from '../../../lib/api-client';
import { learningKeys } from './query-keys';

/** GET /learner/recommendations: courses project managers recommended to the learner, not yet completed. */
export const useRecommendations = () =>
  useQuery({
    queryKey: learningKeys.recommendations,
    queryFn: ({ signal }) => api.get<RecommendationList>('/learner/recommendations', { signal }),
  });
