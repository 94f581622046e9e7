import { z } from 'zod';
import { catalogListFilters, catalogName, catalogStatus, idParams } from './catalog-fields.ts';
import { TECHNOLOGY_NAME_LABEL } from './catalog-messages.ts';
import { pageOf, pageQuery } from './paging.ts';

// Technologies (spec §3, §6, §8): one shared list, read by every signed-in role, managed by admins and project
// managers. The rules on who may change which one are on the server (technologies.policy.ts).

export const TECHNOLOGY_NOT_FOUND = 'Technology not found';
export const TECHNOLOGY_NOTHING_TO_CHANGE = 'Give a name or a status to change';

export const technologyIdParams = idParams(TECHNOLOGY_NOT_FOUND);

export const technologyInput = z.object({ name: catalogName(TECHNOLOGY_NAME_LABEL) });
export type TechnologyInput = z.input<typeof technologyInput>;
export type TechnologyFields = z.output<typeof technologyInput>;

/** PUT /technologies/{id}: a new name, a new status (deactivate / activate), or both. */
export const technologyUpdate = z
  .object({ name: catalogName(TECHNOLOGY_NAME_LABEL).optional(), status: catalogStatus.optional() })
  .refine((v) => v.name !== undefined || v.status !== undefined, { error: TECHNOLOGY_NOTHING_TO_CHANGE });
export type TechnologyUpdate = z.input<typeof technologyUpdate>;
export type TechnologyChanges = z.output<typeof technologyUpdate>;

export const technology = z.object({
  id: z.uuid(),
  name: z.string(),
  status: catalogStatus,
  /** Created by an Admin or SuperAdmin: a project manager may not edit or delete it. */
  adminCreated: z.boolean(),
  createdBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** Used by at least one project: it cannot be deleted. */
  inUse: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Technology = z.infer<typeof technology>;

export const technologyListQuery = pageQuery({
  sort: ['name', 'createdAt', 'status'],
  defaultSort: 'name',
  filters: catalogListFilters,
});
export type TechnologyListQuery = z.output<typeof technologyListQuery>;

export const technologyPage = pageOf(technology);
