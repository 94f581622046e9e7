import { AREA_ROLES } from '@talentpath/contracts/access';
import type { Role } from '@talentpath/contracts/roles';
import { adminArea } from './admin-area';
import type { AreaDefinition, RoleArea } from './area-definition';
import { coordinatorArea } from './coordinator-area';
import { learnerArea } from './learner-area';
import { projectManagerArea } from './project-manager-area';

export const AREA_DEFINITIONS: Record<RoleArea, AreaDefinition> = {
  learner: learnerArea,
  admin: adminArea,
  coordinator: coordinatorArea,
  'project-manager': projectManagerArea,
};

/** The area a role works in (contracts' AREA_ROLES): the navigation the shell shows it. */
export function areaOfRole(role: Role): AreaDefinition {
  const area = (Object.keys(AREA_DEFINITIONS) as RoleArea[]).find((name) =>
    (AREA_ROLES[name] as readonly Role[]).includes(role),
  );
  if (!area) throw new Error(`no area for role ${role}`);
  return AREA_DEFINITIONS[area];
}
