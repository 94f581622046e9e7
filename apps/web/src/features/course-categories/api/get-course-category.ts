import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseCategoryDetail } from '@talentpath/contracts/course-categories';
import type { Role } from '@talentpath/contracts/roles';
import { api } from '../../../lib/api-client';
import { categoryKeys } from './query-keys';

/** GET /course-categories/{id}: the category with its courses. */
export const getCourseCategory = (id: string) =>
  api.get<CourseCategoryDetail>(`/course-categories/${encodeURIComponent(id)}`);

export const courseCategoryQuery = (userId: string, role: Role, id: string) =>
  queryOptions({ queryKey: categoryKeys.detail(userId, role, id), queryFn: () => getCourseCategory(id) });

export const useCourseCategory = (userId: string, role: Role, id: string) =>
  useQuery(courseCategoryQuery(userId, role, id));
