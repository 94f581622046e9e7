import type { LearnerCandidate, LearnerListQuery, LearnerProfile } from '@talentpath/contracts/enrolments';
import { LEARNER_NOT_FOUND } from '@talentpath/contracts/learning-messages';
import type { Page } from '@talentpath/contracts/paging';
import type { Platform } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { paginate } from '../../platform/paging.ts';
import { mayOverseeCourse, type Viewer, visibleCourse } from '../courses/courses.public.ts';
import { enrolmentSummaries, learnerEnrolments } from '../enrolments/enrolments.public.ts';
import { skillsOf } from '../staffing/staffing.public.ts';
import * as repo from './learners.repository.ts';

// Learners as coordinators find them (issue 11): to assign a course (search, skills, their enrolment in that
// course) and to read one learner's profile with their enrolments in the caller's courses (admins: all).

const learnerNotFound = () => new AppError('NOT_FOUND', { message: LEARNER_NOT_FOUND });

/** The course whose enrolments the list shows: one the caller owns, or any for admins (404 / 403 otherwise). */
async function courseOf(p: Platform, viewer: Viewer, courseId: string) {
  const { course } = await visibleCourse(p.db, courseId, viewer);
  if (!mayOverseeCourse(viewer, course)) throw new AppError('COURSE_NOT_OWNER');
  return course.id;
}

/** GET /learners: active learners, with their skills and, given a course, their enrolment in it. */
export async function listLearners(
  p: Platform,
  viewer: Viewer,
  query: LearnerListQuery,
): Promise<Page<LearnerCandidate>> {
  const courseId = query.courseId ? await courseOf(p, viewer, query.courseId) : null;
  const where = repo.candidatesWhere(query);
  const page = await paginate(p.db, query, {
    count: (tx) => repo.countWhere(tx, where),
    items: (tx, window) => repo.pageRows(tx, where, query.sort, window),
  });
  const ids = page.items.map((u) => u.id);
  const [skills, enrolment] = await Promise.all([
    skillsOf(p.db, ids),
    courseId ? enrolmentSummaries(p.db, courseId, ids) : Promise.resolve(new Map()),
  ]);
  return {
    ...page,
    items: page.items.map((u) => ({
      ...u,
      technologies: skills.get(u.id) ?? [],
      enrolment: enrolment.get(u.id) ?? null,
    })),
  };
}

/** GET /learners/{id}: the learner with their enrolments (a coordinator's courses only; admins all). */
export async function getLearner(p: Platform, viewer: Viewer, id: string): Promise<LearnerProfile> {
  const learner = await repo.findLearner(p.db, id);
  if (!learner) throw learnerNotFound();
  const [skills, list] = await Promise.all([skillsOf(p.db, [learner.id]), learnerEnrolments(p, viewer, learner.id)]);
  return { ...learner, technologies: skills.get(learner.id) ?? [], enrolments: list };
}
