import { currentLanguage } from './i18n';

const LOCALES: Record<string, string> = { en: 'en-US', no: 'nb-NO' };
const formats = new Map<string, Intl.RelativeTimeFormat>();

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The largest unit that fits, from years down to seconds. */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
  ['second', SECOND],
];

/** How long ago (or until) a moment is, as the chosen language says it ('5 minutes ago', 'i går', 'now'). */
export function formatRelativeTime(iso: string, language: string = currentLanguage(), now = Date.now()): string {
  const locale = LOCALES[language] ?? language;
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    formats.set(locale, format);
  }
  const delta = Date.parse(iso) - now;
  const [unit, size] = UNITS.find(([, ms]) => Math.abs(delta) >= ms) ?? ['second', SECOND];
  // Under 10 seconds either way is simply "now".
  if (unit === 'second' && Math.abs(delta) < 10 * SECOND) return format.format(0, 'second');
  return format.format(Math.round(delta / size), unit);
}
