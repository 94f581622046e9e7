// The certificates module's doorway (ADR 0038, ADR 0064): what the app may use of it. Nothing else in this folder is
// imported from outside it. It owns the certificates, each course's certificate settings and the keys that sign
// certificates' Open Badges credentials (ADR 0065); it reads courses, users and the organisation's name through
// their modules' public files.
import type { ServerModule } from '../../platform/context.ts';
import { certificatesRoutes, verifyRoutes } from './certificates.routes.ts';
import { registerCertificatesSubscribers } from './certificates.subscribers.ts';
import { certificatesJobs } from './certificates.jobs.ts';
import { credentialPublicRoutes, credentialRoutes } from './credentials.routes.ts';

/** An achievement another module awards (a badge) as a signed Open Badges 3.0 credential (ADR 0065). */
export { signAchievement } from './credentials.service.ts';

/**
 * How long the learner's certificate of a course lasts, and whether it was revoked (skills' evidence); whether its
 * holder may retake the course to renew it (enrolments, ADR 0068).
 */
export { certificateStanding, renewableByRetake } from './certificates.service.ts';

export const certificatesModule: ServerModule = {
  name: 'certificates',
  routes: [certificatesRoutes, verifyRoutes, credentialRoutes, credentialPublicRoutes],
  subscribers: registerCertificatesSubscribers,
  jobs: certificatesJobs,
};
