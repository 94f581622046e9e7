import { useQuery } from '@tanstack/react-query';
import type { PointsRules } from '@talentpath/contracts/recognition';
import { api } from '../../../lib/api-client';
import { recognitionKeys } from './query-keys';

/** GET /admin/points-rules: every rule that pays points, once each. */
export const usePointsRules = () =>
  useQuery({
    queryKey: recognitionKeys.rules,
    queryFn: ({ signal }) => api.get<PointsRules>('/admin/points-rules', { signal }),
  });
