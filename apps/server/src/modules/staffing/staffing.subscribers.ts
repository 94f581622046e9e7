import type { Platform } from '../../platform/context.ts';
import { assertTeamWithinCap } from './assignments.service.ts';

/**
 * Staffing's rules that other modules' changes must keep: a project's new days are checked against its team's 100%
 * in the project's own transaction (ADR 0030, 0038); the throw refuses the change.
 */
export function registerStaffingSubscribers(p: Platform) {
  p.events.within('project.schedule-changed', (tx, e) => assertTeamWithinCap(tx, e.projectId));
}
