import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../src/db/schema/contact.ts';
import { courseCategories } from '../../src/db/schema/course-categories.ts';
import { technologies } from '../../src/db/schema/technologies.ts';
import { fileTestApp, createUser } from '../support/test-app.ts';
import { expectError } from '../support/api.ts';
import { call, everyRole, type Headers } from '../support/callers.ts';

const t = await fileTestApp();
const who = await everyRole(t);
const dashboard = (h: Headers) => call(t, 'GET', '/api/admin/dashboard', undefined, h);

describe('GET /api/admin/dashboard', () => {
  it('counts total and active categories, users and technologies, and unread contact messages', async () => {
    const empty = (await dashboard(who.Admin.h)).json();
    // the five callers (one per role) exist already
    expect(empty).toEqual({
      courseCategories: { total: 0, active: 0 },
      users: { total: 5, active: 5 },
      technologies: { total: 0, active: 0 },
      contactMessages: { unread: 0 },
    });

    await createUser(t, { status: 'disabled' });
    await createUser(t);
    await t.db
      .insert(courseCategories)
      .values([{ name: 'Software Engineering' }, { name: 'Leadership' }, { name: 'Archive', status: 'inactive' }]);
    await t.db
      .insert(technologies)
      .values([
        { name: 'TypeScript' },
        { name: 'COBOL', status: 'inactive' },
        { name: 'React', adminCreated: true },
        { name: 'Perl', status: 'inactive' },
      ]);
    const msg = { name: 'A', email: 'a@example.com', subject: 'S', message: 'Some message text' };
    await t.db.insert(contactMessages).values([msg, msg, { ...msg, readAt: new Date() }]);

    for (const role of ['Admin', 'SuperAdmin'] as const) {
      const res = await dashboard(who[role].h);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        courseCategories: { total: 3, active: 2 },
        users: { total: 7, active: 6 },
        technologies: { total: 4, active: 2 },
        contactMessages: { unread: 2 },
      });
    }

    // A deleted user stays as an anonymised row for history (ADR 0020) but is no longer counted.
    const leaving = await createUser(t);
    expect((await dashboard(who.Admin.h)).json().users).toEqual({ total: 8, active: 7 });
    const deleted = await call(t, 'DELETE', `/api/admin/users/${leaving.id}`, undefined, who.Admin.h);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect((await dashboard(who.Admin.h)).json().users).toEqual({ total: 7, active: 6 });
  });

  it('is refused to Learner, CourseCoordinator and ProjectManager (403) and without a token (401)', async () => {
    for (const role of ['Learner', 'CourseCoordinator', 'ProjectManager'] as const)
      expectError(await dashboard(who[role].h), 403, 'FORBIDDEN');
    expectError(await dashboard(who.none.h), 401, 'UNAUTHORIZED');
  });
});
