import type { TFunction } from 'i18next';
import { daysBetween, today as todayIso } from '@talentpath/contracts/calendar-days';

/**
 * Spec §4: available now, tomorrow, in N days, in N weeks (from two weeks on), or fully allocated (at 100% today,
 * with the day they free up when there is one).
 */
export function availabilityKey(availableFrom: string, fullyAllocated: boolean, today: string) {
  const days = Math.max(0, daysBetween(today, availableFrom));
  if (days === 0 && !fullyAllocated) return { key: 'availability.now', count: 0 } as const;
  if (days <= 1) return { key: 'availability.tomorrow', count: 1 } as const;
  if (days < 14) return { key: 'availability.inDays', count: days } as const;
  return { key: 'availability.inWeeks', count: Math.floor(days / 7) } as const;
}

export function availabilityLabel(
  t: TFunction<'workforce'>,
  availableFrom: string,
  fullyAllocated: boolean,
  today = todayIso(),
) {
  const { key, count } = availabilityKey(availableFrom, fullyAllocated, today);
  return t(key, { count });
}
