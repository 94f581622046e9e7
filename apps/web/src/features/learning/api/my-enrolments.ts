import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EnrolmentPage, EnrolmentSource } from '@talentpath/contracts/enrolments';
import { api } from '../../../lib/api-client';
import { queryString } from '../../../lib/list-query';
import { learningKeys } from './query-keys';

export type MyEnrolmentParams = {
  status?: 'active' | 'not-started' | 'in-progress' | 'completed' | 'overdue';
  source?: EnrolmentSource;
  searchTerm?: string;
  sort?: string;
  pageNumber?: number;
  pageSize?: number;
};

/** GET /learner/enrolments: my learning. */
export const listMyEnrolments = (params: MyEnrolmentParams) =>
  api.get<EnrolmentPage>(`/learner/enrolments?${queryString(params)}`);

export const myEnrolmentsQuery = (params: MyEnrolmentParams) =>
  queryOptions({
    queryKey: learningKeys.myEnrolments(params),
    queryFn: () => listMyEnrolments(params),
    placeholderData: keepPreviousData,
  });

export const useMyEnrolments = (params: MyEnrolmentParams) => useQuery(myEnrolmentsQuery(params));
