import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Db, Tx } from './db.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import { saveMailFile } from './mail-files.ts';

/** Text for an e-mail's HTML part: the five characters HTML gives meaning to, as character references. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Queued at most once under this key (work that may run again, e.g. a job after a crash). */
  dedupeKey?: string;
};
export type Mailer = {
  /** Stores the message (in the caller's transaction when given: call flush() after the commit). */
  enqueue: (message: MailMessage, tx?: Tx) => Promise<void>;
  /** Delivers what is due now; returns how many were attempted. */
  flush: () => Promise<number>;
  /** Stops the worker: no new run starts, the run in progress ends after the mail being sent. */
  close: () => Promise<void>;
};
type MailRow = typeof mailOutbox.$inferSelect;

const MAX_ATTEMPTS = 8;
const LEASE_MS = 2 * 60_000;
const POLL_MS = 5_000;
// Bodies can hold live secrets (reset links, temporary passwords): once delivered, only the envelope is kept.
const DELIVERED = { text: '[delivered]', html: null };
const backoffMs = (attempts: number) => Math.min(60 * 60_000, 15_000 * 2 ** (attempts - 1));
// nodemailer waits up to 2 min to connect and 10 min on a silent socket: a dead peer would stall the worker.
// Query parameters of SMTP_URL (e.g. ?socketTimeout=60000) override these.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Where a mail goes: the SMTP peer, or (without SMTP_URL) a file the developer reads with `npm run mail:outbox`. */
type Delivery = {
  status: 'sent' | 'logged';
  send: (mail: MailRow, signal: AbortSignal) => Promise<unknown>;
  close: () => void;
};

/**
 * E-mail through an outbox: nothing is lost when the SMTP peer is down. Without SMTP_URL each message is saved
 * as an .eml file in `outboxDir` (the embedded default needs no mail server); its text never reaches the log.
 */
export function createMailer(options: {
  db: Db;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  outboxDir: string;
  /** How long close() lets the mail being sent finish before it cuts the SMTP connection. */
  shutdownGraceMs?: number;
}): Mailer {
  const { db, log } = options;
  const delivery = options.smtpUrl
    ? smtpDelivery(options.smtpUrl, options.from)
    : fileDelivery(options.outboxDir, options.from, log);
  const abort = new AbortController();
  let running: Promise<number> | null = null;
  let closing = false;

  async function deliverDue(): Promise<number> {
    const claimed = await db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(Date.now() + LEASE_MS) })
      .where(
        inArray(
          mailOutbox.id,
          db
            .select({ id: mailOutbox.id })
            .from(mailOutbox)
            .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, new Date())))
            .orderBy(mailOutbox.createdAt)
            .limit(20)
            .for('update', { skipLocked: true }),
        ),
      )
      .returning();
    for (const [index, mail] of claimed.entries()) {
      // Shutting down: the rest go back to the queue, due at once, for the next start (or another process).
      if (closing) {
        await release(claimed.slice(index).map((m) => m.id));
        break;
      }
      await deliver(mail);
    }
    return claimed.length;
  }

  async function deliver(mail: MailRow) {
    try {
      await delivery.send(mail, abort.signal);
      await db
        .update(mailOutbox)
        .set({ status: delivery.status, sentAt: new Date(), lastError: null, ...DELIVERED })
        .where(eq(mailOutbox.id, mail.id));
    } catch (error) {
      if (abort.signal.aborted) {
        // Cut short by shutdown: whether the peer kept it is unknown; sending it again is the safe side.
        log.warn({ mailId: mail.id }, 'e-mail interrupted by shutdown; it is sent again after the next start');
        await release([mail.id]);
        return;
      }
      const failed = mail.attempts >= MAX_ATTEMPTS;
      log.warn(
        { err: error, mailId: mail.id, attempts: mail.attempts },
        failed ? 'e-mail failed for good' : 'e-mail failed; will retry',
      );
      await db
        .update(mailOutbox)
        .set({
          status: failed ? 'failed' : 'pending',
          lastError: String((error as Error).message ?? error).slice(0, 500),
          nextAttemptAt: new Date(Date.now() + backoffMs(mail.attempts)),
        })
        .where(eq(mailOutbox.id, mail.id));
    }
  }

  /** Gives claimed rows back unattempted: due now, the claim's attempt not counted. */
  async function release(ids: string[]) {
    if (ids.length === 0) return;
    await db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} - 1`, nextAttemptAt: new Date() })
      .where(and(inArray(mailOutbox.id, ids), eq(mailOutbox.status, 'pending')));
  }

  let again = false;
  /** Delivers what is due; a call during a run schedules one more run, so nothing waits for the poll. */
  function flush(): Promise<number> {
    if (closing) return Promise.resolve(0);
    if (running) {
      again = true;
      return running;
    }
    running = deliverDue()
      .catch((error) => {
        log.error({ err: error }, 'mail worker failed');
        return 0;
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void flush();
        }
      });
    return running;
  }

  const timer = setInterval(() => void flush(), POLL_MS);
  timer.unref();

  return {
    async enqueue(message, tx) {
      await (tx ?? db).insert(mailOutbox).values(message).onConflictDoNothing();
      // Inside a transaction the row is visible only after commit: the caller flushes then (or the poll will).
      // While closing, flush does nothing: the row stays pending for the next start.
      if (!tx) setImmediate(() => void flush());
    },
    flush,
    async close() {
      closing = true;
      clearInterval(timer);
      // The database closes after this: every mail the peer accepted must be marked sent before then.
      if (running) {
        const cut = setTimeout(() => abort.abort(new Error('mailer closing')), options.shutdownGraceMs ?? 5_000);
        await running;
        clearTimeout(cut);
      }
      delivery.close();
    },
  };
}

const composed = (mail: MailRow, from: string): SendMailOptions => ({
  from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html ?? undefined,
  replyTo: mail.replyTo ?? undefined,
});

function smtpDelivery(smtpUrl: string, from: string): Delivery {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    status: 'sent',
    // nodemailer 10 cuts the connection on abort (its types do not list `signal` yet).
    send: (mail, signal) => transport.sendMail({ ...composed(mail, from), signal } as SendMailOptions),
    close: () => transport.close(),
  };
}

function fileDelivery(outboxDir: string, from: string, log: FastifyBaseLogger): Delivery {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    status: 'logged',
    async send(mail) {
      const { message } = await composer.sendMail(composed(mail, from));
      const file = saveMailFile(outboxDir, mail.id, message as Buffer);
      // Only the envelope: the text can hold a reset link or a temporary password.
      log.info(
        { mailId: mail.id, to: mail.to, subject: mail.subject, file },
        `e-mail to ${mail.to}: "${mail.subject}" (no SMTP_URL: saved to ${file}; read it with npm run mail:outbox)`,
      );
    },
    close: () => composer.close(),
  };
}
