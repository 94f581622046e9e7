/** Per changed value, what it was and became; keyed by its dotted path ('contactEmail', 'officeHours.sat.closes'). */
export type SettingsChanges = Record<string, { from: unknown; to: unknown }>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * What differs between two versions of the settings, down to single values: the audit log then says "Saturday
 * closes 16:00 → 15:00" rather than repeating the whole week.
 */
export function settingsChanges(before: unknown, after: unknown, path = ''): SettingsChanges {
  if (isRecord(before) && isRecord(after)) {
    const changes: SettingsChanges = {};
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)]))
      Object.assign(changes, settingsChanges(before[key], after[key], path ? `${path}.${key}` : key));
    return changes;
  }
  return Object.is(before, after) ? {} : { [path]: { from: before ?? null, to: after ?? null } };
}
