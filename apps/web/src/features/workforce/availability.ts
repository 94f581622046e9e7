import type { TFunction } from 'i18next';

const DAY_MS = 86_400_000;

/** Whole days from `today` to `day` (both YYYY-MM-DD). */
export const daysUntil = (day: string, today: string) =>
  Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);

export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * Spec §4: available now, tomorrow, in N days, in N weeks (from two weeks on), or fully allocated (at 100% today,
 * with the day they free up when there is one).
 */
export function availabilityKey(availableFrom: string, fullyAllocated: boolean, today: string) {
  const days = Math.max(0, daysUntil(availableFrom, today));
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
