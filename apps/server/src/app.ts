import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { Redis } from 'ioredis';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './env.ts';
import type { Database } from './platform/db.ts';
import { frameworkErrors, registerErrorHandling } from './platform/errors.ts';
import { clientErrorHandler } from './platform/client-errors.ts';
import { serializeError } from './platform/db-errors.ts';
import { serializerCompiler } from './platform/serializer.ts';
import { docsContentSecurityPolicy, registerSecurityHeaders } from './platform/security-headers.ts';
import { serveWebApp } from './platform/web-app.ts';
import { serverRoot } from './platform/server-root.ts';
import { stdoutLogOptions } from './platform/log-format.ts';
import { createMailer } from './platform/mail.ts';
import { createBackgroundTasks } from './platform/background.ts';
import { createJobs } from './platform/jobs.ts';
import { createEvents } from './platform/events.ts';
import { createTokenSigner } from './platform/auth/tokens.ts';
import { createPasswordHasher } from './platform/auth/hashing.ts';
import { createRevocationList } from './platform/auth/revocation.ts';
import { createAuthenticator } from './platform/auth/guard.ts';
import { createFileTickets } from './platform/file-tickets.ts';
import { createRealtime } from './platform/realtime.ts';
import { AREA_ROLES } from '@talentpath/contracts/access';
import { NOTIFICATION_HUB_PATH } from '@talentpath/contracts/notifications';
import type { Platform } from './platform/context.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { adminUsersRoutes } from './modules/admin-users/admin-users.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { technologiesRoutes } from './modules/technologies/technologies.routes.ts';
import { courseCategoriesRoutes } from './modules/course-categories/course-categories.routes.ts';
import { adminDashboardRoutes } from './modules/admin-dashboard/admin-dashboard.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { projectRolesRoutes } from './modules/project-roles/project-roles.routes.ts';
import { projectsRoutes } from './modules/projects/projects.routes.ts';
import { staffingRoutes } from './modules/staffing/staffing.routes.ts';
import { coursesRoutes } from './modules/courses/courses.routes.ts';
import { lessonsRoutes } from './modules/lessons/lessons.routes.ts';
import { questionsRoutes } from './modules/questions/questions.routes.ts';
import { questionTransferRoutes } from './modules/questions/question-transfer.routes.ts';
import { quizzesRoutes } from './modules/quizzes/quizzes.routes.ts';
import { attemptsRoutes } from './modules/quizzes/attempts.routes.ts';
import { materialsRoutes } from './modules/materials/materials.routes.ts';
import { enrolmentsRoutes } from './modules/enrolments/enrolments.routes.ts';
import { learnersRoutes } from './modules/learners/learners.routes.ts';

/** The request as logged: a reset link's token never reaches the log. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.includes('token=') ? request.url.replace(/([?&]token=)[^&]*/g, '$1[redacted]') : request.url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

const defaultWebDist = path.join(serverRoot, '../web/dist');

// A stream (pino's DestinationStream shape) logs there instead of stdout: tests read what would be logged.
export type AppOptions = { env: Env; database: Database; logger?: boolean | { write: (line: string) => void } };
export type App = FastifyInstance & { platform: Platform };

/** Builds the Fastify instance: external plugins, then the platform, then the modules. */
export async function buildApp({ env, database, logger = true }: AppOptions): Promise<App> {
  const app = Fastify({
    // Fastify's request serializer logs no headers or bodies; only reset links carry a secret in the URL.
    // A failed query's parameters (user input) never reach it either: serializeError.
    logger: logger
      ? {
          level: env.LOG_LEVEL,
          serializers: { req: serializeRequest, err: serializeError },
          ...(logger === true ? stdoutLogOptions(env.LOG_FORMAT) : { stream: logger }),
        }
      : false,
    bodyLimit: 256 * 1024,
    trustProxy: env.TRUST_PROXY,
    // Requests Node's HTTP parser refuses (headers too large, garbage) are answered in the one error shape too.
    clientErrorHandler,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  // JSON only: a body of any other content type (text/plain included) is a 415, as the API docs promise.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
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
      info: { title: 'TalentPath API', version: '1.0.0' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: docsContentSecurityPolicy,
  });

  // Platform.
  const signer = createTokenSigner(env.JWT_SECRET, env.ACCESS_TOKEN_TTL_SECONDS);
  const revocations = await createRevocationList(database.db, env.ACCESS_TOKEN_TTL_SECONDS, env.REDIS_URL);
  const mailer = createMailer({
    db: database.db,
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    log: app.log,
    outboxDir: path.join(env.DATA_DIR, 'outbox'),
  });
  const jobs = createJobs({ db: database.db, log: app.log, concurrency: env.JOBS_CONCURRENCY });
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
    // Before the mailer: a job may still queue mail while it finishes.
    await jobs.close();
    // After the jobs: one finishing now still sends its count to tabs on other processes.
    await realtime.close();
    await mailer.close();
    await revocations.close();
    await rateLimitRedis?.quit();
  });

  // Modules.
  await app.register(healthRoutes(platform, database.kind), { prefix: '/api' });
  await app.register(authRoutes(platform), { prefix: '/api/auth' });
  await app.register(adminUsersRoutes(platform), { prefix: '/api/admin' });
  await app.register(contactRoutes(platform), { prefix: '/api' });
  await app.register(technologiesRoutes(platform), { prefix: '/api' });
  await app.register(courseCategoriesRoutes(platform), { prefix: '/api' });
  await app.register(adminDashboardRoutes(platform), { prefix: '/api' });
  await app.register(auditRoutes(platform), { prefix: '/api/admin' });
  await app.register(notificationsRoutes(platform), { prefix: '/api' });
  await app.register(projectRolesRoutes(platform), { prefix: '/api' });
  await app.register(projectsRoutes(platform), { prefix: '/api' });
  await app.register(staffingRoutes(platform), { prefix: '/api' });
  await app.register(coursesRoutes(platform), { prefix: '/api' });
  await app.register(lessonsRoutes(platform), { prefix: '/api' });
  await app.register(questionsRoutes(platform), { prefix: '/api' });
  await app.register(questionTransferRoutes(platform), { prefix: '/api' });
  await app.register(quizzesRoutes(platform), { prefix: '/api' });
  await app.register(attemptsRoutes(platform), { prefix: '/api' });
  await app.register(materialsRoutes(platform), { prefix: '/api' });
  await app.register(enrolmentsRoutes(platform), { prefix: '/api' });
  await app.register(learnersRoutes(platform), { prefix: '/api' });

  await serveWebApp(app, env.WEB_DIST ?? defaultWebDist);
  return app as unknown as App;
}
