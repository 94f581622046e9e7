import { and, eq, isNotNull } from 'drizzle-orm';
import { addDays, addMonths, today } from '@talentpath/contracts/calendar-days';
import type { Db } from '../../platform/db.ts';
import { certificates, courseCertificateSettings } from '../schema/certificates.ts';
import { courses, enrolments } from '../schema/learning.ts';
import { users } from '../schema/users.ts';
import { randomFrom } from './artwork.ts';

// Demo certificates (issue 25, ADR 0064), after learning: every completed enrolment has its certificate, as the
// subscriber of `course.completed` would have issued it (the seed writes completions without their events). Some
// courses are valid for a time, so the demo shows every status: valid, expiring soon (learner@'s), expired and
// revoked.

const at = (name: string) => `${name}@talentpath.test`;
const ISSUER = 'TalentPath';
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A code drawn from the seed's own random numbers: the same demo data on every machine. */
function demoCode(random: () => number): string {
  const letters = Array.from({ length: 20 }, () => CROCKFORD[Math.floor(random() * 32)]).join('');
  return letters.match(/.{4}/g)!.join('-');
}

/** Who holds a certificate in a state the demo should show, by the e-mail and the course's place in their list. */
const STATES: Record<string, ('expiring' | 'expired' | 'revoked')[]> = {
  [at('learner')]: ['expiring'],
  [at('ase.strand')]: ['expired', 'revoked'],
  [at('kari.nordmann')]: ['expiring'],
  [at('eirik.kristiansen')]: ['expired'],
};

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
    })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(and(isNotNull(enrolments.completedAt)))
    .orderBy(users.email, enrolments.completedAt);

  const rows: (typeof certificates.$inferInsert)[] = [];
  const validFor = new Map<string, number>();
  const seen = new Map<string, number>();
  for (const e of done) {
    const n = seen.get(e.email) ?? 0;
    seen.set(e.email, n + 1);
    const state = STATES[e.email]?.[n];
    const issuedDay = today(e.completedAt!);
    // An expiring certificate ends in three weeks, an expired one ended ten days ago: the course's validity is the
    // months that puts it there (at least one).
    const wanted = state === 'expiring' ? addDays(day, 21) : state === 'expired' ? addDays(day, -10) : null;
    let expiresOn: string | null = null;
    if (wanted) {
      let months = 1;
      while (addDays(addMonths(issuedDay, months), -1) < wanted && months < 120) months += 1;
      expiresOn = wanted;
      validFor.set(e.courseId, months);
    }
    rows.push({
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
  }
  if (rows.length > 0) await db.insert(certificates).values(rows).onConflictDoNothing();
  for (const [courseId, validMonths] of validFor)
    await db.insert(courseCertificateSettings).values({ courseId, validMonths }).onConflictDoNothing();
}
