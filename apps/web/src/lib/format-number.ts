import { LOCALES } from './format-date-time';
import { currentLanguage } from './i18n';

const formats = new Map<string, Intl.NumberFormat>();

/** A whole number as the chosen language writes it ('20,000' / '20 000'). */
export function formatNumber(value: number, language: string = currentLanguage()): string {
  const locale = LOCALES[language] ?? language;
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    formats.set(locale, format);
  }
  return format.format(value);
}
