import { describe, expect, it } from 'vitest';
import { assignDefaults } from './assign-defaults';

const dev = { id: 'dev', count: 2, filled: 1 };
const test = { id: 'test', count: 1, filled: 0 };
const person = { id: 'ana', workload: 40 };
const member = (employee: string, role: string) => ({ employee: { id: employee }, role: { id: role } });

describe('assignDefaults', () => {
  it('opens on a role still needed that the person does not hold', () => {
    expect(assignDefaults({ roles: [dev, test], team: [member('ana', 'dev')] }, person).roleId).toBe('test');
    expect(assignDefaults({ roles: [dev, test], team: [member('bo', 'dev')] }, person).roleId).toBe('dev');
  });

  it('opens on no role when the person already holds every role the project names (no warning at once)', () => {
    expect(assignDefaults({ roles: [dev], team: [member('ana', 'dev')] }, person).roleId).toBe('');
  });

  it('falls back to a role not held, even one already filled', () => {
    const filled = { ...test, filled: 1 };
    expect(assignDefaults({ roles: [dev, filled], team: [member('ana', 'dev')] }, person).roleId).toBe('test');
  });

  it('offers as much free time as there is, at most 50%', () => {
    expect(assignDefaults({ roles: [dev], team: [] }, person).workload).toBe(50);
    expect(assignDefaults({ roles: [dev], team: [] }, { ...person, workload: 80 }).workload).toBe(20);
    expect(assignDefaults({ roles: [dev], team: [] }, { ...person, match: { freeCapacity: 10 } }).workload).toBe(10);
  });
});
