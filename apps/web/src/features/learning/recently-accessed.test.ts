import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@talentpath/contracts/constants';
import { freshThumbnail, RECENT_COURSES_MAX, readRecentCourses, recordRecentCourse } from './recently-accessed';

const course = (n: number, thumbnailUrl: string | null = null) => ({ id: `c${n}`, title: `Course ${n}`, thumbnailUrl });

describe('recently accessed courses (spec §3 recentlyAccessedCourses)', () => {
  afterEach(() => localStorage.clear());

  it('puts the course opened last first, once, and keeps only the newest six', () => {
    for (let n = 1; n <= 8; n++) recordRecentCourse(course(n), new Date(Date.UTC(2026, 0, n)));
    recordRecentCourse(course(5), new Date(Date.UTC(2026, 0, 9)));
    const list = readRecentCourses();
    expect(list.map((c) => c.id)).toEqual(['c5', 'c8', 'c7', 'c6', 'c4', 'c3']);
    expect(list).toHaveLength(RECENT_COURSES_MAX);
    expect(list[0]).toEqual({ id: 'c5', title: 'Course 5', accessedAt: '2026-01-09T00:00:00.000Z' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.recentlyAccessedCourses)!)).toEqual(list);
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
    recordRecentCourse(course(1));
    expect(readRecentCourses()).toBe(readRecentCourses());
  });

  it('offers a thumbnail only while its signed address is still fresh', () => {
    const now = Date.UTC(2026, 0, 1, 12);
    recordRecentCourse(course(1, '/api/courses/c1/thumbnail?t=x'), new Date(now - 30 * 60_000));
    const [entry] = readRecentCourses();
    expect(freshThumbnail(entry!, now)).toBe('/api/courses/c1/thumbnail?t=x');
    expect(freshThumbnail(entry!, now + 31 * 60_000)).toBeNull();
  });
});
