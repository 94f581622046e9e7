import type { Locator } from '@playwright/test';
import type { Lang } from './fixtures.ts';

/** A day ('2026-12-24') as the app's date fields write it in a language: '24.12.2026', '12/24/2026' (ADR 0048). */
export function typedDay(lang: Lang, day: string): string {
  const [year, month, date] = day.split('-');
  return lang === 'no' ? `${date}.${month}.${year}` : `${month}/${date}/${year}`;
}

/** Types a day into one of the app's date fields as a user of that language would, then leaves the field. */
export async function typeDay(field: Locator, lang: Lang, day: string): Promise<void> {
  await field.fill(typedDay(lang, day));
  // Leaving the field closes its calendar, which would lie over what a journey clicks next.
  await field.blur();
}
