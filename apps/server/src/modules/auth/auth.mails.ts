import type { Language } from '@talentpath/contracts/constants';
import { escapeHtml, type MailMessage } from '../../platform/mail.ts';

/** The language of a request's e-mail: Norwegian for no, nb or nn first in Accept-Language, else English. */
export function mailLanguage(acceptLanguage: string | undefined): Language {
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return /^(no|nb|nn)\b/.test(first) ? 'no' : 'en';
}

const RESET = {
  en: {
    subject: 'Reset your TalentPath password',
    hello: (name: string) => `Hello ${name},`,
    intro: 'Someone asked to reset the password of your TalentPath account. To choose a new password, open this link:',
    action: 'Reset my password',
    outro:
      'The link works once and expires in 30 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.',
  },
  no: {
    subject: 'Tilbakestill passordet ditt i TalentPath',
    hello: (name: string) => `Hei ${name},`,
    intro:
      'Noen har bedt om å tilbakestille passordet til TalentPath-kontoen din. Åpne denne lenken for å velge et nytt passord:',
    action: 'Tilbakestill passordet',
    outro:
      'Lenken virker én gang og utløper om 30 minutter. Har du ikke bedt om dette, kan du se bort fra e-posten: passordet ditt forblir som det er.',
  },
} as const;

const TEMPORARY = {
  en: {
    subject: 'Your temporary TalentPath password',
    hello: (name: string) => `Hello ${name},`,
    intro: 'An administrator has set a temporary password for your TalentPath account:',
    outro: (url: string) => `Sign in at ${url} — you will be asked to choose a new password straight away.`,
  },
  no: {
    subject: 'Ditt midlertidige passord i TalentPath',
    hello: (name: string) => `Hei ${name},`,
    intro: 'En administrator har satt et midlertidig passord for TalentPath-kontoen din:',
    outro: (url: string) => `Logg inn på ${url} — du blir bedt om å velge et nytt passord med en gang.`,
  },
} as const;

export function resetPasswordMail(user: { name: string; email: string }, link: string, lang: Language): MailMessage {
  const t = RESET[lang];
  return {
    to: user.email,
    subject: t.subject,
    text: [t.hello(user.name), '', t.intro, link, '', t.outro].join('\n'),
    html: `<p>${escapeHtml(t.hello(user.name))}</p><p>${escapeHtml(t.intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p><p>${escapeHtml(t.outro)}</p>`,
  };
}

/** Written in both languages: the account holder's own language is not known to the administrator's request. */
export function tempPasswordMail(user: { name: string; email: string }, password: string, appUrl: string): MailMessage {
  const parts = (['en', 'no'] as const).map((lang) => TEMPORARY[lang]);
  return {
    to: user.email,
    subject: `${TEMPORARY.en.subject} / ${TEMPORARY.no.subject}`,
    text: parts
      .map((t) => [t.hello(user.name), '', t.intro, password, '', t.outro(appUrl)].join('\n'))
      .join('\n\n---\n\n'),
    html: parts
      .map(
        (t) =>
          `<p>${escapeHtml(t.hello(user.name))}</p><p>${escapeHtml(t.intro)}</p><p><code>${escapeHtml(password)}</code></p><p>${escapeHtml(t.outro(appUrl))}</p>`,
      )
      .join('<hr>'),
  };
}
