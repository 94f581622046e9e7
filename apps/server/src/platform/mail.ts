import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db, Tx } from './db.ts';
import { mailOutbox } from '../db/schema/mail.ts';

export type MailMessage = { to: string; subject: string; text: string; html?: string; replyTo?: string };
export type Mailer = {
  /** Stores the message (in the caller's transaction when given: call flush() after the commit). */
  enqueue: (message: MailMessage, tx?: Tx) => Promise<void>;
  /** Delivers what is due now; returns how many were attempted. */
  flush: () => Promise<number>;
  close: () => Promise<void>;
};

const MAX_ATTEMPTS = 8;
const LEASE_MS = 2 * 60_000;
const POLL_MS = 5_000;
// Bodies can hold live secrets (reset links, temporary passwords): once delivered, only the envelope is kept.
const DELIVERED = { text: '[delivered]', html: null };
const backoffMs = (attempts: number) => Math.min(60 * 60_000, 15_000 * 2 ** (attempts - 1));

/**
 * E-mail through an outbox: nothing is lost when the SMTP peer is down. Without SMTP_URL the message is
 * written to the log instead (the embedded default needs no mail server).
 */
export function createMailer(options: { db: Db; smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  const { db, log } = options;
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  let running: Promise<number> | null = null;
  let closed = false;

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
    for (const mail of claimed) {
      if (!transport) {
        log.info({ mail: { id: mail.id, to: mail.to, subject: mail.subject }, text: mail.text }, `e-mail (no SMTP_URL set) to ${mail.to}: ${mail.subject}\n${mail.text}`);
        await db.update(mailOutbox).set({ status: 'logged', sentAt: new Date(), ...DELIVERED }).where(eq(mailOutbox.id, mail.id));
        continue;
      }
      try {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? undefined, replyTo: mail.replyTo ?? undefined });
        await db.update(mailOutbox).set({ status: 'sent', sentAt: new Date(), lastError: null, ...DELIVERED }).where(eq(mailOutbox.id, mail.id));
      } catch (error) {
        const failed = mail.attempts >= MAX_ATTEMPTS;
        log.warn({ err: error, mailId: mail.id, attempts: mail.attempts }, failed ? 'e-mail failed for good' : 'e-mail failed; will retry');
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
    return claimed.length;
  }

  let again = false;
  /** Delivers what is due; a call during a run schedules one more run, so nothing waits for the poll. */
  function flush(): Promise<number> {
    if (closed) return Promise.resolve(0);
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
      await (tx ?? db).insert(mailOutbox).values(message);
      // Inside a transaction the row is visible only after commit: the caller flushes then (or the poll will).
      if (!tx) setImmediate(() => void flush());
    },
    flush,
    async close() {
      clearInterval(timer);
      await running;
      closed = true;
      transport?.close();
    },
  };
}
