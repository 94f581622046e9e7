import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, signIn, type TestApp } from '../support/test-app.ts';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp-peer.ts';

let t: TestApp;
let smtp: SmtpPeer;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('smoke', () => {
  it('signs in and reads /auth/me', async () => {
    const user = await createUser(t, { roles: ['Learner'] });
    const s = await signIn(t, user);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: s.headers });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(user.email);
  });
  it('mails a reset link to a real SMTP peer', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { email: user.email } });
    expect(res.statusCode).toBe(200);
    const mail = await smtp.waitFor(user.email);
    expect(mail.text).toMatch(/reset-password\?token=/);
  });
});
