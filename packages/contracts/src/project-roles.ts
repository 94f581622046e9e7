import { z } from 'zod';
import { catalogName, idParams } from './catalog-fields.ts';
import { ROLE_NAME_LABEL } from './workforce-messages.ts';
import { pageOf, pageQuery, queryText } from './paging.ts';

// Project roles (spec §3 Role, §6): the roles people hold on projects (Developer, Tester…), managed by project
// managers and read by every signed-in role. A role a project needs or someone holds cannot be deleted.

export const PROJECT_ROLE_NOT_FOUND = 'Role not found';
export const projectRoleIdParams = idParams(PROJECT_ROLE_NOT_FOUND);

export const projectRoleInput = z.object({ name: catalogName(ROLE_NAME_LABEL) });
export type ProjectRoleInput = z.input<typeof projectRoleInput>;
export type ProjectRoleFields = z.output<typeof projectRoleInput>;

export const projectRole = z.object({
  id: z.uuid(),
  name: z.string(),
  createdBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** Needed by a project or held in an assignment: it cannot be deleted. */
  inUse: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ProjectRole = z.infer<typeof projectRole>;

export const projectRoleListQuery = pageQuery({
  sort: ['name', 'createdAt'],
  defaultSort: 'name',
  filters: z.object({ searchTerm: queryText('Search term', 100) }),
});
export type ProjectRoleListQuery = z.output<typeof projectRoleListQuery>;
export const projectRolePage = pageOf(projectRole);
