import type { Platform } from '../../platform/context.ts';
import { databaseAnswers } from './health.repository.ts';

/** The process is up; it is `ok` when its database answers too, else `degraded`. */
export async function healthOf(p: Platform) {
  const database = (await databaseAnswers(p.db)) ? ('ok' as const) : ('down' as const);
  return {
    status: database === 'ok' ? ('ok' as const) : ('degraded' as const),
    database,
    uptimeSeconds: Math.round(process.uptime()),
  };
}
