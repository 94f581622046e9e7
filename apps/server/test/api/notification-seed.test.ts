import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notification, notificationTypesOf } from '@talentpath/contracts/notifications';
import { areaOfRole } from '@talentpath/contracts/access';
import type { Role } from '@talentpath/contracts/roles';
import { DEMO_PASSWORD, seedDemoData } from '../../src/db/seed.ts';
import { notifications } from '../../src/db/schema/notifications.ts';
import { recordDueSoon } from '../../src/modules/enrolments/enrolments.service.ts';
import { recordOverdueProjects } from '../../src/modules/projects/projects.service.ts';
import { call } from '../support/callers.ts';
import { fileTestApp, signIn } from '../support/test-app.ts';

// The notifications demo data (seed/notifications.ts, seed/activity-notifications.ts): every demo account's feed
// has something to show, new and seen, in the shape the API promises; the reminders' jobs tell no one again; a
// second seed adds nothing.

// The demo data as the seed made it once for this run (test/support/pglite-snapshot.ts): every run below is a second.
const t = await fileTestApp({}, { seeded: true });

const everyRow = () => t.db.select().from(notifications).orderBy(asc(notifications.id));

const FEEDS: [string, Role][] = [
  ['learner@talentpath.test', 'Learner'],
  ['multi@talentpath.test', 'Learner'],
  ['multi@talentpath.test', 'ProjectManager'],
  ['coordinator@talentpath.test', 'CourseCoordinator'],
  ['pm@talentpath.test', 'ProjectManager'],
  ['admin@talentpath.test', 'Admin'],
  ['superadmin@talentpath.test', 'SuperAdmin'],
];

describe('notifications demo data', () => {
  it.each(FEEDS)(
    '%s as %s has read and unread notifications of its feed’s types, as the API shows them',
    async (email, role) => {
      const { accessToken } = await signIn(t, { email, password: DEMO_PASSWORD }, role);
      const h = { authorization: `Bearer ${accessToken}`, 'x-active-role': role };
      const base = role === 'Learner' ? '/api/v1/learner/notifications' : '/api/v1/notifications';
      const summary = (await call(t, 'GET', `${base}/summary`, undefined, h)).json();
      // Jonas manages one project, on time: as a PM he has only been told of his password.
      if (email !== 'multi@talentpath.test' || role === 'Learner')
        expect(summary.unreadCount, email).toBeGreaterThan(0);
      expect(summary.totalCount).toBeGreaterThan(summary.unreadCount);
      const page = await call(t, 'GET', `${base}?pageSize=100`, undefined, h);
      expect(page.statusCode, page.body).toBe(200);
      const types = new Set(notificationTypesOf(areaOfRole(role)));
      for (const item of page.json().items) {
        expect(() => notification.parse(item)).not.toThrow();
        expect(types.has(item.type)).toBe(true);
      }
      expect(new Date(page.json().items[0].createdAt).getTime()).toBeLessThanOrEqual(Date.now());
    },
  );

  it('Leah has courses assigned and due dates close; Ingrid an essay to mark and a course completed', async () => {
    const { accessToken } = await signIn(t, { email: 'learner@talentpath.test', password: DEMO_PASSWORD });
    const h = { authorization: `Bearer ${accessToken}`, 'x-active-role': 'Learner' };
    const items = (await call(t, 'GET', '/api/v1/learner/notifications?pageSize=100', undefined, h)).json().items as {
      type: string;
    }[];
    const types = new Set(items.map((i) => i.type));
    for (const type of ['course-assigned', 'course-due-soon']) expect(types, type).toContain(type);
    const coordinator = await signIn(t, { email: 'coordinator@talentpath.test', password: DEMO_PASSWORD });
    const theirs = (await call(t, 'GET', '/api/v1/notifications?pageSize=100', undefined, coordinator.headers)).json()
      .items as { type: string }[];
    for (const type of ['course-completed', 'quiz-needs-grading'])
      expect(
        theirs.map((i) => i.type),
        type,
      ).toContain(type);
  });

  it('the reminder jobs record nothing the seed already told, and a second seed adds nothing', async () => {
    const before = await everyRow();
    expect(await recordDueSoon(t.app.platform)).toBe(0);
    expect(await recordOverdueProjects(t.app.platform)).toBe(0);
    await seedDemoData(t.db);
    expect(await everyRow()).toEqual(before);
  }, 120_000);
});
