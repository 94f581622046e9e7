import type { SystemSettings, SystemSettingsInput } from '@talentpath/contracts/settings';

/** What the form edits of the saved settings (all but the logo, the version and who saved them). */
export function valuesOf(settings: SystemSettings): SystemSettingsInput {
  const { logoUrl: _logo, version: _version, updatedAt: _at, updatedBy: _by, ...fields } = settings;
  return structuredClone(fields);
}

/** Every field's path in the form, down to single values ('officeHours.mon.opens'). */
function leafPaths(value: unknown, path = ''): string[] {
  if (value === null || typeof value !== 'object') return [path];
  return Object.entries(value).flatMap(([key, inner]) => leafPaths(inner, path ? `${path}.${key}` : key));
}

/** Where a server `details` path goes: the field of that path when the form has it, else the form's general error. */
export const fieldOfPath = (values: SystemSettingsInput) => {
  const paths = new Set(leafPaths(values));
  return (path: string) => (paths.has(path) ? path : null);
};

/** Whether the form holds anything not saved (compared value by value, in the order the form keeps them). */
export const hasChanges = (values: SystemSettingsInput, saved: SystemSettings) =>
  leafPaths(values).some((path) => valueAt(values, path) !== valueAt(valuesOf(saved), path));

const valueAt = (value: unknown, path: string) =>
  path.split('.').reduce<unknown>((inner, key) => (inner as Record<string, unknown> | undefined)?.[key], value);
