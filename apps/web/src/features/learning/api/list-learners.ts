import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LearnerCandidate } from '@talentpath/contracts/enrolments';
import type { Page } from '@talentpath/contracts/paging';
import { api } from '../../../lib/api-client';
import { queryString } from '../../../lib/list-query';
import { learningKeys } from './query-keys';

export type LearnerListParams = {
  searchTerm?: string;
  technologyIds?: string[];
  courseId?: string;
  sort?: string;
  pageNumber?: number;
  pageSize?: number;
};

/** GET /learners: learners to assign a course to, with their skills and (given a course) their enrolment in it. */
export const listLearners = (params: LearnerListParams) =>
  api.get<Page<LearnerCandidate>>(`/learners?${queryString(params)}`);

export const learnersQuery = (params: LearnerListParams) =>
  queryOptions({
    queryKey: learningKeys.learners(params),
    queryFn: () => listLearners(params),
    placeholderData: keepPreviousData,
  });

export const useLearners = (params: LearnerListParams) => useQuery(learnersQuery(params));
