import { describe, expect, it } from 'vitest';
import { addDays, today } from '@talentpath/contracts/calendar-days';
import { PROJECT_ROLE_NOT_FOUND } from '@talentpath/contracts/project-roles';
import { expectError, expectValidation } from '../support/api.ts';
import { call, everyRole } from '../support/callers.ts';
import { after, body, ROUNDS, unique } from '../support/delete-races.ts';
import { createUser, fileTestApp } from '../support/test-app.ts';

// A write that names a project role racing that role's delete, as technology-delete-races.test.ts for technologies:
// on PostgreSQL the delete could land between the write's check and its insert, and the foreign key's refusal came
// back as a bare 409 CONFLICT, while PGlite, one transaction at a time, answered 'Role not found'. On both, either
// the delete comes first and the write is told 'Role not found', or the write does and the delete is refused.

const t = await fileTestApp();
const who = await everyRole(t);
const pm = who.ProjectManager;
const role = async () =>
  body(await call(t, 'POST', '/api/project-roles', { name: unique('Role') }, pm.h), 201) as { id: string };
const project = async () =>
  body(
    await call(
      t,
      'POST',
      '/api/projects',
      { name: unique('Project'), startDate: addDays(today(), -5), deadline: addDays(today(), 30) },
      pm.h,
    ),
    201,
  ) as { id: string };

type Res = Awaited<ReturnType<typeof call>>;

/** The delete, sent a little after the write in some rounds (0–8 ms), so that both orders and the gap between a
 * write's check and its insert are met. */
const removeAfter = (round: number, id: string) =>
  after(round, () => call(t, 'DELETE', `/api/project-roles/${id}`, undefined, pm.h));

/** The write went first (and the delete was refused), or the delete did (and the write was told so). */
function expectOneOrder(write: Res, remove: Res, writeStatus: number, refused: (write: Res) => void) {
  if (write.statusCode === writeStatus) {
    expectError(remove, 409, 'PROJECT_ROLE_IN_USE');
    return 'write first';
  }
  refused(write);
  expect(remove.statusCode, remove.body).toBe(204);
  return 'delete first';
}

describe('a project role deleted while a write names it', () => {
  it("a project's needs: 200 and the delete refused, or 400 'Role not found' and the needs unchanged", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [kept, x, made] = [await role(), await role(), await project()];
      const [changed, removed] = await Promise.all([
        call(
          t,
          'PUT',
          `/api/projects/${made.id}`,
          {
            roles: [
              { roleId: kept.id, count: 1 },
              { roleId: x.id, count: 2 },
            ],
          },
          pm.h,
        ),
        removeAfter(round, x.id),
      ]);
      const order = expectOneOrder(changed, removed, 200, (write) =>
        expectValidation(write, 'roles.1.roleId', PROJECT_ROLE_NOT_FOUND),
      );
      const now = body(await call(t, 'GET', `/api/projects/${made.id}`, undefined, pm.h), 200) as {
        roles: { id: string }[];
      };
      expect(now.roles.map((r) => r.id).sort()).toEqual(order === 'write first' ? [kept.id, x.id].sort() : []);
    }
  });

  it("an assignment: 201 and the delete refused, or 404 'Role not found' and nobody assigned", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [x, made, person] = [await role(), await project(), await createUser(t, { roles: ['Learner'] })];
      const [assigned, removed] = await Promise.all([
        call(
          t,
          'POST',
          `/api/projects/${made.id}/assignments`,
          { employeeId: person.id, roleId: x.id, workload: 20 },
          pm.h,
        ),
        removeAfter(round, x.id),
      ]);
      const order = expectOneOrder(assigned, removed, 201, (write) =>
        expectError(write, 404, 'NOT_FOUND', PROJECT_ROLE_NOT_FOUND),
      );
      const team = body(await call(t, 'GET', `/api/projects/${made.id}/assignments`, undefined, pm.h), 200) as {
        items: unknown[];
      };
      expect(team.items).toHaveLength(order === 'write first' ? 1 : 0);
    }
  });
});
