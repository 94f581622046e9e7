import { describe, expect, it } from 'vitest';
import { fileTestApp, createUser, signIn } from '../support/test-app.ts';
import { post } from '../support/api.ts';
import { mailLanguage } from '../../src/modules/auth/auth.mails.ts';

const t = await fileTestApp();

describe('e-mail language', () => {
  it('reads Norwegian from no, nb or nn first in Accept-Language, English otherwise', () => {
    expect(mailLanguage('no')).toBe('no');
    expect(mailLanguage('nb-NO,nb;q=0.9,en;q=0.8')).toBe('no');
    expect(mailLanguage('nn')).toBe('no');
    expect(mailLanguage('en-US,no;q=0.5')).toBe('en');
    expect(mailLanguage('nonsense')).toBe('en');
    expect(mailLanguage(undefined)).toBe('en');
  });

  it('writes the reset e-mail in the language the user chose in the app', async () => {
    const norwegian = await createUser(t);
    const english = await createUser(t);
    expect(
      (await post(t, '/api/auth/reset-password', { email: norwegian.email }, { 'accept-language': 'no' })).statusCode,
    ).toBe(200);
    expect(
      (await post(t, '/api/auth/reset-password', { email: english.email }, { 'accept-language': 'en' })).statusCode,
    ).toBe(200);
    const no = await t.smtp.waitFor(norwegian.email);
    const en = await t.smtp.waitFor(english.email);
    expect(no.subject).toBe('Tilbakestill passordet ditt i TalentPath');
    expect(no.text).toContain('utløper om 30 minutter');
    expect(en.subject).toBe('Reset your TalentPath password');
    expect(en.text).toContain('expires in 30 minutes');
  });

  it('writes the temporary-password e-mail in both languages', async () => {
    const admin = await createUser(t, { roles: ['Admin'] });
    const user = await createUser(t);
    const s = await signIn(t, admin);
    expect((await post(t, '/api/auth/send-temp-password', { userId: user.id }, s.headers)).statusCode).toBe(200);
    const mail = await t.smtp.waitFor(user.email);
    expect(mail.subject).toBe('Your temporary TalentPath password / Ditt midlertidige passord i TalentPath');
    expect(mail.text).toContain('An administrator has set a temporary password');
    expect(mail.text).toContain('En administrator har satt et midlertidig passord');
  });
});
