import { currentLanguage } from './i18n';

const LOCALES: Record<string, string> = { en: 'en-US', no: 'nb-NO' };
const formats = new Map<string, Intl.DateTimeFormat>();

/** A moment as the chosen language writes it, date and time ('Nov 23, 2026, 6:53 PM' / '23. nov. 2026, 18:53'). */
export function formatDateTime(iso: string, language: string = currentLanguage()): string {
  const locale = LOCALES[language] ?? language;
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    formats.set(locale, format);
  }
  return format.format(new Date(iso));
}
