// The skills module's doorway (ADR 0038, ADR 0059): what other modules and the app may use of it. Nothing else in
// this folder is imported from outside it. Staffing reads the derived skills (employee_skills) in its queries and
// writes ratings only through replaceRatings.
import type { ServerModule } from '../../platform/context.ts';
import { skillsJobs } from './skills.jobs.ts';
import { skillsRoutes } from './skills.routes.ts';
import { registerSkillsSubscribers } from './skills.subscribers.ts';

export { deriveSkills, personSkills, replaceRatings } from './skills.service.ts';
export { skillHoldersWhere } from './skill-filter.service.ts';

export const skillsModule: ServerModule = {
  name: 'skills',
  routes: [skillsRoutes],
  subscribers: registerSkillsSubscribers,
  jobs: skillsJobs,
};
