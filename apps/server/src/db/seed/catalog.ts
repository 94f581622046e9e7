import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { contactMessages } from '../schema/contact.ts';
import { courseCategories } from '../schema/course-categories.ts';
import { technologies } from '../schema/technologies.ts';
import { users } from '../schema/users.ts';

// Demo data for the admin console's catalogue screens: technologies, course categories and a contact inbox.
// Idempotent: names are unique (existing ones are left as they are); the messages are added once.

type Creator = 'admin' | 'superadmin' | 'pm' | 'multi';
const CREATORS: Record<Creator, { email: string; admin: boolean }> = {
  admin: { email: 'admin@talentpath.test', admin: true },
  superadmin: { email: 'superadmin@talentpath.test', admin: true },
  pm: { email: 'pm@talentpath.test', admin: false },
  multi: { email: 'multi@talentpath.test', admin: false },
};

const TECHNOLOGIES: { name: string; by: Creator; inactive?: boolean }[] = [
  { name: 'TypeScript', by: 'admin' },
  { name: 'React', by: 'admin' },
  { name: 'Node.js', by: 'admin' },
  { name: 'PostgreSQL', by: 'admin' },
  { name: 'Kubernetes', by: 'superadmin' },
  { name: 'Docker', by: 'admin' },
  { name: 'AWS', by: 'superadmin' },
  { name: 'Python', by: 'admin' },
  { name: 'Java', by: 'admin' },
  { name: 'AngularJS', by: 'admin', inactive: true },
  { name: 'Figma', by: 'pm' },
  { name: 'Terraform', by: 'pm' },
  { name: 'GraphQL', by: 'pm' },
  { name: 'Playwright', by: 'multi' },
  { name: 'Data protection', by: 'admin' },
  { name: 'jQuery', by: 'pm', inactive: true },
];

const CATEGORIES: { name: string; description: string; inactive?: boolean }[] = [
  { name: 'Software Engineering', description: 'Programming, architecture, testing and delivery practices.' },
  { name: 'Data & Analytics', description: 'Databases, reporting, statistics and data-driven decisions.' },
  { name: 'Cloud & DevOps', description: 'Containers, infrastructure as code, monitoring and operations.' },
  { name: 'Leadership', description: 'Leading teams, feedback, coaching and running effective meetings.' },
  { name: 'Project Management', description: 'Planning, estimation, risk and agile ways of working.' },
  { name: 'Compliance', description: 'Data protection (GDPR), information security and workplace policies.' },
  { name: 'Communication', description: 'Writing, presenting and working across cultures.' },
  { name: 'Legacy Systems', description: 'Courses kept for reference; no longer offered.', inactive: true },
];

const HOUR = 3_600_000;
const MESSAGES: { name: string; email: string; subject: string; message: string; hoursAgo: number; read?: boolean }[] =
  [
    {
      name: 'Emma Johansen',
      email: 'emma.johansen@example.com',
      subject: 'Pricing for 200 learners',
      message: 'Hello! We are a company of about 200 employees. Could you send us pricing for the enterprise plan?',
      hoursAgo: 2,
    },
    {
      name: 'Lucas Moreau',
      email: 'lucas.moreau@example.com',
      subject: 'Cannot reset my password',
      message: 'I requested a reset link twice but nothing arrived, not even in the spam folder. Can you help?',
      hoursAgo: 5,
    },
    {
      name: 'Priya Raman',
      email: 'priya.raman@example.com',
      subject: 'Certificates for completed courses',
      message: 'Are certificates issued automatically when a course is finished, or does a coordinator approve them?',
      hoursAgo: 26,
    },
    {
      name: 'Tomasz Nowak',
      email: 'tomasz.nowak@example.com',
      subject: 'Single sign-on',
      message: 'Does TalentPath support single sign-on with our identity provider? We use SAML today.',
      hoursAgo: 50,
      read: true,
    },
    {
      name: 'Aisha Bello',
      email: 'aisha.bello@example.com',
      subject: 'Partnership',
      message: 'We produce leadership training videos and would like to discuss offering them through TalentPath.',
      hoursAgo: 75,
      read: true,
    },
    {
      name: 'Henrik Dahl',
      email: 'henrik.dahl@example.com',
      subject: 'Norwegian translation',
      message: 'Great to see Norwegian supported. Is it possible to report a translation that reads oddly?',
      hoursAgo: 120,
      read: true,
    },
  ];

/** Who sent the demo messages (the demo notifications point at their messages). */
export const SEEDED_SENDERS = MESSAGES.map((m) => m.email);

/** Technologies (some admin-created, some by the demo project managers, two inactive), categories and messages. */
export async function seedCatalog(db: Db) {
  const now = Date.now();
  await db.transaction(async (tx) => {
    const emails = Object.values(CREATORS).map((c) => c.email);
    const found = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
    const idOf = (by: Creator) => found.find((u) => u.email === CREATORS[by].email)?.id ?? null;

    await tx
      .insert(technologies)
      .values(
        TECHNOLOGIES.map((t) => ({
          name: t.name,
          status: t.inactive ? ('inactive' as const) : ('active' as const),
          createdBy: idOf(t.by),
          adminCreated: CREATORS[t.by].admin,
        })),
      )
      .onConflictDoNothing();
    // One at a time, so the identity hands out sort orders in the list's order.
    for (const c of CATEGORIES)
      await tx
        .insert(courseCategories)
        .values({ name: c.name, description: c.description, status: c.inactive ? 'inactive' : 'active' })
        .onConflictDoNothing();

    const [already] = await tx
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(inArray(contactMessages.email, SEEDED_SENDERS))
      .limit(1);
    if (!already)
      await tx.insert(contactMessages).values(
        MESSAGES.map((m) => ({
          name: m.name,
          email: m.email,
          subject: m.subject,
          message: m.message,
          createdAt: new Date(now - m.hoursAgo * HOUR),
          readAt: m.read ? new Date(now - (m.hoursAgo - 1) * HOUR) : null,
        })),
      );
  });
}
