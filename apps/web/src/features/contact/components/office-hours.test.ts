import { describe, expect, it } from 'vitest';
import i18next, { type TFunction } from 'i18next';
import { DEFAULT_SETTINGS, type OfficeHours } from '@talentpath/contracts/settings';
import en from '../../../locales/en/contact.json';
import no from '../../../locales/no/contact.json';
import { daysLabel, groupOfficeHours, hoursLabel, timeZoneName } from './office-hours';

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'en',
  resources: { en: { contact: en }, no: { contact: no } },
  interpolation: { escapeValue: false },
});

/** The table as a reader in `language` sees it: "days: hours" per row. */
function table(week: OfficeHours, language: 'en' | 'no') {
  const t = i18n.getFixedT(language, 'contact') as unknown as TFunction<'contact'>;
  return groupOfficeHours(week).map((row) => `${daysLabel(row.days, t)}: ${hoursLabel(row.hours, t, language)}`);
}

describe('the office hours table', () => {
  it('shows the default week with the texts the contact page always had, in both languages', () => {
    expect(table(DEFAULT_SETTINGS.officeHours, 'en')).toEqual([
      'Mon-Fri: 9:00 AM-6:00 PM',
      'Saturday: 10:00 AM-4:00 PM',
      'Sunday: Closed',
    ]);
    expect(table(DEFAULT_SETTINGS.officeHours, 'no')).toEqual([
      'Man–fre: 09.00–18.00',
      'Lørdag: 10.00–16.00',
      'Søndag: Stengt',
    ]);
  });

  it('groups only days in a row with the same hours; closed days group whatever times they keep', () => {
    const open = (opens: string, closes: string) => ({ open: true, opens, closes });
    const closed = (opens: string) => ({ open: false, opens, closes: '23:00' });
    const week: OfficeHours = {
      mon: open('08:30', '12:00'),
      tue: open('08:30', '16:00'),
      wed: open('08:30', '16:00'),
      thu: open('08:30', '12:00'),
      fri: closed('08:00'),
      sat: closed('10:00'),
      sun: open('00:00', '23:59'),
    };
    expect(table(week, 'en')).toEqual([
      'Monday: 8:30 AM-12:00 PM',
      'Tue-Wed: 8:30 AM-4:00 PM',
      'Thursday: 8:30 AM-12:00 PM',
      'Fri-Sat: Closed',
      'Sunday: 12:00 AM-11:59 PM',
    ]);
    expect(table(week, 'no')[1]).toBe('Tir–ons: 08.30–16.00');
  });

  it("names the time zone in the reader's language, or by its id when the browser knows no name", () => {
    expect(timeZoneName('America/Chicago', 'en')).toMatch(/Central/);
    expect(timeZoneName('Europe/Oslo', 'no')).not.toBe('Europe/Oslo');
    expect(timeZoneName('Not/AZone', 'en')).toBe('Not/AZone');
  });
});
