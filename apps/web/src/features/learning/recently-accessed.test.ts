import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@talentpath/contracts/constants';
import type { Enrolment } from '@talentpath/contracts/enrolments';
import { freshThumbnail, readRecentCourses, storeRecentCourses, toRecentCourses } from './recently-accessed';

const enrolment = (n: number, lastAccessedAt: string | null, thumbnailUrl: string | null = null) =>
  ({ course: { id: `c${n}`, title: `Course ${n}`, thumbnailUrl }, lastAccessedAt }) as Enrolment;

describe('recently opened courses (the server’s list, kept under spec §3 recentlyAccessedCourses)', () => {
  afterEach(() => localStorage.clear());

  it('takes the server’s order and its lastAccessedAt, leaves out what was never opened, keeps at most six', () => {
    const list = toRecentCourses([
      enrolment(1, '2026-01-09T00:00:00.000Z'),
      enrolment(2, null),
      ...[3, 4, 5, 6, 7, 8].map((n) => enrolment(n, `2026-01-0${9 - n + 2}T00:00:00.000Z`)),
    ]);
    expect(list.map((c) => c.id)).toEqual(['c1', 'c3', 'c4', 'c5', 'c6']);
    expect(list[0]).toEqual({ id: 'c1', title: 'Course 1', accessedAt: '2026-01-09T00:00:00.000Z' });
    storeRecentCourses(list);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.recentlyAccessedCourses)!)).toEqual(list);
    expect(readRecentCourses()).toEqual(list);
  });

  it('reads a missing, broken or foreign value as an empty list, and skips entries of the wrong shape', () => {
    expect(readRecentCourses()).toEqual([]);
    localStorage.setItem(STORAGE_KEYS.recentlyAccessedCourses, '{not json');
    expect(readRecentCourses()).toEqual([]);
    localStorage.setItem(
      STORAGE_KEYS.recentlyAccessedCourses,
      JSON.stringify([{ id: 'a', title: 'A', accessedAt: '2026-01-01T00:00:00Z' }, { id: 3 }, 'x']),
    );
    expect(readRecentCourses().map((c) => c.id)).toEqual(['a']);
  });

  it('returns the same list object while the stored value is unchanged (a stable external-store snapshot)', () => {
    storeRecentCourses(toRecentCourses([enrolment(1, '2026-01-01T00:00:00.000Z')]));
    expect(readRecentCourses()).toBe(readRecentCourses());
  });

  it('offers a thumbnail only while its signed address is still fresh', () => {
    const now = Date.UTC(2026, 0, 1, 12);
    const [entry] = toRecentCourses(
      [enrolment(1, '2025-06-01T00:00:00.000Z', '/api/courses/c1/thumbnail?t=x')],
      new Date(now - 30 * 60_000),
    );
    expect(freshThumbnail(entry!, now)).toBe('/api/courses/c1/thumbnail?t=x');
    expect(freshThumbnail(entry!, now + 31 * 60_000)).toBeNull();
  });
});
