import {
  COURSE_NOT_CLOSING_GAP,
  ENDORSEMENT_ASK_CANNOT_SEE,
  ENDORSEMENT_ASK_SELF,
  ENDORSEMENT_REQUEST_AGAIN_DAYS,
  PERSON_NOT_FOUND,
  RECOMMEND_LEARNERS_ONLY,
  type AskResult,
  type CourseRecommendationInput,
  type EndorsementRequestInput,
  type RecommendationList,
} from '@talentpath/contracts/skills';
import { today as todayOf } from '@talentpath/contracts/calendar-days';
import { statusGroupOf } from '@talentpath/contracts/projects';
import type { Caller } from '../../platform/auth/guard.ts';
import type { Platform } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { whoMaySee } from '../profiles/profiles.public.ts';
import { lockManagedProject } from '../projects/projects.public.ts';
import { findUser } from '../users/users.public.ts';
import { effectiveSkill } from './effective-skill.ts';
import * as repo from './skills.repository.ts';

declare module '../../platform/events.ts' {
  interface DomainEvents {
    /** A project's manager recommended a course closing one of its skill gaps to people (those not told before). */
    'course.recommended': {
      courseId: string;
      courseTitle: string;
      projectId: string;
      projectName: string;
      managerName: string;
      learnerIds: string[];
    };
    /** A person asked colleagues to endorse one of their skills (those not asked in the last days). */
    'skill.endorsement-requested': {
      personId: string;
      personName: string;
      technologyId: string;
      technologyName: string;
      recipientIds: string[];
    };
  }
}

// Asking others about a skill (issue 24): a project manager recommends a course that closes a gap of their project;
// a person asks colleagues to endorse a skill. Each is recorded once (asked again, nobody is told twice) and the
// people asked are told through a durable event (the notifications module).

/** A refusal of one of the people asked, on its place in the list. */
const refused = (index: number, message: string) =>
  new AppError('VALIDATION', { message, details: [{ path: `userIds.${index}`, message }] });

/**
 * POST /projects/{id}/course-recommendations: the project's own manager recommends a published course whose outcomes
 * grant one of the project's technologies to active learners. Those recommended it for the project before are not
 * told again.
 */
export async function recommendCourse(
  p: Platform,
  caller: Caller,
  projectId: string,
  input: CourseRecommendationInput,
): Promise<AskResult> {
  return p.events.transaction(async (tx, record) => {
    const project = await lockManagedProject(tx, caller, projectId, 'staff');
    if (statusGroupOf(project.status) !== 'active') throw new AppError('PROJECT_CLOSED');
    const techIds = await repo.projectTechnologyIds(tx, project.id);
    const course = (await repo.coursesGranting(tx, techIds)).find((c) => c.id === input.courseId);
    if (!course) throw refusedCourse();
    const people = new Map((await repo.activePeople(tx, input.userIds)).map((x) => [x.id, x]));
    input.userIds.forEach((id, i) => {
      if (!people.get(id)?.roles.includes('Learner')) throw refused(i, RECOMMEND_LEARNERS_ONLY);
    });
    const told = await repo.insertRecommendations(tx, {
      projectId: project.id,
      courseId: course.id,
      recommendedBy: caller.userId,
      userIds: input.userIds,
    });
    if (told.length > 0) {
      const manager = await findUser(tx, caller.userId);
      await record('course.recommended', {
        courseId: course.id,
        courseTitle: course.title,
        projectId: project.id,
        projectName: project.name,
        managerName: manager?.name ?? '',
        learnerIds: told,
      });
    }
    return { told: told.length, already: input.userIds.length - told.length };
  });
}

const refusedCourse = () =>
  new AppError('VALIDATION', {
    message: COURSE_NOT_CLOSING_GAP,
    details: [{ path: 'courseId', message: COURSE_NOT_CLOSING_GAP }],
  });

/** GET /learner/recommendations: the courses recommended to the caller for their projects, not yet completed. */
export async function myRecommendations(p: Platform, caller: Caller): Promise<RecommendationList> {
  const rows = await repo.recommendationsFor(p.db, caller.userId);
  return {
    items: rows.map((r) => ({
      course: { id: r.courseId, title: r.courseTitle },
      project: { id: r.projectId, name: r.projectName },
      recommendedBy: r.managerId ? { id: r.managerId, name: r.managerName ?? '' } : null,
      recommendedAt: r.recommendedAt.toISOString(),
      enrolled: r.enrolled,
    })),
  };
}

/**
 * POST /me/skills/{technologyId}/endorsement-requests: the caller asks active colleagues who may see their skills to
 * endorse one they hold. A colleague asked for the same skill in the last ENDORSEMENT_REQUEST_AGAIN_DAYS days is not
 * told again.
 */
export async function requestEndorsements(
  p: Platform,
  caller: Caller,
  technologyId: string,
  input: EndorsementRequestInput,
): Promise<AskResult> {
  const people = new Map((await repo.activePeople(p.db, input.userIds)).map((x) => [x.id, x]));
  const seeing = await whoMaySee(p.db, caller.userId, 'skills', [...people.values()]);
  input.userIds.forEach((id, i) => {
    if (id === caller.userId) throw refused(i, ENDORSEMENT_ASK_SELF);
    if (!people.has(id)) throw refused(i, PERSON_NOT_FOUND);
    if (!seeing.has(id)) throw refused(i, ENDORSEMENT_ASK_CANNOT_SEE);
  });
  return p.events.transaction(async (tx, record) => {
    await repo.lockSkill(tx, caller.userId, technologyId);
    const skill = effectiveSkill(await repo.claimFacts(tx, caller.userId, technologyId), todayOf());
    if (!skill) throw new AppError('SKILL_NOT_HELD');
    const told = await repo.upsertEndorsementRequests(tx, {
      requesterId: caller.userId,
      technologyId,
      recipientIds: input.userIds,
      againDays: ENDORSEMENT_REQUEST_AGAIN_DAYS,
    });
    if (told.length > 0) {
      const me = await findUser(tx, caller.userId);
      const technologyName = await repo.technologyName(tx, technologyId);
      await record('skill.endorsement-requested', {
        personId: caller.userId,
        personName: me?.name ?? '',
        technologyId,
        technologyName: technologyName ?? '',
        recipientIds: told,
      });
    }
    return { told: told.length, already: input.userIds.length - told.length };
  });
}
