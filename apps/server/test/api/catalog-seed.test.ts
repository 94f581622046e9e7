import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/db/seed.ts';
import { technologies } from '../../src/db/schema/technologies.ts';
import { users } from '../../src/db/schema/users.ts';
import { fileTestApp, signIn } from '../support/test-app.ts';
import { DEMO_PASSWORD } from '../../src/db/seed.ts';
import { call } from '../support/callers.ts';

const t = await fileTestApp();

describe('demo data: technologies, course categories, contact messages', () => {
  it('gives every catalogue screen something to show, and a second run adds nothing', async () => {
    await seedDemoData(t.db);
    const admin = await signIn(t, { email: 'admin@talentpath.test', password: DEMO_PASSWORD });
    const dashboard = async () => (await call(t, 'GET', '/api/admin/dashboard', undefined, admin.headers)).json();
    const first = await dashboard();
    expect(first).toMatchObject({
      courseCategories: { total: 8, active: 7 },
      technologies: { total: 15, active: 13 },
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
  it('the demo Admin and SuperAdmin have read and unread ones of both types, pointing at seeded messages; a second run adds nothing', async () => {
    await seedDemoData(t.db);
    for (const email of ['admin@talentpath.test', 'superadmin@talentpath.test']) {
      const admin = await signIn(t, { email, password: DEMO_PASSWORD });
      const get = async (url: string) => (await call(t, 'GET', url, undefined, admin.headers)).json();
      const summary = await get('/api/v1/notifications/summary');
      expect(summary.unreadCount).toBeGreaterThan(0);
      expect(summary.totalCount).toBeGreaterThan(summary.unreadCount);
      const feed = await get('/api/v1/notifications?pageSize=100');
      expect(new Set(feed.items.map((n: { type: string }) => n.type))).toEqual(
        new Set(['contact-message', 'user-import']),
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
