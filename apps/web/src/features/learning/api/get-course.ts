import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Course } from '@talentpath/contracts/courses';
import { api } from '../../../lib/api-client';
import { learningKeys } from './query-keys';

/** GET /courses/{id}: the course as the caller may see it (with its readiness for its owner). */
export const getCourse = (id: string) => api.get<Course>(`/courses/${encodeURIComponent(id)}`);

export const courseQuery = (id: string) =>
  queryOptions({ queryKey: learningKeys.course(id), queryFn: () => getCourse(id) });

export const useCourse = (id: string | null | undefined) =>
  useQuery({ ...courseQuery(id ?? ''), enabled: Boolean(id) });
