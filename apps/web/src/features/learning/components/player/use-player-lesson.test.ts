import { describe, expect, it } from 'vitest';
import { pickLesson } from './use-player-lesson';

describe('the lesson the player opens', () => {
  const ids = ['a', 'b', 'c'];

  it('is the one in the address when the course has it (a reload stays on it)', () => {
    expect(pickLesson(ids, 'c', 'b')).toBe('c');
  });

  it('is the resume point when the address names none, or one the course no longer has', () => {
    expect(pickLesson(ids, null, 'b')).toBe('b');
    expect(pickLesson(ids, 'deleted', 'b')).toBe('b');
  });

  it('is the first lesson without a usable resume point, and none in a course without lessons', () => {
    expect(pickLesson(ids, null, null)).toBe('a');
    expect(pickLesson(ids, null, 'gone')).toBe('a');
    expect(pickLesson([], 'a', 'a')).toBeNull();
  });
});
