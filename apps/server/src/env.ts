import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { FORUM_POST_INTERVAL_SECONDS, FORUM_POSTS_PER_HOUR } from '@talentpath/contracts/forum';
import { THUMBNAIL_MAX_BYTES, UPLOAD_MAX_BYTES } from '@talentpath/contracts/learning-messages';

/** Relative to the working directory: the repository root for the root's npm scripts (`npm start`, `db:seed` …). */
export const DEFAULT_DATA_DIR = './data';

const booleanish = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
  DATABASE_URL: z.url().optional(),
  REDIS_URL: z.url().optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('TalentPath <no-reply@talentpath.test>'),
  SUPPORT_EMAIL: z.email().default('support@talentpath.test'),
  APP_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Readable lines on a terminal, JSON lines otherwise (a log collector, a pipe, a file).
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  SEED_DEMO: booleanish.optional(),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  LOGIN_IP_FAILURES_PER_15_MIN: z.coerce.number().int().min(1).default(50),
  // The forums' posting throttle (ADR 0069): seconds between one person's posts, and posts an hour.
  FORUM_POST_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(FORUM_POST_INTERVAL_SECONDS),
  FORUM_POSTS_PER_HOUR: z.coerce.number().int().min(1).default(FORUM_POSTS_PER_HOUR),
  // Password checks that may wait for a free hashing thread; more are refused with 503 (about 25 ms each here).
  PASSWORD_HASH_QUEUE_LIMIT: z.coerce.number().int().min(0).default(40),
  // Question imports that may wait, to be read or to store (ADR 0047); more are refused with 503.
  QUESTION_IMPORT_QUEUE_LIMIT: z.coerce.number().int().min(0).default(20),
  // Threads that read question files at once (default: the cores but one, at least one).
  QUESTION_IMPORT_THREADS: z.coerce.number().int().min(1).optional(),
  CONTACT_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(10),
  // Public certificate checks (GET /verify/{code}) per IP a minute (ADR 0064).
  VERIFY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  WEB_DIST: z.string().optional(),
  RATE_LIMIT_NAMESPACE: z.string().default('talentpath-rl-'),
  TRUST_PROXY: booleanish.default(false),
  // Uploads (ADR 0033): the largest material file and course thumbnail, in bytes.
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(1).default(UPLOAD_MAX_BYTES),
  THUMBNAIL_MAX_BYTES: z.coerce.number().int().min(1).default(THUMBNAIL_MAX_BYTES),
  // Files in an S3-compatible bucket (ADR 0039) when FILES_S3_BUCKET is set; in the database otherwise (ADR 0033).
  // Without the keys the SDK's default credentials are used (environment, instance or pod role).
  FILES_S3_BUCKET: z.string().min(1).optional(),
  FILES_S3_ENDPOINT: z.url().optional(),
  FILES_S3_REGION: z.string().min(1).default('us-east-1'),
  FILES_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  FILES_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  FILES_S3_FORCE_PATH_STYLE: booleanish.default(false),
  FILES_S3_PREFIX: z.string().default(''),
  // Background jobs this process runs at once (ADR 0013); 0 makes a process that serves requests only and leaves
  // the jobs it records (notifications, e-mail, reminders) to the others on the same database.
  JOBS_CONCURRENCY: z.coerce.number().int().min(0).max(50).default(5),
});

export type Env = z.infer<typeof schema> & { JWT_SECRET: string; APP_URL: string; LOG_FORMAT: 'pretty' | 'json' };

/** Validates the environment; a bad value stops the server with a message naming the variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (!env.FILES_S3_ACCESS_KEY_ID !== !env.FILES_S3_SECRET_ACCESS_KEY) {
    throw new Error('Invalid configuration:\n  FILES_S3_ACCESS_KEY_ID: set it and FILES_S3_SECRET_ACCESS_KEY together');
  }
  if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.JWT_SECRET) {
    throw new Error('Invalid configuration:\n  JWT_SECRET: required in production with DATABASE_URL');
  }
  return {
    ...env,
    JWT_SECRET: env.JWT_SECRET ?? localSecret(env.DATA_DIR),
    APP_URL: env.APP_URL ?? `http://localhost:${env.PORT}`,
    LOG_FORMAT: env.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
  };
}

/** The embedded default keeps a generated signing secret in the data folder so restarts keep sessions. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
