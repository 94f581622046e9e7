import * as repo from './skills.repository.ts';

/**
 * The people whose effective skill at a technology reaches a level (ADR 0059's levels; `verifiedOnly`: the level
 * evidence backs), as a condition on `users.id` for another module's list query (global search, ADR 0062). Who may
 * see whose skills is the caller's to add (profiles' audiences).
 */
export const skillHoldersWhere = (filter: { technologyId: string; minLevel: number; verifiedOnly: boolean }) =>
  repo.holdersWhere(filter.technologyId, filter.minLevel, filter.verifiedOnly);
