import { describe, expect, it } from 'vitest';
import { EMPTY_SELECTION, pageSelection, setLearners, toggleLearner } from './learner-selection';

const ada = { id: 'a', name: 'Ada' };
const bo = { id: 'b', name: 'Bo' };
const cy = { id: 'c', name: 'Cy' };

describe('the learners chosen on the assign screen', () => {
  it('toggles one learner in and out', () => {
    const one = toggleLearner(EMPTY_SELECTION, ada);
    expect([...one]).toEqual([['a', 'Ada']]);
    expect(toggleLearner(one, ada).size).toBe(0);
    expect(EMPTY_SELECTION.size).toBe(0);
  });

  it('selects a whole page and keeps those chosen on other pages', () => {
    const before = toggleLearner(EMPTY_SELECTION, cy);
    const all = setLearners(before, [ada, bo], true);
    expect([...all.keys()].sort()).toEqual(['a', 'b', 'c']);
    expect([...setLearners(all, [ada, bo], false).keys()]).toEqual(['c']);
  });

  it('says whether the page is chosen entirely, partly or not at all', () => {
    expect(pageSelection(EMPTY_SELECTION, [ada, bo])).toBe('none');
    expect(pageSelection(toggleLearner(EMPTY_SELECTION, ada), [ada, bo])).toBe('some');
    expect(pageSelection(setLearners(EMPTY_SELECTION, [ada, bo], true), [ada, bo])).toBe('all');
    expect(pageSelection(toggleLearner(EMPTY_SELECTION, cy), [])).toBe('none');
  });
});
