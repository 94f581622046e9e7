import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@talentpath/contracts/constants';

/** A course the learner opened in the player, as the dashboard lists it (spec §3: `recentlyAccessedCourses`). */
export type RecentCourse = { id: string; title: string; thumbnailUrl?: string; accessedAt: string };

/** How many courses the list keeps. */
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
    (v.thumbnailUrl === undefined || typeof v.thumbnailUrl === 'string')
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

/** Puts a course first (once), keeping the newest RECENT_COURSES_MAX. */
export function recordRecentCourse(
  course: { id: string; title: string; thumbnailUrl: string | null },
  now = new Date(),
): void {
  const entry: RecentCourse = { id: course.id, title: course.title, accessedAt: now.toISOString() };
  if (course.thumbnailUrl) entry.thumbnailUrl = course.thumbnailUrl;
  const next = [entry, ...readRecentCourses().filter((c) => c.id !== course.id)].slice(0, RECENT_COURSES_MAX);
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    return; // storage full or refused: the list is a convenience
  }
  for (const listener of [...listeners]) listener();
}

/** The thumbnail address if it is still fresh enough to load, else null (the card shows its gradient). */
export function freshThumbnail(course: RecentCourse, now = Date.now()): string | null {
  if (!course.thumbnailUrl) return null;
  return now - Date.parse(course.accessedAt) < THUMBNAIL_FRESH_MS ? course.thumbnailUrl : null;
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

/** The recently accessed courses, newest first, following changes in this tab and others. */
export const useRecentCourses = (): RecentCourse[] => useSyncExternalStore(subscribe, readRecentCourses, () => EMPTY);
