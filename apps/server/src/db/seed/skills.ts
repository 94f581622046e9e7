import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { addDays, today } from '@talentpath/contracts/calendar-days';
import type { Db } from '../../platform/db.ts';
import { deriveSkills } from '../../modules/skills/skills.public.ts';
import { courses, enrolments, lessons } from '../schema/learning.ts';
import { assignments, projectTechnologies, projects } from '../schema/projects.ts';
import { quizAttempts, quizzes } from '../schema/quizzes.ts';
import { courseOutcomes, employeeSkills, skillClaims } from '../schema/skills.ts';
import { technologies } from '../schema/technologies.ts';
import { users } from '../schema/users.ts';

// Demo data for skills with evidence (issue 24, ADR 0059), after workforce (ratings, own assessments) and learning:
// what courses grant and the claims their completions earned, skills shown in delivered projects, certificates
// (learner@'s AWS one has expired), and peers' endorsements. Every kind of claim is somewhere in the demo.

const at = (name: string) => `${name}@talentpath.test`;

/** Course title → what completing it grants. */
const OUTCOMES: Record<string, { technology: string; level: number; requiresPass?: boolean }[]> = {
  'TypeScript for working developers': [{ technology: 'TypeScript', level: 3, requiresPass: true }],
  'React fundamentals': [{ technology: 'React', level: 2 }],
  'PostgreSQL for application developers': [{ technology: 'PostgreSQL', level: 3 }],
  'Docker and containers from scratch': [{ technology: 'Docker', level: 2 }],
  'Kubernetes in production': [{ technology: 'Kubernetes', level: 3 }],
  'Playwright end-to-end testing': [{ technology: 'Playwright', level: 3 }],
  'Python for data analysis': [{ technology: 'Python', level: 2 }],
  'GDPR at work': [{ technology: 'Data protection', level: 2 }],
};

/** Certificates people hold (no course behind them): the last day each counts, in days from today. */
const CERTIFICATES: { email: string; technology: string; level: number; label: string; validForDays: number }[] = [
  { email: at('learner'), technology: 'AWS', level: 3, label: 'AWS Certified Cloud Practitioner', validForDays: -20 },
  {
    email: at('multi'),
    technology: 'Kubernetes',
    level: 4,
    label: 'Certified Kubernetes Administrator',
    validForDays: 400,
  },
];

export async function seedSkills(db: Db) {
  if ((await db.$count(courseOutcomes)) > 0) return; // loaded before
  const day = today();
  await db.transaction(async (tx) => {
    const tech = new Map(
      (await tx.select({ id: technologies.id, name: technologies.name }).from(technologies)).map((t) => [t.name, t.id]),
    );
    const courseRows = await tx
      .select({ id: courses.id, title: courses.title })
      .from(courses)
      .where(inArray(courses.title, Object.keys(OUTCOMES)));
    const outcomes = courseRows.flatMap((c) =>
      (OUTCOMES[c.title] ?? []).flatMap((o, position) =>
        tech.has(o.technology)
          ? [
              {
                courseId: c.id,
                title: c.title,
                technologyId: tech.get(o.technology)!,
                level: o.level,
                requiresPass: o.requiresPass ?? false,
                position,
              },
            ]
          : [],
      ),
    );
    if (outcomes.length) await tx.insert(courseOutcomes).values(outcomes.map(({ title: _title, ...o }) => o));

    // The claims the completions earned, as the durable subscriber writes them (skills.service.ts).
    const completed = await tx
      .select({ userId: enrolments.userId, courseId: enrolments.courseId, completedAt: enrolments.completedAt })
      .from(enrolments)
      .where(
        and(
          isNotNull(enrolments.completedAt),
          inArray(
            enrolments.courseId,
            courseRows.map((c) => c.id),
          ),
        ),
      );
    // A course's one quiz passed (the demo's courses have at most one): what an outcome that requires a pass needs.
    const passed = new Set(
      (
        await tx
          .selectDistinct({ userId: quizAttempts.userId, courseId: lessons.courseId })
          .from(quizAttempts)
          .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
          .innerJoin(lessons, eq(lessons.id, quizzes.lessonId))
          .where(eq(quizAttempts.passed, true))
      ).map((r) => `${r.userId}:${r.courseId}`),
    );
    const claims: (typeof skillClaims.$inferInsert)[] = [];
    for (const e of completed)
      for (const o of outcomes.filter((x) => x.courseId === e.courseId)) {
        if (o.requiresPass && !passed.has(`${e.userId}:${e.courseId}`)) continue;
        claims.push({
          userId: e.userId,
          technologyId: o.technologyId,
          kind: o.requiresPass ? 'assessment-passed' : 'course-completed',
          level: o.level,
          sourceKey: `course:${e.courseId}`,
          madeBy: null,
          sourceType: 'course',
          sourceId: e.courseId,
          sourceLabel: o.title,
          claimedAt: e.completedAt!,
        });
      }

    // Delivered projects: each member's skills in the project's technologies, shown in the work.
    const delivered = await tx
      .select({
        userId: assignments.employeeId,
        projectId: projects.id,
        name: projects.name,
        end: projects.deadline,
        technologyId: projectTechnologies.technologyId,
      })
      .from(assignments)
      .innerJoin(projects, eq(projects.id, assignments.projectId))
      .innerJoin(projectTechnologies, eq(projectTechnologies.projectId, projects.id))
      .where(eq(projects.status, 'completed'));
    const held = new Map(
      (await tx.select().from(employeeSkills)).map((s) => [`${s.userId}:${s.technologyId}`, s.level]),
    );
    for (const d of delivered) {
      const level = held.get(`${d.userId}:${d.technologyId}`);
      if (!level) continue;
      claims.push({
        userId: d.userId,
        technologyId: d.technologyId,
        kind: 'project-delivered',
        level,
        sourceKey: `project:${d.projectId}`,
        madeBy: null,
        sourceType: 'project',
        sourceId: d.projectId,
        sourceLabel: d.name,
        claimedAt: new Date(`${d.end}T16:00:00Z`),
      });
    }

    const people = new Map(
      (await tx.select({ id: users.id, email: users.email }).from(users)).map((u) => [u.email, u.id]),
    );
    for (const c of CERTIFICATES) {
      const userId = people.get(c.email);
      if (!userId || !tech.has(c.technology)) continue;
      claims.push({
        userId,
        technologyId: tech.get(c.technology)!,
        kind: 'certificate',
        level: c.level,
        sourceKey: `certificate:${c.label}`,
        madeBy: null,
        sourceLabel: c.label,
        claimedAt: new Date(`${addDays(day, c.validForDays - 730)}T09:00:00Z`),
        validUntil: addDays(day, c.validForDays),
      });
    }

    // Peers endorse: each rated skill of every second person, by the next two people in the list.
    const rated = [...held.keys()].map((k) => k.split(':') as [string, string]);
    const raters = [...new Set(rated.map(([userId]) => userId))].sort();
    rated.forEach(([userId, technologyId], i) => {
      if (i % 2 === 1) return;
      const at = raters.indexOf(userId);
      for (const k of [1, 2]) {
        const endorser = raters[(at + k) % raters.length]!;
        if (endorser === userId) continue;
        claims.push({
          userId,
          technologyId,
          kind: 'peer-endorsed',
          level: held.get(`${userId}:${technologyId}`)!,
          sourceKey: `endorser:${endorser}`,
          madeBy: endorser,
        });
      }
    });

    if (claims.length) await tx.insert(skillClaims).values(claims).onConflictDoNothing();
    const pairs = new Map(
      claims.map((c) => [`${c.userId}:${c.technologyId}`, { userId: c.userId, technologyId: c.technologyId }]),
    );
    await deriveSkills(tx, [...pairs.values()]);
  });
}
