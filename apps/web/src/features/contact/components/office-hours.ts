import type { TFunction } from 'i18next';
import type { Language } from '@talentpath/contracts/constants';
import { toSupportedLanguage } from '@talentpath/contracts/language';
import { WEEKDAYS, type DayHours, type OfficeHours, type Weekday } from '@talentpath/contracts/settings';

// The office hours as the contact page shows them. Its t() keys are in each of: contact
type ContactT = TFunction<'contact'>;

/** A row of the office hours table: one day, or several in a row with the same hours; `hours` null when closed. */
export type HoursRow = { days: Weekday[]; hours: Pick<DayHours, 'opens' | 'closes'> | null };

const sameHours = (a: DayHours, b: DayHours) =>
  a.open === b.open && (!a.open || (a.opens === b.opens && a.closes === b.closes));

/** The week Monday to Sunday, days in a row with the same hours (or all closed) in one row: Mon–Fri 9–18. */
export function groupOfficeHours(week: OfficeHours): HoursRow[] {
  const rows: { days: Weekday[]; day: DayHours }[] = [];
  for (const name of WEEKDAYS) {
    const last = rows.at(-1);
    if (last && sameHours(last.day, week[name])) last.days.push(name);
    else rows.push({ days: [name], day: week[name] });
  }
  return rows.map(({ days, day }) => ({
    days,
    hours: day.open ? { opens: day.opens, closes: day.closes } : null,
  }));
}

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** 'Saturday' for one day, 'Mon-Fri' ('Man–fre') for several: the language writes how. */
export function daysLabel(days: readonly Weekday[], t: ContactT): string {
  if (days.length === 1) return t(`info.days.${days[0]!}`);
  return capitalised(
    t('info.dayRange', { from: t(`info.daysShort.${days[0]!}`), to: t(`info.daysShort.${days.at(-1)!}`) }),
  );
}

/** How each language writes a time of day: '6:00 PM', '18.00' (a new language must say). */
const CLOCK: Record<Language, (hour: number, mm: string) => string> = {
  en: (hour, mm) => `${hour % 12 || 12}:${mm} ${hour < 12 ? 'AM' : 'PM'}`,
  no: (hour, mm) => `${String(hour).padStart(2, '0')}.${mm}`,
};

/** A time 'HH:MM' as the language writes it. */
export function timeLabel(time: string, language: string): string {
  const [hh = '00', mm = '00'] = time.split(':');
  return CLOCK[toSupportedLanguage(language)](Number(hh), mm);
}

/** '9:00 AM-6:00 PM', or 'Closed'. */
export function hoursLabel(hours: HoursRow['hours'], t: ContactT, language: string): string {
  if (!hours) return t('info.closed');
  return t('info.hoursRange', { opens: timeLabel(hours.opens, language), closes: timeLabel(hours.closes, language) });
}

/** The time zone's name in the reader's language ('Central Time', 'sentraleuropeisk tid'), or its id. */
export function timeZoneName(timeZone: string, language: string): string {
  try {
    const parts = new Intl.DateTimeFormat(language === 'no' ? 'nb' : language, {
      timeZone,
      timeZoneName: 'longGeneric',
    }).formatToParts(new Date());
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}
