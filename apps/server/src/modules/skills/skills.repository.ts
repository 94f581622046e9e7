import { aliasedTable, and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Role } from '@talentpath/contracts/roles';
import type { ClaimKind } from '@talentpath/contracts/skills';
import type { Db, Tx } from '../../platform/db.ts';
import {
  courseOutcomes,
  courseRecommendations,
  employeeSkills,
  endorsementRequests,
  skillClaims,
} from '../../db/schema/skills.ts';
import { projects, projectTechnologies } from '../../db/schema/projects.ts';
import { technologies } from '../../db/schema/technologies.ts';
import { userRoles, users } from '../../db/schema/users.ts';
import { courses, enrolments } from '../../db/schema/learning.ts';
import type { EffectiveSkill } from './effective-skill.ts';

type Conn = Db | Tx;

const maker = aliasedTable(users, 'maker');
const withdrawer = aliasedTable(users, 'withdrawer');

const claimView = {
  id: skillClaims.id,
  userId: skillClaims.userId,
  technologyId: skillClaims.technologyId,
  technologyName: technologies.name,
  kind: skillClaims.kind,
  level: skillClaims.level,
  sourceKey: skillClaims.sourceKey,
  madeById: skillClaims.madeBy,
  madeByName: maker.name,
  sourceType: skillClaims.sourceType,
  sourceId: skillClaims.sourceId,
  sourceLabel: skillClaims.sourceLabel,
  note: skillClaims.note,
  claimedAt: skillClaims.claimedAt,
  validUntil: skillClaims.validUntil,
  withdrawnAt: skillClaims.withdrawnAt,
  withdrawnReason: skillClaims.withdrawnReason,
  withdrawnById: skillClaims.withdrawnBy,
  withdrawnByName: withdrawer.name,
};
const selectClaims = (db: Conn) =>
  db
    .select(claimView)
    .from(skillClaims)
    .innerJoin(technologies, eq(technologies.id, skillClaims.technologyId))
    .leftJoin(maker, eq(maker.id, skillClaims.madeBy))
    .leftJoin(withdrawer, eq(withdrawer.id, skillClaims.withdrawnBy));

/** Every claim on the person's skills (or on one), newest first. */
export function claimsOf(db: Conn, userId: string, technologyId?: string) {
  return selectClaims(db)
    .where(and(eq(skillClaims.userId, userId), technologyId ? eq(skillClaims.technologyId, technologyId) : undefined))
    .orderBy(asc(sql`lower(${technologies.name})`), desc(skillClaims.claimedAt), desc(skillClaims.id));
}
export type ClaimRow = Awaited<ReturnType<typeof claimsOf>>[number];

export async function findClaim(db: Conn, id: string, lock = false) {
  const query = db.select().from(skillClaims).where(eq(skillClaims.id, id));
  return (await (lock ? query.for('update') : query))[0];
}

/** Claim writes and derivation of one person's skill take turns (two raters at once derive from both claims). */
export async function lockSkill(tx: Tx, userId: string, technologyId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`skills:${userId}:${technologyId}`}, 0))`);
}

export type ClaimValues = {
  userId: string;
  technologyId: string;
  kind: ClaimKind;
  level: number;
  sourceKey: string;
  madeBy: string | null;
  sourceType?: 'course' | 'certificate' | 'project' | null;
  sourceId?: string | null;
  sourceLabel?: string | null;
  note?: string;
  claimedAt?: Date;
  validUntil?: string | null;
};

/** The maker's claim on the skill, made or replaced (a new rating replaces the maker's last; a withdrawn one lives again). */
export async function upsertClaim(tx: Tx, values: ClaimValues) {
  const [row] = await tx
    .insert(skillClaims)
    .values(values)
    .onConflictDoUpdate({
      target: [skillClaims.userId, skillClaims.technologyId, skillClaims.kind, skillClaims.sourceKey],
      set: {
        level: values.level,
        note: values.note ?? '',
        madeBy: values.madeBy,
        claimedAt: sql`now()`,
        validUntil: values.validUntil ?? null,
        withdrawnAt: null,
        withdrawnBy: null,
        withdrawnReason: null,
      },
    })
    .returning({ id: skillClaims.id });
  return row!.id;
}

/** The claim, written once: a second write of the same source does nothing (a job run again after a crash). */
export async function insertClaimOnce(tx: Tx, values: ClaimValues): Promise<boolean> {
  const rows = await tx.insert(skillClaims).values(values).onConflictDoNothing().returning({ id: skillClaims.id });
  return rows.length > 0;
}

/**
 * A learner's claims on what one course taught and its certificate vouches for, and their certificate's evidence
 * take turns: granting them and following the certificate never pass each other (ADR 0059, issue 25).
 */
export async function lockCourseEvidence(tx: Tx, userId: string, courseId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`skills-course:${userId}:${courseId}`}, 0))`);
}

/** The course's live claims of the learner (completion or a passed assessment) last until `validUntil`. */
export async function limitCourseClaims(tx: Tx, userId: string, courseId: string, validUntil: string | null) {
  return tx
    .update(skillClaims)
    .set({ validUntil })
    .where(
      and(
        eq(skillClaims.userId, userId),
        eq(skillClaims.sourceKey, `course:${courseId}`),
        inArray(skillClaims.kind, ['course-completed', 'assessment-passed']),
        isNull(skillClaims.withdrawnAt),
      ),
    )
    .returning({ technologyId: skillClaims.technologyId });
}

/** Withdraws the live claims of a source on one skill (or, without a technology, on every skill); their ids. */
export async function withdrawBySource(
  tx: Tx,
  where: { userId: string; kind: ClaimKind; sourceKeys: readonly string[]; technologyId?: string },
  by: string,
  reason: string,
): Promise<{ id: string; technologyId: string }[]> {
  return tx
    .update(skillClaims)
    .set({ withdrawnAt: sql`now()`, withdrawnBy: by, withdrawnReason: reason })
    .where(
      and(
        eq(skillClaims.userId, where.userId),
        eq(skillClaims.kind, where.kind),
        inArray(skillClaims.sourceKey, [...where.sourceKeys]),
        where.technologyId ? eq(skillClaims.technologyId, where.technologyId) : undefined,
        isNull(skillClaims.withdrawnAt),
      ),
    )
    .returning({ id: skillClaims.id, technologyId: skillClaims.technologyId });
}

export async function withdrawClaim(tx: Tx, id: string, by: string, reason: string) {
  await tx
    .update(skillClaims)
    .set({ withdrawnAt: sql`now()`, withdrawnBy: by, withdrawnReason: reason })
    .where(eq(skillClaims.id, id));
}

/** The live-or-not facts of one skill's claims, for deriving it. */
export function claimFacts(tx: Conn, userId: string, technologyId: string) {
  return tx
    .select({
      id: skillClaims.id,
      kind: skillClaims.kind,
      level: skillClaims.level,
      claimedAt: skillClaims.claimedAt,
      validUntil: skillClaims.validUntil,
      withdrawn: sql<boolean>`${skillClaims.withdrawnAt} is not null`,
    })
    .from(skillClaims)
    .where(and(eq(skillClaims.userId, userId), eq(skillClaims.technologyId, technologyId)));
}

/** Writes the derived skill (or removes it: nothing live backs it). */
export async function writeEffective(tx: Tx, userId: string, technologyId: string, skill: EffectiveSkill | null) {
  if (!skill) {
    await tx
      .delete(employeeSkills)
      .where(and(eq(employeeSkills.userId, userId), eq(employeeSkills.technologyId, technologyId)));
    return;
  }
  const values = {
    level: skill.level,
    verifiedLevel: skill.verifiedLevel,
    basis: skill.basis,
    basisClaimId: skill.basisClaimId,
    endorsements: skill.endorsements,
    nextExpiry: skill.nextExpiry,
  };
  await tx
    .insert(employeeSkills)
    .values({ userId, technologyId, ...values })
    .onConflictDoUpdate({ target: [employeeSkills.userId, employeeSkills.technologyId], set: values });
}

/** The derived skills of a person (the claims' summary). */
export function effectiveOf(db: Conn, userId: string) {
  return db.select().from(employeeSkills).where(eq(employeeSkills.userId, userId));
}

/** Skills one of whose counting claims has passed its last day by `today`: derive them again. */
export function dueAgain(db: Conn, today: string, limit: number) {
  return db
    .select({ userId: employeeSkills.userId, technologyId: employeeSkills.technologyId })
    .from(employeeSkills)
    .where(lte(employeeSkills.nextExpiry, today))
    .limit(limit);
}

/** The technologies a maker has claims on for the person (their earlier ratings). */
export async function technologiesClaimedBy(tx: Conn, userId: string, kind: ClaimKind, sourceKeys: readonly string[]) {
  const rows = await tx
    .select({ technologyId: skillClaims.technologyId })
    .from(skillClaims)
    .where(
      and(
        eq(skillClaims.userId, userId),
        eq(skillClaims.kind, kind),
        inArray(skillClaims.sourceKey, [...sourceKeys]),
        isNull(skillClaims.withdrawnAt),
      ),
    );
  return new Set(rows.map((r) => r.technologyId));
}

// --- Course outcomes ---

export function outcomesOf(db: Conn, courseId: string) {
  return db
    .select({
      technologyId: courseOutcomes.technologyId,
      technologyName: technologies.name,
      level: courseOutcomes.level,
      requiresPass: courseOutcomes.requiresPass,
    })
    .from(courseOutcomes)
    .innerJoin(technologies, eq(technologies.id, courseOutcomes.technologyId))
    .where(eq(courseOutcomes.courseId, courseId))
    .orderBy(asc(courseOutcomes.position));
}

export async function replaceOutcomes(
  tx: Tx,
  courseId: string,
  outcomes: readonly { technologyId: string; level: number; requiresPass: boolean }[],
) {
  await tx.delete(courseOutcomes).where(eq(courseOutcomes.courseId, courseId));
  if (outcomes.length > 0)
    await tx.insert(courseOutcomes).values(outcomes.map((o, position) => ({ courseId, position, ...o })));
}

// --- Skill gaps ---

/** Who can be staffed: active, not deleted, holding the Learner role (as staffing counts them). */
const staffable = and(
  eq(users.status, 'active'),
  isNull(users.deletedAt),
  sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = 'Learner')`,
);

/** Per technology: the people who can be staffed with it (verified only, if asked), and how many are verified. */
export async function supplyOf(db: Conn, technologyIds: readonly string[], verifiedOnly: boolean) {
  if (technologyIds.length === 0) return new Map<string, { people: number; verified: number }>();
  const rows = await db
    .select({
      technologyId: employeeSkills.technologyId,
      people: sql<number>`count(*)`.mapWith(Number),
      verified: sql<number>`count(${employeeSkills.verifiedLevel})`.mapWith(Number),
    })
    .from(employeeSkills)
    .innerJoin(users, eq(users.id, employeeSkills.userId))
    .where(
      and(
        inArray(employeeSkills.technologyId, [...technologyIds]),
        staffable,
        verifiedOnly ? isNotNull(employeeSkills.verifiedLevel) : undefined,
      ),
    )
    .groupBy(employeeSkills.technologyId);
  return new Map(rows.map((r) => [r.technologyId, { people: r.people, verified: r.verified }]));
}

/** These people's derived skills at these technologies. */
export function skillsAmong(db: Conn, userIds: readonly string[], technologyIds: readonly string[]) {
  if (userIds.length === 0 || technologyIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      userId: employeeSkills.userId,
      technologyId: employeeSkills.technologyId,
      level: employeeSkills.level,
      verifiedLevel: employeeSkills.verifiedLevel,
    })
    .from(employeeSkills)
    .where(and(inArray(employeeSkills.userId, [...userIds]), inArray(employeeSkills.technologyId, [...technologyIds])));
}

/** Published courses whose outcomes grant one of these technologies, the highest level first. */
export function coursesGranting(db: Conn, technologyIds: readonly string[]) {
  if (technologyIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      technologyId: courseOutcomes.technologyId,
      id: courses.id,
      title: courses.title,
      level: courseOutcomes.level,
      requiresPass: courseOutcomes.requiresPass,
    })
    .from(courseOutcomes)
    .innerJoin(courses, eq(courses.id, courseOutcomes.courseId))
    .where(and(inArray(courseOutcomes.technologyId, [...technologyIds]), eq(courses.status, 'published')))
    .orderBy(desc(courseOutcomes.level), asc(sql`lower(${courses.title})`));
}

/** These people, if active, with their roles (whom a request or a recommendation may go to). */
export async function activePeople(db: Conn, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      name: users.name,
      roles: sql<Role[]>`coalesce(array_agg(${userRoles.role}) filter (where ${userRoles.role} is not null), '{}')`,
    })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(inArray(users.id, [...ids]), eq(users.status, 'active'), isNull(users.deletedAt)))
    .groupBy(users.id);
}

/**
 * Records the recommendations not made before (once per project, course and person); returns whom they are new for.
 */
export async function insertRecommendations(
  tx: Tx,
  values: { projectId: string; courseId: string; recommendedBy: string; userIds: readonly string[] },
) {
  if (values.userIds.length === 0) return [];
  const rows = await tx
    .insert(courseRecommendations)
    .values(
      values.userIds.map((userId) => ({
        projectId: values.projectId,
        courseId: values.courseId,
        userId,
        recommendedBy: values.recommendedBy,
      })),
    )
    .onConflictDoNothing()
    .returning({ userId: courseRecommendations.userId });
  return rows.map((r) => r.userId);
}

/** The courses recommended to a person that they have not completed, newest first, with whether they are enrolled. */
export function recommendationsFor(db: Conn, userId: string) {
  return db
    .select({
      courseId: courses.id,
      courseTitle: courses.title,
      projectId: projects.id,
      projectName: projects.name,
      managerId: maker.id,
      managerName: maker.name,
      recommendedAt: courseRecommendations.createdAt,
      enrolled: sql<boolean>`${enrolments.id} is not null`,
    })
    .from(courseRecommendations)
    .innerJoin(courses, eq(courses.id, courseRecommendations.courseId))
    .innerJoin(projects, eq(projects.id, courseRecommendations.projectId))
    .leftJoin(maker, eq(maker.id, courseRecommendations.recommendedBy))
    .leftJoin(enrolments, and(eq(enrolments.courseId, courseRecommendations.courseId), eq(enrolments.userId, userId)))
    .where(
      and(eq(courseRecommendations.userId, userId), eq(courses.status, 'published'), isNull(enrolments.completedAt)),
    )
    .orderBy(desc(courseRecommendations.createdAt), asc(courses.id));
}

/**
 * Records the caller's requests to these colleagues for the skill; a request made less than `againDays` ago stays as
 * it is. Returns whom the request is new (or renewed) for.
 */
export async function upsertEndorsementRequests(
  tx: Tx,
  values: { requesterId: string; technologyId: string; recipientIds: readonly string[]; againDays: number },
) {
  if (values.recipientIds.length === 0) return [];
  const rows = await tx
    .insert(endorsementRequests)
    .values(
      values.recipientIds.map((recipientId) => ({
        requesterId: values.requesterId,
        recipientId,
        technologyId: values.technologyId,
      })),
    )
    .onConflictDoUpdate({
      target: [endorsementRequests.requesterId, endorsementRequests.recipientId, endorsementRequests.technologyId],
      set: { askedAt: sql`now()` },
      setWhere: sql`${endorsementRequests.askedAt} < now() - make_interval(days => ${values.againDays})`,
    })
    .returning({ recipientId: endorsementRequests.recipientId });
  return rows.map((r) => r.recipientId);
}

/** The technologies a project requires. */
export async function projectTechnologyIds(db: Conn, projectId: string) {
  const rows = await db
    .select({ id: projectTechnologies.technologyId })
    .from(projectTechnologies)
    .where(eq(projectTechnologies.projectId, projectId));
  return rows.map((r) => r.id);
}

export async function technologyName(db: Conn, id: string) {
  const [row] = await db.select({ name: technologies.name }).from(technologies).where(eq(technologies.id, id));
  return row?.name;
}

/**
 * A condition on `users.id`: the person's effective level at the technology is at least `minLevel` (their
 * verified level with `verifiedOnly`). Global search's skill filter; employee_skills_tech_idx serves it.
 */
export function holdersWhere(technologyId: string, minLevel: number, verifiedOnly: boolean) {
  const level = verifiedOnly ? employeeSkills.verifiedLevel : employeeSkills.level;
  return sql`${users.id} in (select ${employeeSkills.userId} from ${employeeSkills} where ${employeeSkills.technologyId} = ${technologyId}::uuid and ${level} >= ${minLevel})`;
}
