import { describe, expect, it } from 'vitest';
import { moved } from './reorder-course-categories';

describe('moved', () => {
  const ids = ['a', 'b', 'c'];

  it('swaps a category with the one before or after it', () => {
    expect(moved(ids, 'b', 'up')).toEqual(['b', 'a', 'c']);
    expect(moved(ids, 'b', 'down')).toEqual(['a', 'c', 'b']);
  });

  it('leaves the order as it is at either end, or for an id the list does not hold', () => {
    expect(moved(ids, 'a', 'up')).toEqual(ids);
    expect(moved(ids, 'c', 'down')).toEqual(ids);
    expect(moved(ids, 'x', 'up')).toEqual(ids);
  });

  it('does not change the list it was given', () => {
    const order = [...ids];
    moved(order, 'c', 'up');
    expect(order).toEqual(ids);
  });
});
