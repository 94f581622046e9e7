import { describe, expect, it } from 'vitest';
import { chosenAssignments } from './team-picks';

describe('chosenAssignments', () => {
  const slots = [{ role: { id: 'dev' } }, { role: { id: 'test' } }];

  it('sends each slot with a person, in its role, at the workload', () => {
    expect(chosenAssignments(['a', null], slots, 30)).toEqual([{ employeeId: 'a', roleId: 'dev', workload: 30 }]);
  });

  it('leaves out picks of slots the new suggestion no longer has (after an accept), and picks before any suggestion', () => {
    expect(chosenAssignments(['a', 'b'], [], 30)).toEqual([]);
    expect(chosenAssignments(['a', 'b'], slots.slice(0, 1), 30)).toEqual([
      { employeeId: 'a', roleId: 'dev', workload: 30 },
    ]);
    expect(chosenAssignments(['a'], undefined, 30)).toEqual([]);
  });
});
