import type { MailMessage } from '../../platform/mail.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function resetPasswordMail(user: { name: string; email: string }, link: string): MailMessage {
  return {
    to: user.email,
    subject: 'Reset your TalentPath password',
    text: [
      `Hello ${user.name},`,
      '',
      'Someone asked to reset the password of your TalentPath account. To choose a new password, open this link:',
      link,
      '',
      'The link works once and expires in 30 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
    html: `<p>Hello ${escape(user.name)},</p><p>Someone asked to reset the password of your TalentPath account. To choose a new password, open this link:</p><p><a href="${escape(link)}">Reset my password</a></p><p>The link works once and expires in 30 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.</p>`,
  };
}

export function tempPasswordMail(user: { name: string; email: string }, password: string, appUrl: string): MailMessage {
  return {
    to: user.email,
    subject: 'Your temporary TalentPath password',
    text: [
      `Hello ${user.name},`,
      '',
      'An administrator has set a temporary password for your TalentPath account:',
      password,
      '',
      `Sign in at ${appUrl} — you will be asked to choose a new password straight away.`,
    ].join('\n'),
    html: `<p>Hello ${escape(user.name)},</p><p>An administrator has set a temporary password for your TalentPath account:</p><p><code>${escape(password)}</code></p><p>Sign in at <a href="${escape(appUrl)}">${escape(appUrl)}</a> — you will be asked to choose a new password straight away.</p>`,
  };
}
