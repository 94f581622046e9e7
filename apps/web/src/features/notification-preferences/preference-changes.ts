import type { Area } from '@talentpath/contracts/access';
import {
  NOTIFICATION_AREA,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
  type NotificationType,
} from '@talentpath/contracts/notifications';

/** What the form holds: the update's shape, every field filled from the server's answer. */
export type PreferenceValues = NotificationPreferencesUpdate;

export const valuesOf = (saved: NotificationPreferences): PreferenceValues => ({
  language: saved.language,
  channels: Object.fromEntries(saved.items.map((item) => [item.type, item.channel])),
});

/** The body of a save: only the language and the channels that differ from what is saved ({} for none). */
export function preferenceChanges(saved: NotificationPreferences, values: PreferenceValues): PreferenceValues {
  const channels: PreferenceValues['channels'] = {};
  for (const item of saved.items) {
    const channel = values.channels?.[item.type];
    if (channel && channel !== item.channel) channels[item.type] = channel;
  }
  return {
    ...(values.language && values.language !== saved.language ? { language: values.language } : {}),
    ...(Object.keys(channels).length > 0 ? { channels } : {}),
  };
}

export const hasChanges = (change: PreferenceValues) => Object.keys(change).length > 0;

// Account ('signed-in') last: it is about the user, not about any one of their roles.
const AREA_ORDER: readonly Area[] = ['learner', 'coordinator', 'project-manager', 'admin', 'signed-in'];

export type PreferenceGroup = { area: Area; types: NotificationType[] };

/**
 * The user's types by the area they are for, in the order the server lists them; the area the user is in now
 * first, then the others in the shell's order, Account last.
 */
export function groupByArea(saved: NotificationPreferences, currentArea: string | undefined): PreferenceGroup[] {
  const order = (area: Area) => (area === currentArea ? -1 : AREA_ORDER.indexOf(area));
  const groups = new Map<Area, NotificationType[]>();
  for (const { type } of saved.items) {
    const area = NOTIFICATION_AREA[type];
    groups.set(area, [...(groups.get(area) ?? []), type]);
  }
  return [...groups].map(([area, types]) => ({ area, types })).sort((a, b) => order(a.area) - order(b.area));
}

/**
 * Where a server field error goes in the form: `channels.<type>` next to that type (when the page shows it),
 * `language` on the language; anything else is the form's general error.
 */
export function fieldOfPath(saved: NotificationPreferences | undefined) {
  return (path: string): string | null => {
    if (path === 'language') return path;
    const type = /^channels\.(.+)$/.exec(path)?.[1];
    return type && saved?.items.some((item) => item.type === type) ? `channels.${type}` : null;
  };
}
