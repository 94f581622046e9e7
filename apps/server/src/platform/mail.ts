import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Tx } from './db.ts';
import type { Jobs } from './jobs.ts';
import { saveMailFile } from './mail-files.ts';

/** Text for an e-mail's HTML part: the five characters HTML gives meaning to, as character references. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Files sent with it (a scheduled report's CSV files), their bytes as base64: kept in the job until delivered. */
  attachments?: { filename: string; contentType: string; content: string }[];
  /** Queued at most once under this key (work that may run again, e.g. a job after a crash). */
  dedupeKey?: string;
};
export type Mailer = {
  /** Stores the message as a `mail.send` job (in the caller's transaction when given: call flush() after the commit). */
  enqueue: (message: MailMessage, tx?: Tx) => Promise<void>;
  /** Runs what is due now on the job queue (mail among it); resolves, with how many it claimed, when they have run. */
  flush: () => Promise<number>;
  /** Closes the SMTP transport: after the jobs have closed (the mail being sent then has finished or gone back). */
  close: () => Promise<void>;
};
/** A `mail.send` job's payload: the message without its dedupe key (that is the job's). */
type Mail = Omit<MailMessage, 'dedupeKey'>;

export const MAIL_JOB = 'mail.send';
// A run may take this long (the job's lease): a dead peer is cut off well before by the SMTP timeouts below.
const MAIL_TIMEOUT_MS = 2 * 60_000;
// nodemailer waits up to 2 min to connect and 10 min on a silent socket: a dead peer would stall the worker.
// Query parameters of SMTP_URL (e.g. ?socketTimeout=60000) override these.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
/** Bodies can hold live secrets (reset links, temporary passwords): once delivered, the job keeps only the envelope. */
const envelope = ({ to, subject, replyTo }: Mail) => ({ to, subject, ...(replyTo ? { replyTo } : {}) });

/** Where a mail goes: the SMTP peer, or (without SMTP_URL) a file the developer reads with `npm run mail:outbox`. */
type Delivery = {
  send: (id: string, mail: Mail, signal: AbortSignal) => Promise<unknown>;
  close: () => void;
};

/**
 * E-mail as jobs (ADR 0005, 0038): each message is a `mail.send` job in the one jobs table, stored in the
 * transaction of the change that causes it, retried with the jobs' backoff, run once across processes; nothing
 * is lost when the SMTP peer is down. Without SMTP_URL each message is saved as an .eml file in `outboxDir` (the
 * embedded default needs no mail server); its text never reaches the log.
 */
export function createMailer(options: {
  jobs: Jobs;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  outboxDir: string;
}): Mailer {
  const { jobs } = options;
  const delivery = options.smtpUrl
    ? smtpDelivery(options.smtpUrl, options.from)
    : fileDelivery(options.outboxDir, options.from, options.log);
  // Shutdown (jobs.close) lets the mail being sent finish, or aborts `signal` after its grace period: the mail
  // then goes back to the queue, since whether the peer kept it is unknown and sending it again is the safe side.
  jobs.register<Mail>(MAIL_JOB, (mail, { id, signal }) => delivery.send(id, mail, signal), {
    timeoutMs: MAIL_TIMEOUT_MS,
    scrub: envelope,
  });

  return {
    async enqueue({ dedupeKey, ...mail }, tx) {
      // Keys are the jobs table's, shared by every kind: a mail's own namespace.
      await jobs.enqueue(MAIL_JOB, mail, { tx, dedupeKey: dedupeKey === undefined ? undefined : `mail:${dedupeKey}` });
    },
    flush: () => jobs.flush(),
    async close() {
      delivery.close();
    },
  };
}

const composed = (mail: Mail, from: string): SendMailOptions => ({
  from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  replyTo: mail.replyTo,
  attachments: mail.attachments?.map(({ filename, contentType, content }) => ({
    filename,
    contentType,
    content,
    encoding: 'base64',
  })),
});

function smtpDelivery(smtpUrl: string, from: string): Delivery {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    // nodemailer 10 cuts the connection on abort (its types do not list `signal` yet).
    send: (_id, mail, signal) => transport.sendMail({ ...composed(mail, from), signal } as SendMailOptions),
    close: () => transport.close(),
  };
}

function fileDelivery(outboxDir: string, from: string, log: FastifyBaseLogger): Delivery {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(id, mail) {
      const { message } = await composer.sendMail(composed(mail, from));
      const file = saveMailFile(outboxDir, id, message as Buffer);
      // Only the envelope: the text can hold a reset link or a temporary password.
      log.info(
        { mailId: id, to: mail.to, subject: mail.subject, file },
        `e-mail to ${mail.to}: "${mail.subject}" (no SMTP_URL: saved to ${file}; read it with npm run mail:outbox)`,
      );
    },
    close: () => composer.close(),
  };
}
