import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Course, CoursePage } from '@talentpath/contracts/courses';
import { api } from '../../../../lib/api-client';
import { queryString } from '../../../../lib/list-query';
import { quizAuthoringKeys } from './query-keys';

/** The most courses one answer may hold (contracts' courseListQuery maxPageSize): more are found by typing. */
export const COURSES_PAGE = 60;

/** GET /courses?mine=true: the coordinator's own courses, any status, by title. */
const myCoursesQuery = (searchTerm: string | undefined) => {
  const params = { mine: true, sort: 'title', pageSize: COURSES_PAGE, searchTerm };
  return queryOptions({
    queryKey: quizAuthoringKeys.courses(params),
    queryFn: () => api.get<CoursePage>(`/courses?${queryString(params)}`),
    placeholderData: keepPreviousData,
  });
};

export const useMyCourses = (searchTerm?: string) => useQuery(myCoursesQuery(searchTerm));

/** GET /courses/{id}. */
export const useCourse = (id: string | null | undefined) =>
  useQuery({
    queryKey: quizAuthoringKeys.course(id ?? ''),
    queryFn: () => api.get<Course>(`/courses/${encodeURIComponent(id ?? '')}`),
    enabled: Boolean(id),
  });
