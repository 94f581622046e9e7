import i18next from 'i18next';
import { currentLanguage } from '../../../lib/i18n';

const LOCALES: Record<string, string> = { en: 'en-US', no: 'nb-NO' };
const numbers = new Map<string, Intl.NumberFormat>();

/**
 * A score or a percentage as the chosen language writes it: 2.5 / 2,5 (at most two decimals, or `digits`: a right
 * answer's number keeps its own; at least `leastDigits`). A negative mark has a real minus sign in every language
 * (−0.5, as Norwegian writes it anyway); one that rounds to 0 is 0.
 */
export function formatNumber(n: number, language: string = currentLanguage(), digits = 2, leastDigits = 0): string {
  const locale = LOCALES[language] ?? language;
  const key = `${locale} ${digits} ${leastDigits}`;
  let format = numbers.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: leastDigits,
      maximumFractionDigits: digits,
      signDisplay: 'negative',
    });
    numbers.set(key, format);
  }
  return format.format(n).replace('-', '\u2212');
}

/** A length of time as people say it, to two units: "4 minutes 12 seconds", "1 hour 30 minutes", "35 seconds". */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = whole % 60;
  const parts: string[] = [];
  if (hours) parts.push(i18next.t('quiz-taking:duration.hours', { count: hours }));
  if (minutes) parts.push(i18next.t('quiz-taking:duration.minutes', { count: minutes }));
  if (secs || parts.length === 0) parts.push(i18next.t('quiz-taking:duration.seconds', { count: secs }));
  return parts.slice(0, 2).join(' ');
}

/** A right answer's number as the language writes it, every decimal kept: 3.14159 / 3,14159 (not a score's two). */
export const formatAnswerNumber = (n: number) => formatNumber(n, currentLanguage(), 10);

/**
 * A right answer's number as the server wrote it with the decimals its author chose (a calculated question's: 14.40,
 * 1.23e-7), as the language writes it: 14,40. Every decimal written stays, trailing zeros too, since they show the
 * precision asked for; a power of ten stays as written.
 */
export function formatWrittenNumber(written: string): string {
  const [, mantissa = '', exponent = ''] = /^([^eE]*)([eE].*)?$/.exec(written) ?? [];
  const decimals = mantissa.split('.')[1]?.length ?? 0;
  return formatNumber(Number(mantissa), currentLanguage(), decimals, decimals) + exponent;
}
