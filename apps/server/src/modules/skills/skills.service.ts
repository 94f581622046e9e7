import { today as todayOf } from '@talentpath/contracts/calendar-days';
import {
  CLAIM_NOT_FOUND,
  type CourseOutcomes,
  type CourseOutcomesInput,
  PERSON_NOT_FOUND,
  REMOVED_FROM_LIST,
  REPLACED_BY_RATING,
  WITHDRAWN_BY_MAKER,
  type PersonSkill,
  type ProjectSkillGaps,
  type PersonSkills,
  type RatingInput,
  type SkillClaim,
  TECHNOLOGY_INACTIVE_FOR_SKILL,
} from '@talentpath/contracts/skills';
import { TECHNOLOGY_NOT_FOUND } from '@talentpath/contracts/learning-messages';
import type { Platform } from '../../platform/context.ts';
import { type Db, readTogether, type Tx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { RecordEvent } from '../../platform/events.ts';
import { certificateStanding } from '../certificates/certificates.public.ts';
import { courseRow, enrolmentOf, lockEditableCourse, visibleCourse, type Viewer } from '../courses/courses.public.ts';
import { assertSectionVisible } from '../profiles/profiles.public.ts';
import { getProject } from '../projects/projects.public.ts';
import { courseQuizStanding } from '../quizzes/quizzes.public.ts';
import { technologyStatuses } from '../technologies/technologies.public.ts';
import { findUser } from '../users/users.public.ts';
import { basisOf, claimStatus, effectiveSkill } from './effective-skill.ts';
import * as repo from './skills.repository.ts';
import { assertAllowed, mayEndorse, mayRate, maySeeSkills, mayWithdraw, type SkillCaller } from './skills.policy.ts';

declare module '../../platform/events.ts' {
  interface DomainEvents {
    /** An admin withdrew a claim (a correction), with the reason: the audit log records it. */
    'skill-claim.withdrawn': {
      actorId: string;
      claimId: string;
      personId: string;
      personName: string;
      technologyName: string;
      kind: string;
      reason: string;
    };
  }
}

// Skills with evidence (issue 24, ADR 0059). Every write of a claim takes the skill's lock, writes, and derives
// the skill again in the same transaction: what staffing reads is never behind the claims.

const personNotFound = () => new AppError('NOT_FOUND', { message: PERSON_NOT_FOUND });
const technologyNotFound = (path = 'technologyId') =>
  new AppError('VALIDATION', { message: TECHNOLOGY_NOT_FOUND, details: [{ path, message: TECHNOLOGY_NOT_FOUND }] });

const inactiveTechnology = (path = 'technologyId') =>
  new AppError('VALIDATION', {
    message: TECHNOLOGY_INACTIVE_FOR_SKILL,
    details: [{ path, message: TECHNOLOGY_INACTIVE_FOR_SKILL }],
  });

/** The source keys of a rater's ratings: their own, and the levels set before claims existed (which any rater replaces). */
const raterKeys = (raterId: string) => [`rater:${raterId}`, 'legacy'];

async function personOf(db: Db | Tx, id: string) {
  const user = await findUser(db, id);
  if (!user) throw personNotFound();
  return user;
}

/** Derives one skill again from its claims (under its lock, taken by the caller) and writes it. */
async function derive(tx: Tx, userId: string, technologyId: string) {
  const facts = await repo.claimFacts(tx, userId, technologyId);
  await repo.writeEffective(tx, userId, technologyId, effectiveSkill(facts, todayOf()));
}

/** A technology a claim may name: one of the catalogue, active unless the person already has claims on it. */
async function checkTechnology(tx: Tx, technologyId: string, userId: string, path?: string) {
  const status = (await technologyStatuses(tx, [technologyId])).get(technologyId);
  if (!status) throw technologyNotFound(path);
  if (status === 'inactive' && (await repo.claimFacts(tx, userId, technologyId)).length === 0)
    throw inactiveTechnology(path);
}

const toClaim = (row: repo.ClaimRow, today: string): SkillClaim => ({
  id: row.id,
  kind: row.kind,
  level: row.level,
  madeBy: row.madeById && row.madeByName !== null ? { id: row.madeById, name: row.madeByName } : null,
  source:
    row.sourceType && row.sourceId ? { type: row.sourceType, id: row.sourceId, label: row.sourceLabel ?? '' } : null,
  note: row.note,
  claimedAt: row.claimedAt.toISOString(),
  validUntil: row.validUntil,
  status: claimStatus({ validUntil: row.validUntil, withdrawn: row.withdrawnAt !== null }, today),
  withdrawal:
    row.withdrawnAt && row.withdrawnReason !== null
      ? {
          reason: row.withdrawnReason,
          at: row.withdrawnAt.toISOString(),
          by:
            row.withdrawnById && row.withdrawnByName !== null
              ? { id: row.withdrawnById, name: row.withdrawnByName }
              : null,
        }
      : null,
});

/** What a claim says of itself as a skill's basis: the course or certificate, the rater, the person. */
function basisLabel(row: repo.ClaimRow): string {
  return row.sourceLabel ?? row.madeByName ?? '';
}

/** GET /people/{id}/skills: every skill with its effective level, where it comes from, and every claim. */
export async function personSkills(p: Platform, caller: SkillCaller, personId: string): Promise<PersonSkills> {
  const person = await personOf(p.db, personId);
  assertAllowed(maySeeSkills(caller, person), PERSON_NOT_FOUND);
  await assertSectionVisible(p.db, caller, personId, 'skills');
  const [claims, effective] = await Promise.all([repo.claimsOf(p.db, personId), repo.effectiveOf(p.db, personId)]);
  const today = todayOf();
  const derived = new Map(effective.map((e) => [e.technologyId, e]));
  const byTechnology = new Map<string, repo.ClaimRow[]>();
  for (const c of claims) byTechnology.set(c.technologyId, [...(byTechnology.get(c.technologyId) ?? []), c]);
  const items: PersonSkill[] = [];
  for (const [technologyId, rows] of byTechnology) {
    const skill = derived.get(technologyId);
    const basis = skill?.basisClaimId ? rows.find((r) => r.id === skill.basisClaimId) : undefined;
    const live = rows.filter(
      (r) => claimStatus({ validUntil: r.validUntil, withdrawn: r.withdrawnAt !== null }, today) === 'live',
    );
    // A skill only endorsements ever backed, all of them gone, is no skill to show.
    if (!skill && rows.every((r) => r.kind === 'peer-endorsed')) continue;
    items.push({
      technology: { id: technologyId, name: rows[0]!.technologyName },
      level: skill?.level ?? null,
      verifiedLevel: skill?.verifiedLevel ?? null,
      from:
        skill && basis
          ? {
              basis: basisOf(basis.kind)!,
              kind: basis.kind,
              label: basisLabel(basis),
              at: basis.claimedAt.toISOString(),
            }
          : null,
      endorsements: live.filter((r) => r.kind === 'peer-endorsed').length,
      endorsedByMe: live.some((r) => r.kind === 'peer-endorsed' && r.madeById === caller.userId),
      claims: rows.map((r) => toClaim(r, today)),
    });
  }
  // Strongest first: verified, then level, then name.
  items.sort(
    (a, b) =>
      (b.verifiedLevel ?? 0) - (a.verifiedLevel ?? 0) ||
      (b.level ?? 0) - (a.level ?? 0) ||
      a.technology.name.localeCompare(b.technology.name),
  );
  return { person: { id: person.id, name: person.name }, items };
}

/** PUT /me/skills/{technologyId}: the caller's own assessment (replacing their last). */
export async function assessOwn(p: Platform, caller: SkillCaller, technologyId: string, level: number) {
  await p.db.transaction(async (tx) => {
    await repo.lockSkill(tx, caller.userId, technologyId);
    await checkTechnology(tx, technologyId, caller.userId);
    await repo.upsertClaim(tx, {
      userId: caller.userId,
      technologyId,
      kind: 'self-assessed',
      level,
      sourceKey: 'self',
      madeBy: caller.userId,
    });
    await derive(tx, caller.userId, technologyId);
  });
  return personSkills(p, caller, caller.userId);
}

/** DELETE /me/skills/{technologyId}: the caller withdraws their own assessment (404 when there is none). */
export async function withdrawOwn(p: Platform, caller: SkillCaller, technologyId: string) {
  await withdrawSource(p, caller.userId, technologyId, 'self-assessed', ['self'], caller.userId, WITHDRAWN_BY_MAKER);
}

async function withdrawSource(
  p: Platform,
  userId: string,
  technologyId: string,
  kind: 'self-assessed' | 'manager-rated' | 'peer-endorsed',
  sourceKeys: string[],
  by: string,
  reason: string,
) {
  await p.db.transaction(async (tx) => {
    await repo.lockSkill(tx, userId, technologyId);
    const withdrawn = await repo.withdrawBySource(tx, { userId, kind, sourceKeys, technologyId }, by, reason);
    if (withdrawn.length === 0) throw new AppError('NOT_FOUND', { message: CLAIM_NOT_FOUND });
    await derive(tx, userId, technologyId);
  });
}

/** PUT /people/{id}/skills/{technologyId}/rating: a project manager's or admin's rating with a note. */
export async function rate(
  p: Platform,
  caller: SkillCaller,
  personId: string,
  technologyId: string,
  input: RatingInput,
) {
  const person = await personOf(p.db, personId);
  assertAllowed(mayRate(caller, person), PERSON_NOT_FOUND);
  await assertSectionVisible(p.db, caller, personId, 'skills');
  await p.db.transaction(async (tx) => {
    await repo.lockSkill(tx, personId, technologyId);
    await checkTechnology(tx, technologyId, personId);
    await repo.withdrawBySource(
      tx,
      { userId: personId, kind: 'manager-rated', sourceKeys: ['legacy'], technologyId },
      caller.userId,
      REPLACED_BY_RATING,
    );
    await repo.upsertClaim(tx, {
      userId: personId,
      technologyId,
      kind: 'manager-rated',
      level: input.level,
      note: input.note ?? '',
      sourceKey: `rater:${caller.userId}`,
      madeBy: caller.userId,
    });
    await derive(tx, personId, technologyId);
  });
  return personSkills(p, caller, personId);
}

/** DELETE /people/{id}/skills/{technologyId}/rating: the caller withdraws their own rating. */
export async function withdrawRating(p: Platform, caller: SkillCaller, personId: string, technologyId: string) {
  const person = await personOf(p.db, personId);
  assertAllowed(mayRate(caller, person), PERSON_NOT_FOUND);
  await withdrawSource(
    p,
    personId,
    technologyId,
    'manager-rated',
    raterKeys(caller.userId),
    caller.userId,
    WITHDRAWN_BY_MAKER,
  );
}

/**
 * PUT /employees/{id}/skills (staffing's list of a person's skills): the caller's ratings of the person become the
 * list — listed technologies rated at their level, the caller's other ratings (and the levels set before claims
 * existed) withdrawn. Claims by others (courses, other raters, the person) stay. Run in the caller's transaction.
 */
export async function replaceRatings(
  tx: Tx,
  raterId: string,
  personId: string,
  skills: readonly { technologyId: string; level: number }[],
) {
  const keys = raterKeys(raterId);
  const had = await repo.technologiesClaimedBy(tx, personId, 'manager-rated', keys);
  const touched = [...new Set([...had, ...skills.map((s) => s.technologyId)])].sort();
  for (const technologyId of touched) await repo.lockSkill(tx, personId, technologyId);
  const wanted = new Set(skills.map((s) => s.technologyId));
  for (const technologyId of had)
    if (!wanted.has(technologyId))
      await repo.withdrawBySource(
        tx,
        { userId: personId, kind: 'manager-rated', sourceKeys: keys, technologyId },
        raterId,
        REMOVED_FROM_LIST,
      );
  for (const s of skills) {
    await repo.withdrawBySource(
      tx,
      { userId: personId, kind: 'manager-rated', sourceKeys: ['legacy'], technologyId: s.technologyId },
      raterId,
      REPLACED_BY_RATING,
    );
    await repo.upsertClaim(tx, {
      userId: personId,
      technologyId: s.technologyId,
      kind: 'manager-rated',
      level: s.level,
      sourceKey: `rater:${raterId}`,
      madeBy: raterId,
    });
  }
  for (const technologyId of touched) await derive(tx, personId, technologyId);
}

/** POST /people/{id}/skills/{technologyId}/endorsements: the caller endorses a skill the person has. */
export async function endorse(p: Platform, caller: SkillCaller, personId: string, technologyId: string) {
  const person = await personOf(p.db, personId);
  assertAllowed(mayEndorse(caller, person), PERSON_NOT_FOUND);
  // Endorsing what one may not see is refused, and changes nothing.
  await assertSectionVisible(p.db, caller, personId, 'skills');
  await p.db.transaction(async (tx) => {
    await repo.lockSkill(tx, personId, technologyId);
    const facts = await repo.claimFacts(tx, personId, technologyId);
    const skill = effectiveSkill(facts, todayOf());
    if (!skill) throw new AppError('SKILL_NOT_HELD');
    await repo.upsertClaim(tx, {
      userId: personId,
      technologyId,
      kind: 'peer-endorsed',
      level: skill.level,
      sourceKey: `endorser:${caller.userId}`,
      madeBy: caller.userId,
    });
    await derive(tx, personId, technologyId);
  });
  return personSkills(p, caller, personId);
}

/** DELETE /people/{id}/skills/{technologyId}/endorsements: the caller takes their endorsement back. */
export async function retractEndorsement(p: Platform, caller: SkillCaller, personId: string, technologyId: string) {
  await personOf(p.db, personId);
  await withdrawSource(
    p,
    personId,
    technologyId,
    'peer-endorsed',
    [`endorser:${caller.userId}`],
    caller.userId,
    WITHDRAWN_BY_MAKER,
  );
}

/** POST /skill-claims/{id}/withdrawal: an admin withdraws any claim, with a reason (audit log). */
export async function withdrawAnyClaim(p: Platform, caller: SkillCaller, claimId: string, reason: string) {
  const claim = await repo.findClaim(p.db, claimId);
  if (!claim) throw new AppError('NOT_FOUND', { message: CLAIM_NOT_FOUND });
  const personId = await p.events.transaction(async (tx, record: RecordEvent) => {
    await repo.lockSkill(tx, claim.userId, claim.technologyId);
    const locked = (await repo.findClaim(tx, claimId, true))!;
    assertAllowed(
      mayWithdraw(caller, {
        userId: locked.userId,
        madeBy: locked.madeBy,
        kind: locked.kind,
        withdrawn: locked.withdrawnAt !== null,
      }),
    );
    await repo.withdrawClaim(tx, claimId, caller.userId, reason);
    await derive(tx, locked.userId, locked.technologyId);
    const [row] = await repo.claimsOf(tx, locked.userId, locked.technologyId);
    const person = await findUser(tx, locked.userId);
    await record('skill-claim.withdrawn', {
      actorId: caller.userId,
      claimId,
      personId: locked.userId,
      personName: person?.name ?? '',
      technologyName: row?.technologyName ?? '',
      kind: locked.kind,
      reason,
    });
    return locked.userId;
  });
  return personSkills(p, caller, personId);
}

// --- Course outcomes ---

async function outcomesView(db: Db | Tx, courseId: string): Promise<CourseOutcomes> {
  const rows = await repo.outcomesOf(db, courseId);
  return {
    items: rows.map((r) => ({
      technology: { id: r.technologyId, name: r.technologyName },
      level: r.level,
      requiresPass: r.requiresPass,
    })),
  };
}

/** GET /courses/{id}/outcomes: what completing the course grants (whoever may see the course). */
export async function getOutcomes(p: Platform, viewer: Viewer, courseId: string): Promise<CourseOutcomes> {
  await visibleCourse(p.db, courseId, viewer);
  return outcomesView(p.db, courseId);
}

/** PUT /courses/{id}/outcomes: the course's owner replaces its outcomes (as every edit of a course). Earned claims stay as earned. */
export async function setOutcomes(
  p: Platform,
  viewer: Viewer,
  courseId: string,
  input: CourseOutcomesInput,
): Promise<CourseOutcomes> {
  return p.db.transaction(async (tx) => {
    await lockEditableCourse(tx, courseId, viewer);
    const ids = input.outcomes.map((o) => o.technologyId);
    const [status, current] = await readTogether(tx, [
      () => technologyStatuses(tx, ids),
      async () => new Set((await repo.outcomesOf(tx, courseId)).map((r) => r.technologyId)),
    ]);
    input.outcomes.forEach((o, i) => {
      if (!status.has(o.technologyId)) throw technologyNotFound(`outcomes.${i}.technologyId`);
      if (status.get(o.technologyId) === 'inactive' && !current.has(o.technologyId))
        throw inactiveTechnology(`outcomes.${i}.technologyId`);
    });
    await repo.replaceOutcomes(
      tx,
      courseId,
      input.outcomes.map((o) => ({
        technologyId: o.technologyId,
        level: o.level,
        requiresPass: o.requiresPass ?? false,
      })),
    );
    return outcomesView(tx, courseId);
  });
}

/**
 * The claims a completed course grants the learner (durable subscribers of `course.completed` and `quiz.passed`):
 * each outcome once — a job run again writes nothing twice — and, for an outcome that requires a pass, only once
 * every quiz of the course has a passed attempt (a later pass grants it then).
 */
export async function grantCourseOutcomes(p: Platform, learnerId: string, courseId: string) {
  const outcomes = await repo.outcomesOf(p.db, courseId);
  if (outcomes.length === 0) return;
  const learner: Viewer = { userId: learnerId, role: 'Learner' };
  const enrolment = await enrolmentOf(p.db, courseId, learner);
  if (!enrolment?.completedAt) return;
  const course = await courseRow(p.db, courseId);
  const needsPass = outcomes.some((o) => o.requiresPass);
  const standing = needsPass ? await courseQuizStanding(p.db, courseId, learnerId) : null;
  await p.db.transaction(async (tx) => {
    // The course's certificate bounds the evidence: claims last as long as it does, and a revoked one grants none.
    await repo.lockCourseEvidence(tx, learnerId, courseId);
    const certificate = await certificateStanding(tx, learnerId, courseId);
    if (certificate?.revoked) return;
    // Skills locked in one order (by technology), as every writer of several takes them: no two wait on each other.
    for (const o of [...outcomes].sort((a, b) => (a.technologyId < b.technologyId ? -1 : 1))) {
      if (o.requiresPass && !standing?.passedEvery) continue;
      await repo.lockSkill(tx, learnerId, o.technologyId);
      const written = await repo.insertClaimOnce(tx, {
        userId: learnerId,
        technologyId: o.technologyId,
        kind: o.requiresPass ? 'assessment-passed' : 'course-completed',
        level: o.level,
        sourceKey: `course:${courseId}`,
        madeBy: null,
        sourceType: 'course',
        sourceId: courseId,
        sourceLabel: course?.title ?? '',
        note: o.requiresPass && standing?.lowestBest != null ? `${standing.lowestBest}%` : '',
        claimedAt: new Date(enrolment.completedAt!),
        validUntil: certificate?.expiresOn ?? null,
      });
      if (written) await derive(tx, learnerId, o.technologyId);
    }
  });
}

/** Skills whose counting claim has passed its last day, derived again (a scheduled job; in batches). */
export async function deriveExpired(p: Platform, batch = 500): Promise<number> {
  let done = 0;
  for (;;) {
    const due = await repo.dueAgain(p.db, todayOf(), batch);
    if (due.length === 0) return done;
    for (const { userId, technologyId } of due)
      await p.db.transaction(async (tx) => {
        await repo.lockSkill(tx, userId, technologyId);
        await derive(tx, userId, technologyId);
      });
    done += due.length;
    if (due.length < batch) return done;
  }
}

/** Derives the listed skills from their claims (the demo seed, after writing claims). */
export async function deriveSkills(tx: Tx, pairs: readonly { userId: string; technologyId: string }[]) {
  for (const { userId, technologyId } of pairs) await derive(tx, userId, technologyId);
}

// --- Skill gaps ---

/**
 * GET /projects/{id}/skill-gaps: for each technology the project requires, whether its team has it (verified, when
 * the project requires verified skills), how many people who can be staffed have it, and the published courses
 * whose outcomes grant it — the way to close a gap.
 */
export async function projectSkillGaps(p: Platform, projectId: string): Promise<ProjectSkillGaps> {
  const project = await getProject(p, projectId);
  const verifiedOnly = project.requireVerifiedSkills;
  const techIds = project.technologies.map((t) => t.id);
  const teamIds = [...new Set(project.team.map((m) => m.employee.id))];
  const [supply, teamSkills, granting] = await Promise.all([
    repo.supplyOf(p.db, techIds, verifiedOnly),
    repo.skillsAmong(p.db, teamIds, techIds),
    repo.coursesGranting(p.db, techIds),
  ]);
  return {
    project: { id: project.id, name: project.name, requireVerifiedSkills: verifiedOnly },
    items: project.technologies.map((technology) => {
      const levels = teamSkills
        .filter((s) => s.technologyId === technology.id)
        .flatMap((s) => {
          const level = verifiedOnly ? s.verifiedLevel : s.level;
          return level === null ? [] : [level];
        });
      const organisation = supply.get(technology.id) ?? { people: 0, verified: 0 };
      return {
        technology,
        gap: levels.length > 0 ? 'covered' : organisation.people > 0 ? 'team' : 'organisation',
        team: { people: levels.length, best: levels.length > 0 ? Math.max(...levels) : null },
        organisation,
        courses: granting
          .filter((c) => c.technologyId === technology.id)
          .map(({ id, title, level, requiresPass }) => ({ id, title, level, requiresPass })),
      };
    }),
  };
}
