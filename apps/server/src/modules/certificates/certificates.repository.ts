import { and, desc, eq, gt, gte, isNotNull, isNull, lt, lte, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../platform/db.ts';
import { certificates, courseCertificateSettings, credentialKeys } from '../../db/schema/certificates.ts';
import { courses, enrolments } from '../../db/schema/learning.ts';

type Conn = Db | Tx;
export type CertificateRow = typeof certificates.$inferSelect;
export type NewCertificate = typeof certificates.$inferInsert;

/** Writes the certificate of a completion unless it has one (the enrolment's round's key): its id when written. */
export async function insertOnce(tx: Tx, row: NewCertificate): Promise<string | undefined> {
  const [written] = await tx
    .insert(certificates)
    .values(row)
    .onConflictDoNothing({ target: [certificates.enrolmentId, certificates.cycle] })
    .returning({ id: certificates.id });
  return written?.id;
}

/** The enrolment's newest certificate from a round before `cycle`: the one a certificate of that round renews. */
export const renewedBy = async (tx: Tx, enrolmentId: string, cycle: number) =>
  (
    await tx
      .select({ id: certificates.id })
      .from(certificates)
      .where(and(eq(certificates.enrolmentId, enrolmentId), lt(certificates.cycle, cycle)))
      .orderBy(desc(certificates.cycle))
      .limit(1)
  )[0]?.id ?? null;

/** The certificate of an enrolment's round, if one was issued. */
export const ofRound = async (db: Conn, enrolmentId: string, cycle: number) =>
  (
    await db
      .select()
      .from(certificates)
      .where(and(eq(certificates.enrolmentId, enrolmentId), eq(certificates.cycle, cycle)))
  )[0];

// A certificate with the one it renews and the one that renewed it (ADR 0068), and whether it is of its
// enrolment's current round in a published course (only then may its holder retake the course to renew it).
const prior = alias(certificates, 'prior');
const next = alias(certificates, 'next');
const linkOf = (c: typeof prior | typeof next) => ({ id: c.id, code: c.code, issuedAt: c.issuedAt });
const linked = (db: Conn) =>
  db
    .select({
      row: certificates,
      renews: linkOf(prior),
      renewedBy: linkOf(next),
      currentRound: sql<boolean>`exists (select 1 from ${enrolments} join ${courses} on ${courses.id} = ${enrolments.courseId} where ${enrolments.id} = ${certificates.enrolmentId} and ${enrolments.cycle} = ${certificates.cycle} and ${courses.status} = 'published')`,
    })
    .from(certificates)
    .leftJoin(prior, eq(prior.id, certificates.renewsId))
    .leftJoin(next, eq(next.renewsId, certificates.id));
export type LinkedCertificate = Awaited<ReturnType<typeof linked>>[number];

export const findLinked = async (db: Conn, id: string) => (await linked(db).where(eq(certificates.id, id)))[0];

export const findByCode = async (db: Conn, code: string) => (await linked(db).where(eq(certificates.code, code)))[0];

/** The certificate, locked until the transaction ends (a revocation waits for another). */
export const lockById = async (tx: Tx, id: string) =>
  (await tx.select().from(certificates).where(eq(certificates.id, id)).for('update'))[0];

/** The learner's newest certificate of the course. */
export const latestOf = async (db: Conn, userId: string, courseId: string) =>
  (
    await db
      .select()
      .from(certificates)
      .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)))
      .orderBy(desc(certificates.issuedAt))
      .limit(1)
  )[0];

export const ofHolder = (db: Conn, userId: string) =>
  linked(db).where(eq(certificates.userId, userId)).orderBy(desc(certificates.issuedAt), desc(certificates.id));

export const ofCourse = (db: Conn, courseId: string) =>
  linked(db).where(eq(certificates.courseId, courseId)).orderBy(desc(certificates.issuedAt), desc(certificates.id));

export async function revoke(tx: Tx, id: string, by: string, reason: string) {
  await tx
    .update(certificates)
    .set({ revokedAt: sql`now()`, revokedBy: by, revokedReason: reason })
    .where(and(eq(certificates.id, id), isNull(certificates.revokedAt)));
}

/** The course's settings; the defaults (valid for ever, issued on completion) when it has none. */
export const settingsOf = async (db: Conn, courseId: string) =>
  (
    await db
      .select({
        validMonths: courseCertificateSettings.validMonths,
        requiresPass: courseCertificateSettings.requiresPass,
      })
      .from(courseCertificateSettings)
      .where(eq(courseCertificateSettings.courseId, courseId))
  )[0] ?? { validMonths: null, requiresPass: false };

/** Saves the validity, and whether a pass is required when `requiresPass` is given. */
export async function saveSettings(
  db: Conn,
  courseId: string,
  s: { validMonths: number | null; requiresPass?: boolean | undefined },
) {
  const set = { validMonths: s.validMonths, ...(s.requiresPass === undefined ? {} : { requiresPass: s.requiresPass }) };
  await db
    .insert(courseCertificateSettings)
    .values({ courseId, ...set })
    .onConflictDoUpdate({ target: courseCertificateSettings.courseId, set: { ...set, updatedAt: sql`now()` } });
}

/**
 * Certificates ending within `days` (from `today`, their last day included) whose holder has not yet been reminded
 * that close to it: not revoked, not ended, not renewed already.
 */
export const dueForReminder = (db: Conn, today: string, lastDay: string, days: number, limit: number) =>
  db
    .select()
    .from(certificates)
    .where(
      and(
        isNull(certificates.revokedAt),
        gte(certificates.expiresOn, today),
        lte(certificates.expiresOn, lastDay),
        or(isNull(certificates.remindedDaysBefore), gt(certificates.remindedDaysBefore, days)),
        notExists(db.select({ id: next.id }).from(next).where(eq(next.renewsId, certificates.id))),
      ),
    )
    .orderBy(certificates.expiresOn, certificates.id)
    .limit(limit);

/** Records the reminder unless one as close was recorded meanwhile: true when this call recorded it. */
export async function markReminded(tx: Tx, id: string, days: number): Promise<boolean> {
  const marked = await tx
    .update(certificates)
    .set({ remindedDaysBefore: days })
    .where(
      and(
        eq(certificates.id, id),
        or(isNull(certificates.remindedDaysBefore), gt(certificates.remindedDaysBefore, days)),
      ),
    )
    .returning({ id: certificates.id });
  return marked.length > 0;
}

/** The signing key of the server secret whose tag this is, if one was made. */
export const keyOfSecret = async (db: Conn, secretTag: string) =>
  (await db.select().from(credentialKeys).where(eq(credentialKeys.secretTag, secretTag)))[0];

/** Stores a new key unless one of the same secret was stored first (another process): that one stays. */
export async function insertKeyOnce(db: Conn, key: { secretTag: string; publicKey: string; privateKey: string }) {
  await db.insert(credentialKeys).values(key).onConflictDoNothing({ target: credentialKeys.secretTag });
}

/** Every key's public half, oldest first: all are published, so credentials signed with an older one verify. */
export const publicKeys = (db: Conn) =>
  db
    .select({ id: credentialKeys.id, publicKey: credentialKeys.publicKey })
    .from(credentialKeys)
    .orderBy(credentialKeys.createdAt, credentialKeys.id);

/** Whether any certificate has its status in the range from `from` on (a status list exists). */
export const anyStatusFrom = async (db: Conn, from: number) =>
  (await db.select({ id: certificates.id }).from(certificates).where(gte(certificates.statusIndex, from)).limit(1))
    .length > 0;

/** The status indexes of revoked certificates in `[from, to)`. */
export const revokedIndexes = async (db: Conn, from: number, to: number) =>
  (
    await db
      .select({ index: certificates.statusIndex })
      .from(certificates)
      .where(
        and(gte(certificates.statusIndex, from), lt(certificates.statusIndex, to), isNotNull(certificates.revokedAt)),
      )
  ).map((r) => r.index);
