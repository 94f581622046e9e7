import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/db/seed.ts';
import { technologies } from '../../src/db/schema/technologies.ts';
import { users } from '../../src/db/schema/users.ts';
import { fileTestApp, signIn } from '../support/test-app.ts';
import { DEMO_PASSWORD } from '../../src/db/seed.ts';
import { call } from '../support/callers.ts';
import { spansByEmployee } from '../../src/modules/staffing/spans.repository.ts';
import { peakLoad } from '@talentpath/contracts/workload';

// The demo data as the seed made it once for this run (test/support/pglite-snapshot.ts): every run below is a second.
const t = await fileTestApp({}, { seeded: true });

describe('demo data: technologies, course categories, contact messages', () => {
  it('gives every catalogue screen something to show, and a second run adds nothing', async () => {
    await seedDemoData(t.db);
    const admin = await signIn(t, { email: 'admin@talentpath.test', password: DEMO_PASSWORD });
    const dashboard = async () => (await call(t, 'GET', '/api/admin/dashboard', undefined, admin.headers)).json();
    const first = await dashboard();
    expect(first).toMatchObject({
      courseCategories: { total: 8, active: 7 },
      technologies: { total: 16, active: 14 },
      contactMessages: { unread: 3 },
    });

    const [pm] = await t.db.select().from(users).where(eq(users.email, 'pm@talentpath.test'));
    const pmTechnologies = await t.db.select().from(technologies).where(eq(technologies.createdBy, pm!.id));
    expect(pmTechnologies.length).toBeGreaterThanOrEqual(3);
    expect(pmTechnologies.every((x) => !x.adminCreated)).toBe(true);
    const inbox = (await call(t, 'GET', '/api/admin/contact-messages', undefined, admin.headers)).json();
    expect(inbox.items).toHaveLength(6);

    await seedDemoData(t.db);
    expect(await dashboard()).toEqual(first);
  });
});

describe('demo data: notifications', () => {
  it('the demo Admin and SuperAdmin have read and unread ones of both admin types (and a password change), pointing at seeded messages; a second run adds nothing', async () => {
    await seedDemoData(t.db);
    for (const email of ['admin@talentpath.test', 'superadmin@talentpath.test']) {
      const admin = await signIn(t, { email, password: DEMO_PASSWORD });
      const get = async (url: string) => (await call(t, 'GET', url, undefined, admin.headers)).json();
      const summary = await get('/api/v1/notifications/summary');
      expect(summary.unreadCount).toBeGreaterThan(0);
      expect(summary.totalCount).toBeGreaterThan(summary.unreadCount);
      const feed = await get('/api/v1/notifications?pageSize=100');
      expect(new Set(feed.items.map((n: { type: string }) => n.type))).toEqual(
        new Set(['contact-message', 'user-import', 'password-changed']),
      );
      const inbox = await get('/api/admin/contact-messages?pageSize=100');
      const messages = new Map(inbox.items.map((m: { id: string }) => [m.id, m]));
      for (const n of feed.items.filter((i: { type: string }) => i.type === 'contact-message')) {
        const message = messages.get(n.data.messageId) as { subject: string; readAt: string | null } | undefined;
        expect(message?.subject).toBe(n.data.subject);
        expect(n.isRead).toBe(message!.readAt !== null);
      }
      await seedDemoData(t.db);
      expect(await get('/api/v1/notifications/summary')).toEqual(summary);
    }
  });
});

describe('demo data: workforce planning', () => {
  it('has projects in every status (one overdue), people full, partly free and idle, nobody over 100%; a second run adds nothing', async () => {
    await seedDemoData(t.db);
    const pm = await signIn(t, { email: 'pm@talentpath.test', password: DEMO_PASSWORD }, 'ProjectManager');
    const get = async (url: string, h = pm.headers) => (await call(t, 'GET', url, undefined, h)).json();
    const list = await get('/api/projects?pageSize=100');
    expect(new Set(list.items.map((p: { status: string }) => p.status))).toEqual(
      new Set(['planned', 'in-progress', 'on-hold', 'completed', 'cancelled']),
    );
    expect(list.items.filter((p: { overdue: boolean }) => p.overdue)).toHaveLength(1);
    const people = (await get('/api/employees?pageSize=100')).items as { workload: number; id: string }[];
    expect(people.some((e) => e.workload === 100)).toBe(true);
    expect(people.some((e) => e.workload > 0 && e.workload < 100)).toBe(true);
    expect(people.some((e) => e.workload === 0)).toBe(true);
    const spans = await spansByEmployee(
      t.db,
      people.map((e) => e.id),
    );
    for (const own of spans.values()) expect(peakLoad(own)).toBeLessThanOrEqual(100);
    const learner = await signIn(t, { email: 'learner@talentpath.test', password: DEMO_PASSWORD });
    expect((await get('/api/learner/projects', learner.headers)).items).toHaveLength(2);

    const before = list.totalCount;
    await seedDemoData(t.db);
    expect((await get('/api/projects')).totalCount).toBe(before);
  });
});
