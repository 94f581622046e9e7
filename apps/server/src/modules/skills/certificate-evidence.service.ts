import type { Platform } from '../../platform/context.ts';
import * as repo from './skills.repository.ts';
import { deriveSkills } from './skills.service.ts';

// A course's certificate and the skills the course grants (issue 25, ADR 0059): what completing a course proves
// lasts as long as its certificate — an expired one stops counting as evidence (the claims' last day is its last
// day; the daily derivation then drops them) and a revoked one withdraws them.

/** A certificate issued (durable subscriber of `certificate.issued`): the course's claims last as long as it does. */
export async function followCertificate(
  p: Platform,
  e: { userId: string; courseId: string; expiresOn: string | null },
) {
  await p.db.transaction(async (tx) => {
    await repo.lockCourseEvidence(tx, e.userId, e.courseId);
    const limited = await repo.limitCourseClaims(tx, e.userId, e.courseId, e.expiresOn);
    await deriveLocked(tx, e.userId, limited);
  });
}

/** A certificate revoked (durable subscriber of `certificate.revoked`): the course's claims are withdrawn, with why. */
export async function withdrawForRevocation(
  p: Platform,
  e: { userId: string; courseId: string; actorId: string; reason: string },
) {
  await p.db.transaction(async (tx) => {
    await repo.lockCourseEvidence(tx, e.userId, e.courseId);
    const reason = `Certificate revoked: ${e.reason}`;
    const withdrawn = [
      ...(await repo.withdrawBySource(
        tx,
        { userId: e.userId, kind: 'course-completed', sourceKeys: [`course:${e.courseId}`] },
        e.actorId,
        reason,
      )),
      ...(await repo.withdrawBySource(
        tx,
        { userId: e.userId, kind: 'assessment-passed', sourceKeys: [`course:${e.courseId}`] },
        e.actorId,
        reason,
      )),
    ];
    await deriveLocked(tx, e.userId, withdrawn);
  });
}

/** Derives each skill touched again, under its lock (in technology order, as every writer of several takes them). */
async function deriveLocked(
  tx: Parameters<typeof repo.lockSkill>[0],
  userId: string,
  rows: { technologyId: string }[],
) {
  const technologies = [...new Set(rows.map((r) => r.technologyId))].sort();
  for (const technologyId of technologies) await repo.lockSkill(tx, userId, technologyId);
  await deriveSkills(
    tx,
    technologies.map((technologyId) => ({ userId, technologyId })),
  );
}
