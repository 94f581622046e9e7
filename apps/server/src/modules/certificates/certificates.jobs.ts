import type { Platform } from '../../platform/context.ts';
import { remindExpiring } from './certificates.service.ts';

/** The certificates module's scheduled work: each hour, holders of certificates that end soon are reminded. */
export function certificatesJobs(p: Platform) {
  p.jobs.schedule('certificates.remind-expiring', { everyMs: 3600_000 }, async () => {
    await remindExpiring(p);
  });
}
