import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseCategory } from '@talentpath/contracts/course-categories';
import type { Page } from '@talentpath/contracts/paging';
import type { Role } from '@talentpath/contracts/roles';
import { api } from '../../../lib/api-client';
import { listQueryString } from '../../../lib/list-query';
import { type CategoryListParams, categoryKeys } from './query-keys';

/** GET /course-categories: one page, searchTerm and status sent only when set. */
export const getCourseCategories = (params: CategoryListParams) =>
  api.get<Page<CourseCategory>>(`/course-categories?${listQueryString(params)}`);

export const courseCategoriesQuery = (userId: string, role: Role, params: CategoryListParams) =>
  queryOptions({
    queryKey: categoryKeys.list(userId, role, params),
    queryFn: () => getCourseCategories(params),
    placeholderData: keepPreviousData,
  });

export const useCourseCategories = (userId: string, role: Role, params: CategoryListParams) =>
  useQuery(courseCategoriesQuery(userId, role, params));
