import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@talentpath/contracts/constants';
import type { Enrolment } from '@talentpath/contracts/enrolments';

/**
 * A course the learner opened, as "Recently opened" lists it. The list is the server's (the dashboard's `recent`,
 * from the same `lastAccessedAt` the cards' "Last opened" shows), so every browser shows the same; this browser
 * keeps the last one it got under spec §3's `recentlyAccessedCourses`, to show while the dashboard loads.
 */
export type RecentCourse = {
  id: string;
  title: string;
  thumbnailUrl?: string;
  accessedAt: string;
  /** When the thumbnail's signed address was received. */
  storedAt?: string;
};

/** How many courses the list keeps (the server sends at most as many). */
export const RECENT_COURSES_MAX = 6;
// A thumbnail address is signed for at least an hour (ADR 0033): an older one is not shown.
const THUMBNAIL_FRESH_MS = 60 * 60_000;

const KEY = STORAGE_KEYS.recentlyAccessedCourses;
const listeners = new Set<() => void>();
const EMPTY: RecentCourse[] = [];
let cache: { raw: string | null; list: RecentCourse[] } = { raw: null, list: EMPTY };

const isRecent = (value: unknown): value is RecentCourse => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.title === 'string' &&
    typeof v.accessedAt === 'string' &&
    (v.thumbnailUrl === undefined || typeof v.thumbnailUrl === 'string') &&
    (v.storedAt === undefined || typeof v.storedAt === 'string')
  );
};

/** The stored list, newest first; anything unreadable counts as empty (the key is the browser's, not ours alone). */
export function readRecentCourses(): RecentCourse[] {
  let raw: string | null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    return EMPTY;
  }
  if (raw === cache.raw) return cache.list;
  let list: RecentCourse[] = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) list = parsed.filter(isRecent).slice(0, RECENT_COURSES_MAX);
  } catch {
    list = EMPTY;
  }
  cache = { raw, list };
  return list;
}

/** The server's recently opened enrolments as the list shows them; those never opened are left out. */
export function toRecentCourses(enrolments: Enrolment[], now = new Date()): RecentCourse[] {
  const list: RecentCourse[] = [];
  for (const { course, lastAccessedAt } of enrolments.slice(0, RECENT_COURSES_MAX)) {
    if (!lastAccessedAt) continue;
    const entry: RecentCourse = { id: course.id, title: course.title, accessedAt: lastAccessedAt };
    if (course.thumbnailUrl) Object.assign(entry, { thumbnailUrl: course.thumbnailUrl, storedAt: now.toISOString() });
    list.push(entry);
  }
  return list;
}

/** Keeps the server's list in this browser. */
export function storeRecentCourses(list: RecentCourse[]): void {
  const raw = JSON.stringify(list);
  try {
    if (localStorage.getItem(KEY) === raw) return;
    localStorage.setItem(KEY, raw);
  } catch {
    return; // storage full or refused: the copy is a convenience
  }
  for (const listener of [...listeners]) listener();
}

/** The thumbnail address if it is still fresh enough to load, else null (the card shows its gradient). */
export function freshThumbnail(course: RecentCourse, now = Date.now()): string | null {
  if (!course.thumbnailUrl || !course.storedAt) return null;
  return now - Date.parse(course.storedAt) < THUMBNAIL_FRESH_MS ? course.thumbnailUrl : null;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab (or sign-out there) changes the list too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The recently opened courses, newest first: the server's `recent` once it is there (and kept in this browser),
 * until then the copy this browser kept of it; null while there is neither (nothing known yet).
 */
export function useRecentCourses(server: Enrolment[] | undefined): RecentCourse[] | null {
  const stored = useSyncExternalStore(subscribe, readRecentCourses, () => EMPTY);
  const fromServer = useMemo(() => (server ? toRecentCourses(server) : null), [server]);
  useEffect(() => {
    if (fromServer) storeRecentCourses(fromServer);
  }, [fromServer]);
  return fromServer ?? (stored.length > 0 ? stored : null);
}
