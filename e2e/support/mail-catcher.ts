import http from 'node:http';
import { startSmtpPeer } from '../../apps/server/test/support/smtp-peer.ts';

// The real SMTP peer for browser journeys, with a small HTTP window so test workers can read what arrived.
const smtp = await startSmtpPeer({ port: Number(process.env.SMTP_PORT) });
const api = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  res.setHeader('content-type', 'application/json');
  if (url.pathname === '/health') return res.end('{"ok":true}');
  if (url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    return res.end(JSON.stringify(to ? smtp.received.filter((m) => m.to.includes(to)) : smtp.received));
  }
  res.statusCode = 404;
  res.end('{}');
});
api.listen(Number(process.env.MAIL_API_PORT), '127.0.0.1');
const stop = () => void Promise.all([smtp.close(), new Promise((r) => api.close(r))]).then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
