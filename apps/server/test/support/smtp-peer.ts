import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';

export type ReceivedMail = {
  to: string[];
  from: string;
  replyTo: string[];
  subject: string;
  text: string;
  html: string;
  /** The files sent with it (a scheduled report's CSV files). */
  attachments: { filename: string; contentType: string; content: Buffer }[];
};

/**
 * A real SMTP server on loopback that keeps what it receives: the peer our mailer talks to in tests. With
 * `delayMs` it answers each message that much later (a slow peer); a message counts as received when answered.
 */
export async function startSmtpPeer(options: { port?: number; delayMs?: number } = {}) {
  const received: ReceivedMail[] = [];
  let begun = 0;
  const waiters: { match: (m: ReceivedMail) => boolean; resolve: (m: ReceivedMail) => void }[] = [];
  let refuse = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      begun += 1;
      if (refuse) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream).then(
        (mail) => {
          const to = [mail.to].flat().flatMap((a) => (a ? a.value.map((v) => v.address ?? '') : []));
          const replyTo = mail.replyTo?.value.map((v) => v.address ?? '') ?? [];
          const item = {
            to,
            from: mail.from?.text ?? '',
            replyTo,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            attachments: mail.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              content: a.content,
            })),
          };
          const accept = () => {
            received.push(item);
            for (const w of [...waiters]) if (w.match(item)) waiters.splice(waiters.indexOf(w), 1), w.resolve(item);
            callback();
          };
          if (options.delayMs) setTimeout(accept, options.delayMs).unref();
          else accept();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** How many messages the peer has begun to receive (DATA started), answered or not. */
    begun: () => begun,
    /** While set, every message is answered 451 (the peer is "down"). */
    setRefusing: (value: boolean) => {
      refuse = value;
    },
    /** Resolves with the first message (already received or still to come) to that address. */
    waitFor(to: string, timeoutMs = 10_000): Promise<ReceivedMail> {
      const match = (m: ReceivedMail) => m.to.includes(to.toLowerCase());
      const found = received.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no e-mail to ${to} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({ match, resolve: (m) => (clearTimeout(timer), resolve(m)) });
      });
    },
    clear: () => received.splice(0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;
