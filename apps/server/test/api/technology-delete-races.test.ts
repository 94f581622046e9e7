import { describe, expect, it } from 'vitest';
import { addDays, today } from '@talentpath/contracts/calendar-days';
import { TECHNOLOGY_NOT_FOUND } from '@talentpath/contracts/technologies';
import { expectError, expectValidation } from '../support/api.ts';
import { call, everyRole } from '../support/callers.ts';
import { after, body, ROUNDS, unique } from '../support/delete-races.ts';
import { createUser, fileTestApp } from '../support/test-app.ts';

// A write that names a technology racing that technology's delete (issue 22): on PostgreSQL the delete could land
// between the write's check and its insert, and the foreign key's refusal came back as a bare 409 CONFLICT (a 500
// for a person's skills), while PGlite, one transaction at a time, answered 400 'Technology not found'. On both,
// either the delete comes first and the write answers 'Technology not found', or the write does and the delete is
// refused because the technology is in use (or, for skills, takes them along).

const t = await fileTestApp();
const who = await everyRole(t);
const pm = who.ProjectManager;
const tech = async () =>
  body(await call(t, 'POST', '/api/technologies', { name: unique('Tech') }, who.Admin.h), 201) as { id: string };
const removeTech = (id: string) => call(t, 'DELETE', `/api/technologies/${id}`, undefined, who.Admin.h);
const newProject = (technologyIds: string[]) => ({
  name: unique('Project'),
  startDate: addDays(today(), -5),
  deadline: addDays(today(), 30),
  technologyIds,
});
const technologyIdsOf = async (projectId: string) =>
  (
    body(await call(t, 'GET', `/api/projects/${projectId}`, undefined, pm.h), 200) as { technologies: { id: string }[] }
  ).technologies.map((x) => x.id);

type Res = Awaited<ReturnType<typeof call>>;

/** The delete, sent a little after the write in some rounds (0–8 ms), so that both orders and the gap between a
 * write's check and its insert are met. */
const removeAfter = (round: number, id: string) => after(round, () => removeTech(id));

/** The write and the delete agree: the write went first (and the delete was refused), or the delete did. */
function expectOneOrder(write: Res, remove: Res, writePath: string, writeStatus = 200) {
  if (write.statusCode === writeStatus) {
    expectError(remove, 409, 'TECHNOLOGY_IN_USE', 'Cannot delete technology that is in use by projects');
    return 'write first';
  }
  expectValidation(write, writePath, TECHNOLOGY_NOT_FOUND);
  expect(write.json().message, write.body).toBe(TECHNOLOGY_NOT_FOUND);
  expect(remove.statusCode, remove.body).toBe(204);
  return 'delete first';
}

describe('a technology deleted while a write names it', () => {
  it("a project's change: 200 and the delete refused, or 400 'Technology not found' and the delete done", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [kept, x] = [await tech(), await tech()];
      const project = body(await call(t, 'POST', '/api/projects', newProject([kept.id]), pm.h), 201) as { id: string };
      const [changed, removed] = await Promise.all([
        call(t, 'PUT', `/api/projects/${project.id}`, { technologyIds: [kept.id, x.id] }, pm.h),
        removeAfter(round, x.id),
      ]);
      const order = expectOneOrder(changed, removed, 'technologyIds.1');
      const expected = order === 'write first' ? [kept.id, x.id] : [kept.id];
      expect((await technologyIdsOf(project.id)).sort()).toEqual(expected.sort());
    }
  });

  it("a new project: 201 and the delete refused, or 400 'Technology not found' and nothing made", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const x = await tech();
      const input = newProject([x.id]);
      const [created, removed] = await Promise.all([
        call(t, 'POST', '/api/projects', input, pm.h),
        removeAfter(round, x.id),
      ]);
      const order = expectOneOrder(created, removed, 'technologyIds.0', 201);
      if (order === 'delete first') {
        const found = body(
          await call(t, 'GET', `/api/projects?searchTerm=${encodeURIComponent(input.name)}`, undefined, pm.h),
          200,
        );
        expect(found.items).toEqual([]);
      }
    }
  });

  it("a person's skills: 200, or 400 'Technology not found'; never a 500 or a bare conflict", async () => {
    const person = await createUser(t, { roles: ['Learner'] });
    for (let round = 0; round < ROUNDS; round++) {
      const [kept, x] = [await tech(), await tech()];
      const skills = [
        { technologyId: kept.id, level: 3 },
        { technologyId: x.id, level: 4 },
      ];
      const [set, removed] = await Promise.all([
        call(t, 'PUT', `/api/employees/${person.id}/skills`, { skills }, pm.h),
        removeAfter(round, x.id),
      ]);
      // Skills do not keep a technology: its delete goes ahead either way, taking the skill with it.
      expect(removed.statusCode, removed.body).toBe(204);
      if (set.statusCode !== 200) expectValidation(set, 'skills.1.technologyId', TECHNOLOGY_NOT_FOUND);
      const now = body(await call(t, 'GET', `/api/employees/${person.id}`, undefined, pm.h), 200) as {
        technologies: { id: string }[];
      };
      expect(now.technologies.map((s) => s.id)).not.toContain(x.id);
    }
  });
});
