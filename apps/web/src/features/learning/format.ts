import i18next from 'i18next';

/** An estimated time in minutes as people say it: "45 min", "2 h", "1 h 30 min". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return i18next.t('learning:duration.minutes', { count: rest });
  if (rest === 0) return i18next.t('learning:duration.hours', { count: hours });
  return i18next.t('learning:duration.hoursMinutes', { hours, minutes: rest });
}
