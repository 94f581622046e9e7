import type { CatalogStatus } from '@talentpath/contracts/catalog-fields';
import type { SortValue } from '@talentpath/contracts/paging';
import type { Role } from '@talentpath/contracts/roles';
import type { ListParams } from '../../../lib/list-query';

export const CATEGORY_SORT_KEYS = ['sortOrder', 'name', 'createdAt'] as const;
export type CategorySortKey = (typeof CATEGORY_SORT_KEYS)[number];

/** What the list asks for; absent filters are not sent. */
export type CategoryListParams = ListParams<SortValue<CategorySortKey>> & { status?: CatalogStatus };

/** Query keys of the course-categories feature; what depends on who asks carries the user and the role. */
export const categoryKeys = {
  all: ['course-categories'] as const,
  list: (userId: string, role: Role, params: CategoryListParams) =>
    [...categoryKeys.all, 'list', userId, role, params] as const,
  detail: (userId: string, role: Role, id: string) => [...categoryKeys.all, 'detail', userId, role, id] as const,
};
