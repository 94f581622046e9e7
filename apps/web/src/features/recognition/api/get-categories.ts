import { useQuery } from '@tanstack/react-query';
import type { CourseCategory } from '@talentpath/contracts/course-categories';
import type { Page } from '@talentpath/contracts/paging';
import { api } from '../../../lib/api-client';
import { queryString } from '../../../lib/list-query';
import { recognitionKeys } from './query-keys';

export type CategoryOption = Pick<CourseCategory, 'id' | 'name'>;

/**
 * GET /course-categories, in the admins' order: the active ones (the leaderboard's category scope), or all of them
 * (`all`: an admin's badge may name a category that is inactive now). The learning feature reads the same list its
 * own way, with its cache between visits; features do not share code, and this needs only names.
 */
export const useCategoryOptions = (all = false) =>
  useQuery({
    queryKey: recognitionKeys.categories(all),
    queryFn: async ({ signal }) => {
      const query = queryString({ pageSize: 100, sort: 'sortOrder', status: all ? undefined : 'active' });
      const page = await api.get<Page<CourseCategory>>(`/course-categories?${query}`, { signal });
      return page.items.map(({ id, name }): CategoryOption => ({ id, name }));
    },
    staleTime: 5 * 60_000,
  });
