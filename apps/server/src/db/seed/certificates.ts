import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { addDays, addMonths, today } from '@talentpath/contracts/calendar-days';
import type { Db } from '../../platform/db.ts';
import { certificates, courseCertificateSettings } from '../schema/certificates.ts';
import { courses, enrolmentCycles, enrolments } from '../schema/learning.ts';
import { users } from '../schema/users.ts';
import { randomFrom } from './artwork.ts';

// Demo certificates (issue 25, ADR 0064), after learning: every completed enrolment has its certificate, as the
// subscriber of `course.completed` would have issued it (the seed writes completions without their events). Some
// courses are valid for a time, so the demo shows every status: valid, expiring soon (learner@'s), expired,
// revoked, and one renewed by retaking the course (ADR 0068: the expired one and the new one that renews it).

const at = (name: string) => `${name}@talentpath.test`;
const ISSUER = 'TalentPath';
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A code drawn from the seed's own random numbers: the same demo data on every machine. */
function demoCode(random: () => number): string {
  const letters = Array.from({ length: 20 }, () => CROCKFORD[Math.floor(random() * 32)]).join('');
  return letters.match(/.{4}/g)!.join('-');
}

/** Who holds a certificate in a state the demo should show, by the e-mail and the course's place in their list. */
const STATES: Record<string, ('expiring' | 'expired' | 'revoked' | 'renewed')[]> = {
  [at('learner')]: ['expiring'],
  [at('ase.strand')]: ['expired', 'revoked'],
  [at('kari.nordmann')]: ['expiring'],
  [at('eirik.kristiansen')]: ['renewed'],
};
/** Days ago the renewed one's holder completed the course again (and was issued the certificate renewing it). */
const RENEWED_DAYS_AGO = 5;

export async function seedCertificates(db: Db) {
  const random = randomFrom('certificates');
  const day = today();
  const done = await db
    .select({
      enrolmentId: enrolments.id,
      userId: users.id,
      email: users.email,
      name: users.name,
      courseId: courses.id,
      title: courses.title,
      completedAt: enrolments.completedAt,
      startedAt: enrolments.startedAt,
      cycle: enrolments.cycle,
    })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(and(isNotNull(enrolments.completedAt)))
    // By the first completion: a renewed enrolment (completed again since) keeps its place, so a second seed
    // finds the same enrolment in each state.
    .orderBy(
      users.email,
      sql`coalesce((select min(c.completed_at) from ${enrolmentCycles} c where c.enrolment_id = ${enrolments.id}), ${enrolments.completedAt})`,
    );

  const rows: (typeof certificates.$inferInsert)[] = [];
  const validFor = new Map<string, number>();
  const renewals: { enrolmentId: string; startedAt: Date | null; completedAt: Date; again: Date }[] = [];
  const seen = new Map<string, number>();
  for (const e of done) {
    const n = seen.get(e.email) ?? 0;
    seen.set(e.email, n + 1);
    const state = STATES[e.email]?.[n];
    const issuedDay = today(e.completedAt!);
    // An expiring certificate ends in three weeks, an expired one ended ten days ago: the course's validity is the
    // months that puts it there (at least one).
    const wanted =
      state === 'expiring' ? addDays(day, 21) : state === 'expired' || state === 'renewed' ? addDays(day, -10) : null;
    let expiresOn: string | null = null;
    if (wanted) {
      let months = 1;
      while (addDays(addMonths(issuedDay, months), -1) < wanted && months < 120) months += 1;
      expiresOn = wanted;
      validFor.set(e.courseId, months);
    }
    // Renewed already (a second seed): its rows are there.
    if (state === 'renewed' && e.cycle > 1) continue;
    const id = randomUUID();
    rows.push({
      id,
      code: demoCode(random),
      enrolmentId: e.enrolmentId,
      userId: e.userId,
      courseId: e.courseId,
      holderName: e.name,
      courseTitle: e.title,
      issuer: ISSUER,
      issuedAt: e.completedAt!,
      expiresOn,
      ...(state === 'revoked'
        ? {
            revokedAt: new Date(Date.now() - 2 * 86_400_000),
            revokedReason: 'Issued by mistake: the final assessment was not submitted.',
          }
        : {}),
    });
    if (state === 'renewed') {
      const again = new Date(`${addDays(day, -RENEWED_DAYS_AGO)}T12:00:00.000Z`);
      rows.push({
        code: demoCode(random),
        enrolmentId: e.enrolmentId,
        cycle: 2,
        renewsId: id,
        userId: e.userId,
        courseId: e.courseId,
        holderName: e.name,
        courseTitle: e.title,
        issuer: ISSUER,
        issuedAt: again,
        expiresOn: addDays(addMonths(today(again), validFor.get(e.courseId)!), -1),
      });
      renewals.push({ ...e, completedAt: e.completedAt!, again });
    }
  }
  if (rows.length > 0) await db.insert(certificates).values(rows).onConflictDoNothing();
  // The renewed enrolment as a retake leaves it: the first round in the history, the second completed.
  for (const r of renewals) {
    await db
      .insert(enrolmentCycles)
      .values({
        enrolmentId: r.enrolmentId,
        cycle: 1,
        startedAt: r.startedAt,
        completedAt: r.completedAt,
        closedAt: r.completedAt,
      })
      .onConflictDoNothing();
    await db.execute(sql`
      insert into lesson_completion_history (enrolment_id, cycle, lesson_id, completed_at)
      select enrolment_id, 1, lesson_id, completed_at from lesson_completions where enrolment_id = ${r.enrolmentId}
      on conflict do nothing`);
    await db.execute(
      sql`update lesson_completions set completed_at = ${r.again} where enrolment_id = ${r.enrolmentId}`,
    );
    // The second round: started an hour before its completion, last opened then.
    await db
      .update(enrolments)
      .set({
        cycle: 2,
        startedAt: new Date(r.again.getTime() - 3_600_000),
        completedAt: r.again,
        lastAccessedAt: r.again,
      })
      .where(eq(enrolments.id, r.enrolmentId));
  }
  for (const [courseId, validMonths] of validFor)
    await db.insert(courseCertificateSettings).values({ courseId, validMonths }).onConflictDoNothing();
}
