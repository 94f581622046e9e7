import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Language } from '@talentpath/contracts/constants';
import type { Env } from '../env.ts';
import type { Database, Db } from './db.ts';
import type { Mailer } from './mail.ts';
import type { TokenSigner } from './auth/tokens.ts';
import type { RevocationList } from './auth/revocation.ts';
import type { Authenticate } from './auth/guard.ts';
import type { BackgroundTasks } from './background.ts';
import type { PasswordHasher } from './auth/hashing.ts';
import type { Jobs } from './jobs.ts';
import type { Events } from './events.ts';
import type { FileTickets } from './file-tickets.ts';
import type { Realtime } from './realtime.ts';

/** What modules get from the platform: built once in app.ts, passed to each module's plugin. */
export type Platform = {
  env: Env;
  db: Db;
  /** Which database `db` is: the embedded PGlite or a PostgreSQL server. */
  dbKind: Database['kind'];
  mailer: Mailer;
  signer: TokenSigner;
  hasher: PasswordHasher;
  revocations: RevocationList;
  authenticate: Authenticate;
  log: FastifyBaseLogger;
  /** Work answered before it is done; shutdown waits for it. */
  tasks: BackgroundTasks;
  /** Durable work: retried, and run once across processes (ADR 0013). */
  jobs: Jobs;
  /** Domain events: recorded in a service's transaction, handled after its commit. */
  events: Events;
  /** Signed addresses of files, for `<img>`, `<video>` and `<iframe>` (ADR 0033). */
  fileTickets: FileTickets;
  /** The real-time hub: messages to users' open tabs, in every process (ADR 0037). */
  realtime: Realtime;
};

/** Who is asking and from where: what a service needs to know of a request. */
export type RequestInfo = {
  ip: string | null;
  userAgent: string | null;
  /** The language the app is used in (its tp_lang cookie, else Accept-Language): what the user's e-mails use. */
  language?: Language;
};

/**
 * What a module gives the app (ADR 0038), exported by its public file: its routes, and the wiring of its side
 * effects — event subscribers (`<name>.subscribers.ts`) and jobs (`<name>.jobs.ts`) — which app.ts sets up before
 * any route is served.
 */
export type ServerModule = {
  name: string;
  /** Each plugin is registered under `prefix` (default `/api`). */
  routes?: readonly ((p: Platform) => FastifyPluginAsyncZod)[];
  prefix?: string;
  subscribers?: (p: Platform) => void;
  jobs?: (p: Platform) => void;
};
