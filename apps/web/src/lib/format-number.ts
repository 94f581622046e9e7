import { LOCALES } from './format-date-time';
import { currentLanguage } from './i18n';

const formats = new Map<string, Intl.NumberFormat>();

function formatOf(language: string, style: 'decimal' | 'percent') {
  const locale = LOCALES[language] ?? language;
  const key = `${locale} ${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style, maximumFractionDigits: 0 });
    formats.set(key, format);
  }
  return format;
}

/** A whole number as the chosen language writes it ('20,000' / '20 000'). */
export const formatNumber = (value: number, language: string = currentLanguage()): string =>
  formatOf(language, 'decimal').format(value);

/** A share (0.67) as a whole percentage the way the chosen language writes it ('67%' / '67 %'). */
export const formatPercent = (share: number, language: string = currentLanguage()): string =>
  formatOf(language, 'percent').format(share);
