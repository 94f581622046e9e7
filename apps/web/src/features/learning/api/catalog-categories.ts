import { queryOptions, useQuery } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@talentpath/contracts/constants';
import type { CourseCategory } from '@talentpath/contracts/course-categories';
import type { Page } from '@talentpath/contracts/paging';
import { api } from '../../../lib/api-client';
import { learningKeys } from './query-keys';

/** What the catalogue keeps of the categories between visits (spec §3: `course_categories`). */
type CachedCategories = { savedAt: number; items: CourseCategory[] };

function readCached(): CachedCategories | undefined {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEYS.courseCategories) ?? 'null') as CachedCategories | null;
    return value && Array.isArray(value.items) && typeof value.savedAt === 'number' ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * GET /course-categories (active ones, as the caller sees them, in the admins' order, with their course counts).
 * The last answer is kept in `course_categories`: the catalogue shows it at once and refreshes it behind.
 */
export const catalogCategoriesQuery = () =>
  queryOptions({
    queryKey: learningKeys.categories,
    queryFn: async () => {
      const page = await api.get<Page<CourseCategory>>('/course-categories?pageSize=100&sort=sortOrder&status=active');
      const cached: CachedCategories = { savedAt: Date.now(), items: page.items };
      localStorage.setItem(STORAGE_KEYS.courseCategories, JSON.stringify(cached));
      return page.items;
    },
    initialData: () => readCached()?.items,
    initialDataUpdatedAt: () => readCached()?.savedAt,
  });

export const useCatalogCategories = () => useQuery(catalogCategoriesQuery());
