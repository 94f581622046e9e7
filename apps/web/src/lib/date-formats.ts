import type { Language } from '@talentpath/contracts/constants';

type DateFormats = {
  /** dayjs's locale of the language: month and weekday names in the calendar. */
  dayjsLocale: string;
  firstDayOfWeek: 0 | 1;
  /** How a date field shows a day, and a day with its time (dayjs tokens). */
  day: string;
  dayTime: string;
  /** What a date field reads when typed, besides those: the same with one-digit parts, and ISO days. */
  typed: { days: string[]; times: string[] };
};

// The days as the app's language writes them (the en-US and nb-NO of lib/format-date-time.ts), whatever the
// browser's locale is. ISO days ('2026-12-24') are read in both, as pasted from elsewhere.
export const DATE_FORMATS: Record<Language, DateFormats> = {
  en: {
    dayjsLocale: 'en',
    firstDayOfWeek: 0,
    day: 'MM/DD/YYYY',
    dayTime: 'MM/DD/YYYY hh:mm A',
    typed: {
      days: ['MM/DD/YYYY', 'M/D/YYYY', 'MM/D/YYYY', 'M/DD/YYYY', 'YYYY-MM-DD'],
      times: ['hh:mm A', 'h:mm A', 'hh:mm a', 'h:mm a', 'HH:mm', 'H:mm'],
    },
  },
  no: {
    dayjsLocale: 'nb',
    firstDayOfWeek: 1,
    day: 'DD.MM.YYYY',
    dayTime: 'DD.MM.YYYY HH:mm',
    typed: {
      days: ['DD.MM.YYYY', 'D.M.YYYY', 'DD.M.YYYY', 'D.MM.YYYY', 'YYYY-MM-DD'],
      times: ['HH:mm', 'H:mm', 'HH.mm', 'H.mm'],
    },
  },
};

/** Every format a typed day (or day and time) is read in, strictly, for a language. */
export function typedFormats(language: Language, withTime: boolean): string[] {
  const { days, times } = DATE_FORMATS[language].typed;
  if (!withTime) return days;
  return days.flatMap((day) => [
    ...times.map((time) => `${day} ${time}`),
    ...(day === 'YYYY-MM-DD' ? ['YYYY-MM-DDTHH:mm'] : []),
  ]);
}
