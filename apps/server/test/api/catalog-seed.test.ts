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
