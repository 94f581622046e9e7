import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { Redis } from 'ioredis';
import { jsonSchemaTransformObject, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './env.ts';
import type { Database } from './platform/db.ts';
import { frameworkErrors, registerErrorHandling } from './platform/errors.ts';
import { clientErrorHandler } from './platform/client-errors.ts';
import { serializeError } from './platform/db-errors.ts';
import { serializerCompiler } from './platform/serializer.ts';
import { OPENAPI_VERSION, openApiTransform, shareErrorBodies } from './platform/openapi.ts';
import { docsContentSecurityPolicy, registerSecurityHeaders } from './platform/security-headers.ts';
import { serveWebApp } from './platform/web-app.ts';
import { webDist } from './platform/server-root.ts';
import { stdoutLogOptions } from './platform/log-format.ts';
import { redactSecrets } from './platform/log-redaction.ts';
import { createMailer } from './platform/mail.ts';
import { createBackgroundTasks } from './platform/background.ts';
import { createJobs } from './platform/jobs.ts';
import { createEvents } from './platform/events.ts';
import { createTokenSigner } from './platform/auth/tokens.ts';
import { createPasswordHasher } from './platform/auth/hashing.ts';
import { createRevocationList } from './platform/auth/revocation.ts';
import { createAuthenticator } from './platform/auth/guard.ts';
import { createFileTickets } from './platform/file-tickets.ts';
import { configureFileStorage } from './platform/files.ts';
import { removeLeftOverSpools } from './platform/upload-spool.ts';
import { createRealtime } from './platform/realtime.ts';
import { AREA_ROLES } from '@talentpath/contracts/access';
import { NOTIFICATION_HUB_PATH } from '@talentpath/contracts/notifications';
import type { Platform, ServerModule } from './platform/context.ts';
import { healthModule } from './modules/health/health.public.ts';
import { authModule } from './modules/auth/auth.public.ts';
import { adminUsersModule } from './modules/admin-users/admin-users.public.ts';
import { contactModule } from './modules/contact/contact.public.ts';
import { technologiesModule } from './modules/technologies/technologies.public.ts';
import { courseCategoriesModule } from './modules/course-categories/course-categories.public.ts';
import { adminDashboardModule } from './modules/admin-dashboard/admin-dashboard.public.ts';
import { auditModule } from './modules/audit/audit.public.ts';
import { notificationsModule } from './modules/notifications/notifications.public.ts';
import { projectRolesModule } from './modules/project-roles/project-roles.public.ts';
import { projectsModule } from './modules/projects/projects.public.ts';
import { staffingModule } from './modules/staffing/staffing.public.ts';
import { skillsModule } from './modules/skills/skills.public.ts';
import { profilesModule } from './modules/profiles/profiles.public.ts';
import { searchModule } from './modules/search/search.public.ts';
import { cvModule } from './modules/cv/cv.public.ts';
import { forumModule } from './modules/forum/forum.public.ts';
import { analyticsModule } from './modules/analytics/analytics.public.ts';
import { recognitionModule } from './modules/recognition/recognition.public.ts';
import { certificatesModule } from './modules/certificates/certificates.public.ts';
import { coursesModule } from './modules/courses/courses.public.ts';
import { lessonsModule } from './modules/lessons/lessons.public.ts';
import { questionsModule } from './modules/questions/questions.public.ts';
import { quizzesModule } from './modules/quizzes/quizzes.public.ts';
import { materialsModule } from './modules/materials/materials.public.ts';
import { enrolmentsModule } from './modules/enrolments/enrolments.public.ts';
import { learnersModule } from './modules/learners/learners.public.ts';
import { defaultLanguage, settingsModule } from './modules/settings/settings.public.ts';

/** The request as logged: no headers or body; the URL's secrets are redacted as the line is written (below). */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The modules in the order their routes register (docs/architecture.md lists what each depends on). */
const MODULES: readonly ServerModule[] = [
  healthModule,
  authModule,
  adminUsersModule,
  contactModule,
  technologiesModule,
  courseCategoriesModule,
  adminDashboardModule,
  auditModule,
  notificationsModule,
  projectRolesModule,
  projectsModule,
  staffingModule,
  coursesModule,
  lessonsModule,
  questionsModule,
  quizzesModule,
  materialsModule,
  enrolmentsModule,
  learnersModule,
  settingsModule,
  profilesModule,
  skillsModule,
  searchModule,
  cvModule,
  certificatesModule,
  recognitionModule,
  forumModule,
  analyticsModule,
];

// A stream (pino's DestinationStream shape) logs there instead of stdout: tests read what would be logged.
export type AppOptions = { env: Env; database: Database; logger?: boolean | { write: (line: string) => void } };
export type App = FastifyInstance & { platform: Platform };

/** Builds the Fastify instance: external plugins, then the platform, then the modules. */
export async function buildApp({ env, database, logger = true }: AppOptions): Promise<App> {
  const app = Fastify({
    // Every line is written through redactSecrets: a secret in a URL (a file ticket, a reset token, the hub's
    // access_token) never reaches the log, whichever line quotes it (ADR 0043). A failed query's parameters (user
    // input) never reach it either: serializeError.
    logger: logger
      ? {
          level: env.LOG_LEVEL,
          serializers: { req: serializeRequest, err: serializeError },
          hooks: { streamWrite: redactSecrets },
          ...(logger === true ? stdoutLogOptions(env.LOG_FORMAT) : { stream: logger }),
        }
      : false,
    bodyLimit: 256 * 1024,
    // A plugin that never finishes starting is still found (after a minute), but a start on a loaded machine is not
    // failed for being slow: Fastify's 10 s ended an app built beside another app's 500 jobs in CI ('@fastify/swagger-ui'
    // did not start in time), and would end a process started beside two others on a busy host.
    pluginTimeout: 60_000,
    trustProxy: env.TRUST_PROXY,
    // Requests Node's HTTP parser refuses (headers too large, garbage) are answered in the one error shape too.
    clientErrorHandler,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  // JSON only: a body of any other content type (text/plain included) is a 415, as the API docs promise.
  app.removeContentTypeParser('text/plain');
  // A schema that throws is the caller's bad input, answered as such (400), never a 500: zod runs an array's length
  // checks on any object with a `length` and throws on one that is no number ({"answers":{"length":{}}}).
  app.setValidatorCompiler((route) => {
    const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
    return (data) => {
      try {
        return validate(data);
      } catch {
        return { error: new Error('Invalid input') };
      }
    };
  });
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  // External plugins.
  registerSecurityHeaders(app, { docsPrefix: '/api/docs' });
  const rateLimitRedis = env.REDIS_URL
    ? new Redis(env.REDIS_URL, { connectTimeout: 500, maxRetriesPerRequest: 1 })
    : undefined;
  // A Redis outage must not refuse every sign-in: the per-account and per-IP failure limits live in the database.
  await app.register(rateLimit, {
    global: false,
    redis: rateLimitRedis,
    nameSpace: env.RATE_LIMIT_NAMESPACE,
    skipOnError: true,
  });
  await app.register(swagger, {
    openapi: {
      openapi: OPENAPI_VERSION,
      info: { title: 'TalentPath API', version: '1.0.0' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: openApiTransform,
    transformObject: (document) =>
      // The contracts' named schemas (`.meta({ id })`: a question, an attempt's question, a course, a notification)
      // as components, each written once; then the error bodies.
      shareErrorBodies(jsonSchemaTransformObject(document)),
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Some 300 operations: each tag opens on a click (all open at once took a loaded machine half a minute to
    // draw), with a box that filters the tags.
    uiConfig: { docExpansion: 'none', filter: true },
    staticCSP: true,
    transformStaticCSP: docsContentSecurityPolicy,
  });

  // Platform.
  const signer = createTokenSigner(env.JWT_SECRET, env.ACCESS_TOKEN_TTL_SECONDS);
  const revocations = await createRevocationList(database.db, env.ACCESS_TOKEN_TTL_SECONDS, env.REDIS_URL);
  const jobs = createJobs({ db: database.db, log: app.log, concurrency: env.JOBS_CONCURRENCY });
  const mailer = createMailer({
    jobs,
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    log: app.log,
    outboxDir: path.join(env.DATA_DIR, 'outbox'),
  });
  // Files' bytes in the database, or in the bucket of FILES_S3_BUCKET (ADR 0039).
  const closeFileStorage = configureFileStorage(env, { db: database.db, jobs });
  // Uploads spooled by a process killed mid-upload; never those of a live process sharing the machine (ADR 0044).
  const spoolsRemoved = await removeLeftOverSpools();
  if (spoolsRemoved.length)
    app.log.info({ folders: spoolsRemoved }, 'removed upload spools of processes that are gone');
  // Spec §6: only Learners get the live unread count.
  const realtime = await createRealtime({
    server: app.server,
    path: NOTIFICATION_HUB_PATH,
    roles: AREA_ROLES.learner,
    signer,
    revocations,
    redisUrl: env.REDIS_URL,
    log: app.log,
  });
  const platform: Platform = {
    env,
    db: database.db,
    dbKind: database.kind,
    mailer,
    signer,
    hasher: createPasswordHasher({ queueLimit: env.PASSWORD_HASH_QUEUE_LIMIT }),
    revocations,
    authenticate: createAuthenticator(signer, revocations),
    log: app.log,
    tasks: createBackgroundTasks(app.log),
    jobs,
    events: createEvents({ db: database.db, jobs, log: app.log }),
    fileTickets: createFileTickets(env.JWT_SECRET),
    realtime,
  };
  app.decorate('platform', platform);
  app.decorateRequest('caller', null);
  // Modules register their jobs and subscribers while they load; workers start once every one is in.
  app.addHook('onReady', () => jobs.start());
  // Open sockets would hold the HTTP server's close: they go first (clients reconnect to another process).
  app.addHook('preClose', async () => realtime.disconnect());
  app.addHook('onClose', async () => {
    await platform.tasks.drain();
    // The mail being sent (a job) finishes, or goes back to the queue, before the SMTP transport closes.
    await jobs.close();
    // After the jobs: one finishing now still sends its count to tabs on other processes.
    await realtime.close();
    await mailer.close();
    await revocations.close();
    await rateLimitRedis?.quit();
    closeFileStorage();
  });

  // Modules: every subscriber and job is wired before the first route is served (ADR 0038).
  for (const module of MODULES) {
    module.subscribers?.(platform);
    module.jobs?.(platform);
  }
  for (const module of MODULES) {
    for (const routes of module.routes ?? []) await app.register(routes(platform), { prefix: module.prefix ?? '/api' });
  }

  await serveWebApp(app, env.WEB_DIST ?? webDist, { defaultLanguage: () => defaultLanguage(platform) });
  return app as unknown as App;
}
