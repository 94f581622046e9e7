import { currentLanguage } from './i18n';

/** The locale each language writes dates and numbers in. */
export const LOCALES: Record<string, string> = { en: 'en-US', no: 'nb-NO' };
const formats = new Map<string, Intl.DateTimeFormat>();

/** A moment as the chosen language writes it, date and time ('Nov 23, 2026, 6:53 PM' / '23. nov. 2026, 18:53'). */
export function formatDateTime(iso: string, language: string = currentLanguage()): string {
  return formatOf(language, 'moment', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** The day of a moment, where the reader is ('Nov 23, 2026' / '23. nov. 2026'). */
export function formatDate(iso: string, language: string = currentLanguage()): string {
  return formatOf(language, 'date', { dateStyle: 'medium' }).format(new Date(iso));
}

/**
 * A calendar day ('YYYY-MM-DD', e.g. a project's deadline) as the chosen language writes it: 'Nov 23, 2026', or
 * with `short` 'Nov 23'. Read in UTC, so the day never shifts in a time zone west of Greenwich.
 */
export function formatDay(day: string, language: string = currentLanguage(), short = false): string {
  const options: Intl.DateTimeFormatOptions = short
    ? { day: 'numeric', month: 'short', timeZone: 'UTC' }
    : { dateStyle: 'medium', timeZone: 'UTC' };
  return formatOf(language, short ? 'day-short' : 'day', options).format(new Date(`${day}T00:00:00Z`));
}

function formatOf(language: string, kind: string, options: Intl.DateTimeFormatOptions) {
  const locale = LOCALES[language] ?? language;
  const key = `${locale}/${kind}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
