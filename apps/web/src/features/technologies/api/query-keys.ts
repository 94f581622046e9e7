import type { CatalogStatus } from '@talentpath/contracts/catalog-fields';
import type { SortValue } from '@talentpath/contracts/paging';
import type { Role } from '@talentpath/contracts/roles';
import type { ListParams } from '../../../lib/list-query';

export const TECHNOLOGY_SORT_KEYS = ['name', 'status', 'createdAt'] as const;
export type TechnologySortKey = (typeof TECHNOLOGY_SORT_KEYS)[number];

/** What the list asks for; absent filters are not sent. */
export type TechnologyListParams = ListParams<SortValue<TechnologySortKey>> & { status?: CatalogStatus };

/** Query keys of the technologies feature; what depends on who asks carries the user and the role. */
export const technologyKeys = {
  all: ['technologies'] as const,
  list: (userId: string, role: Role, params: TechnologyListParams) =>
    [...technologyKeys.all, 'list', userId, role, params] as const,
};
