import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EnrolmentPage, EnrolmentSource, EnrolmentStatus } from '@talentpath/contracts/enrolments';
import { api } from '../../../lib/api-client';
import { queryString } from '../../../lib/list-query';
import { learningKeys } from './query-keys';

export type EnrolmentListParams = {
  searchTerm?: string;
  courseId?: string;
  status?: EnrolmentStatus;
  source?: EnrolmentSource;
  sort?: string;
  pageNumber?: number;
  pageSize?: number;
};

/** GET /enrolments: the enrolments in the caller's courses (an admin: all). */
export const listEnrolments = (params: EnrolmentListParams) =>
  api.get<EnrolmentPage>(`/enrolments?${queryString(params)}`);

export const enrolmentsQuery = (params: EnrolmentListParams) =>
  queryOptions({
    queryKey: learningKeys.enrolments(params),
    queryFn: () => listEnrolments(params),
    placeholderData: keepPreviousData,
  });

export const useEnrolments = (params: EnrolmentListParams) => useQuery(enrolmentsQuery(params));
