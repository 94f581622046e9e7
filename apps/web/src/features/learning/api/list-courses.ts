import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CoursePage, CourseStatus } from '@talentpath/contracts/courses';
import { api } from '../../../lib/api-client';
import { queryString } from '../../../lib/list-query';
import { learningKeys } from './query-keys';

export type CourseListParams = {
  searchTerm?: string;
  status?: CourseStatus;
  categoryId?: string;
  technologyIds?: string[];
  mine?: boolean;
  enrolled?: boolean;
  sort?: string;
  pageNumber?: number;
  pageSize?: number;
};

/** GET /courses: the catalogue (published courses) or a coordinator's own courses (`mine`), with status counts. */
export const listCourses = (params: CourseListParams) => api.get<CoursePage>(`/courses?${queryString(params)}`);

export const coursesQuery = (params: CourseListParams) =>
  queryOptions({
    queryKey: learningKeys.courses(params),
    queryFn: () => listCourses(params),
    placeholderData: keepPreviousData,
  });

export const useCourses = (params: CourseListParams) => useQuery(coursesQuery(params));
