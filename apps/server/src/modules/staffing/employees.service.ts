import type { Page } from '@talentpath/contracts/paging';
import {
  EMPLOYEE_NOT_FOUND,
  MATCH_AND_TECHNOLOGIES,
  MATCH_NEEDS_PROJECT,
  type Employee,
  type EmployeeListQuery,
  type EmployeeMatch,
  type Skill,
  type SkillsInput,
} from '@talentpath/contracts/staffing';
import { MAX_WORKLOAD } from '@talentpath/contracts/workforce-messages';
import type { Platform } from '../../platform/context.ts';
import { type Db, readTogether, type Tx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { getProject } from '../projects/projects.public.ts';
import { replaceRatings } from '../skills/skills.public.ts';
import { technologyStatuses } from '../technologies/technologies.public.ts';
import { findViews } from './assignments.repository.ts';
import * as repo from './employees.repository.ts';
import { type AssignmentSpan, spansByEmployee } from './spans.repository.ts';
import { today } from '@talentpath/contracts/calendar-days';
import { availableFrom, freeCapacity, loadOn } from '@talentpath/contracts/workload';

// Employees (spec §2 employee assignment, §3 Employee, §4 availability): the people who can be staffed, with
// their skills, today's workload, the day they can take more, and — for a project — a match score (ADR 0031).

const invalid = (path: string, message: string) =>
  new AppError('VALIDATION', { message, details: [{ path, message }] });
const employeeNotFound = () => new AppError('NOT_FOUND', { message: EMPLOYEE_NOT_FOUND });

/** Each person's skills at the given technologies (all their skills when `technologyIds` is omitted). */
export function skillsOf(db: Db | Tx, userIds: readonly string[], technologyIds?: readonly string[]) {
  return repo.skillsOf(db, userIds, technologyIds);
}

/**
 * The match score (ADR 0031), 0..100: 70 for skill coverage — each required technology counts level/5, so a
 * level-5 expert in all of them covers fully — and 30 for free capacity over the project's remaining days. A
 * project that requires nothing scores on capacity alone.
 */
export function matchOf(
  need: repo.ProjectNeeds,
  skills: readonly Skill[],
  spans: readonly AssignmentSpan[],
  day: string,
): EmployeeMatch {
  const from = need.startDate > day ? need.startDate : day;
  const free = from > need.deadline ? 0 : freeCapacity(spans, from, need.deadline);
  // A project that requires verified skills counts each at its verified level, and an unverified one not at all.
  const counted = need.requireVerifiedSkills
    ? skills.flatMap((s) => (s.verifiedLevel === null ? [] : [{ ...s, level: s.verifiedLevel }]))
    : skills;
  const level = new Map(counted.map((s) => [s.id, s]));
  const matched = need.technologies.flatMap((t) => (level.has(t.id) ? [level.get(t.id)!] : []));
  const missing = need.technologies.filter((t) => !level.has(t.id));
  const coverage = need.technologies.length
    ? matched.reduce((sum, s) => sum + Math.min(s.level, 5) / 5, 0) / need.technologies.length
    : 1;
  const score = Math.round((70 * coverage + (30 * free) / MAX_WORKLOAD) * 10) / 10;
  return { score, matched, missing, freeCapacity: free };
}

type Person = repo.Candidate & { spans: AssignmentSpan[]; load: number; availableFrom: string; match?: EmployeeMatch };

/** The page's people with their spans and today's figures (and, for a project, their match), in the page's order. */
async function figuresOf(
  db: Db,
  people: readonly repo.Candidate[],
  day: string,
  need?: repo.ProjectNeeds,
): Promise<Person[]> {
  const ids = people.map((c) => c.id);
  const [spans, skills] = await Promise.all([
    spansByEmployee(db, ids),
    need
      ? skillsOf(
          db,
          ids,
          need.technologies.map((t) => t.id),
        )
      : undefined,
  ]);
  return people.map((c) => {
    const own = spans.get(c.id) ?? [];
    return {
      ...c,
      spans: own,
      load: loadOn(own, day),
      availableFrom: availableFrom(own, day),
      ...(need ? { match: matchOf(need, skills?.get(c.id) ?? [], own, day) } : {}),
    };
  });
}

/**
 * GET /employees: one page, found, filtered, ordered and counted in SQL; only the page's people are read. With
 * Match Technologies on, ranked by the match score for the project (spec §2, issue 10).
 */
export async function listEmployees(p: Platform, query: EmployeeListQuery): Promise<Page<Employee>> {
  if (query.match && query.technologyIds?.length) throw invalid('match', MATCH_AND_TECHNOLOGIES);
  if (query.match && !query.projectId) throw invalid('projectId', MATCH_NEEDS_PROJECT);
  const day = today();
  if (query.match && query.projectId) {
    const need = await getProject(p, query.projectId);
    const page = await repo.rankedPage(p.db, query, need, day);
    const byId = new Map((await repo.peopleByIds(p.db, page.items)).map((c) => [c.id, c]));
    const people = await figuresOf(
      p.db,
      page.items.map((id) => byId.get(id)!),
      day,
      need,
    );
    return { ...page, items: await toEmployees(p.db, people) };
  }
  const page = await repo.employeePage(p.db, query, day);
  return { ...page, items: await toEmployees(p.db, await figuresOf(p.db, page.items, day)) };
}

async function toEmployees(db: Db, people: readonly Person[]): Promise<Employee[]> {
  const assignmentIds = people.flatMap((r) => r.spans.map((s) => s.assignmentId));
  const [skills, views] = await Promise.all([
    skillsOf(
      db,
      people.map((r) => r.id),
    ),
    assignmentIds.length ? findViews(db, assignmentIds) : [],
  ]);
  const names = new Map(views.map((v) => [v.id, v]));
  return people.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    technologies: skills.get(r.id) ?? [],
    workload: r.load,
    availableFrom: r.availableFrom,
    fullyAllocated: r.load >= MAX_WORKLOAD,
    assignments: [...r.spans]
      .sort((a, b) => a.deadline.localeCompare(b.deadline))
      .map((s) => {
        const row = names.get(s.assignmentId)!;
        return {
          id: s.assignmentId,
          project: { id: row.projectId, name: row.projectName },
          role: { id: row.roleId, name: row.roleName },
          workload: s.workload,
          startDate: s.startDate,
          deadline: s.deadline,
        };
      }),
    activeProjects: new Set(r.spans.map((s) => s.projectId)).size,
    ...(r.match ? { match: r.match } : {}),
  }));
}

export async function getEmployee(p: Platform, id: string): Promise<Employee> {
  const person = await repo.findStaffable(p.db, id);
  if (!person) throw employeeNotFound();
  return (await toEmployees(p.db, await figuresOf(p.db, [person], today())))[0]!;
}

/**
 * The caller's ratings of a person's skills (project managers and admins; ADR 0059): the list replaces the caller's
 * earlier ratings. Other claims (courses, other raters, the person's own) stay, so the answer is the person's
 * effective skills. A technology newly added must be active; nobody rates themselves.
 */
export async function setSkills(
  p: Platform,
  caller: { userId: string },
  id: string,
  input: SkillsInput,
): Promise<Employee> {
  await p.db.transaction(async (tx) => {
    if (!(await repo.findStaffable(tx, id, true))) throw employeeNotFound();
    if (caller.userId === id) throw new AppError('SKILL_OWN_CLAIM');
    const wanted = input.skills.map((s) => s.technologyId);
    const [status, had] = await readTogether(tx, [
      () => technologyStatuses(tx, wanted),
      () => repo.skillTechnologyIds(tx, id),
    ]);
    wanted.forEach((techId, i) => {
      if (!status.has(techId)) throw invalid(`skills.${i}.technologyId`, 'Technology not found');
      if (status.get(techId) === 'inactive' && !had.has(techId))
        throw invalid(`skills.${i}.technologyId`, 'Inactive technologies cannot be added');
    });
    await replaceRatings(tx, caller.userId, id, input.skills);
  });
  return getEmployee(p, id);
}
