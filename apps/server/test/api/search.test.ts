import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, today } from '@talentpath/contracts/calendar-days';
import { ROLES } from '@talentpath/contracts/roles';
import {
  SEARCH_DAY_INVALID,
  SEARCH_LEVEL_INVALID,
  SEARCH_LEVEL_NEEDS_TECHNOLOGY,
  SEARCH_TECHNOLOGY_INVALID,
  SEARCH_WINDOW_INCOMPLETE,
  SEARCH_WINDOW_INVALID,
  type SearchResults,
  type SearchSuggestions,
} from '@talentpath/contracts/search';
import type { ProfileVisibility } from '@talentpath/contracts/profiles';
import { userProfiles } from '../../src/db/schema/profiles.ts';
import { assignments, projectRoles, projects, projectTechnologies } from '../../src/db/schema/projects.ts';
import { employeeSkills } from '../../src/db/schema/skills.ts';
import { users } from '../../src/db/schema/users.ts';
import { createUser, fileTestApp } from '../support/test-app.ts';
import { expectError, expectValidation } from '../support/api.ts';
import { call, everyRole, signedInAs, type Headers } from '../support/callers.ts';
import { createCourse, createTechnology } from '../support/learning.ts';

const t = await fileTestApp();
const who = await everyRole(t);

const search = (query: Record<string, string>, h: Headers) =>
  call(t, 'GET', `/api/search?${new URLSearchParams(query)}`, undefined, h);
async function found(query: Record<string, string>, h: Headers): Promise<SearchResults> {
  const res = await search(query, h);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const names = (r: SearchResults) => r.people?.items.map((p) => p.name) ?? [];
const titles = (r: SearchResults) => r.courses?.items.map((c) => c.title) ?? [];

/** A person with a profile (headline, who sees what). */
async function person(name: string, profile: { headline?: string; visibility?: Partial<ProfileVisibility> } = {}) {
  const user = await createUser(t, { name });
  if (profile.headline !== undefined || profile.visibility)
    await t.db.insert(userProfiles).values({
      userId: user.id,
      headline: profile.headline ?? '',
      visibility: profile.visibility ?? {},
    });
  return user;
}
const skill = (userId: string, technologyId: string, level: number, verifiedLevel: number | null = null) =>
  t.db
    .insert(employeeSkills)
    .values({ userId, technologyId, level, verifiedLevel, basis: verifiedLevel ? 'evidence' : 'rated' });

const [role] = await t.db.insert(projectRoles).values({ name: 'Search tester' }).returning();
async function project(
  name: string,
  options: { startDate?: string; deadline?: string; technologyIds?: string[] } = {},
) {
  const [row] = await t.db
    .insert(projects)
    .values({
      name,
      status: 'in-progress',
      startDate: options.startDate ?? today(),
      deadline: options.deadline ?? addDays(today(), 30),
      shortDescription: 'A project found by search',
      managerId: who.ProjectManager.user.id,
    })
    .returning();
  if (options.technologyIds?.length)
    await t.db
      .insert(projectTechnologies)
      .values(options.technologyIds.map((technologyId) => ({ projectId: row!.id, technologyId })));
  return row!;
}

describe('who may search what', () => {
  it('needs sign-in; every role searches people and courses; projects only project managers and admins', async () => {
    expectError(await search({ q: 'anything' }, who.none.h), 401, 'UNAUTHORIZED');
    await project('Quasar migration');
    for (const r of ROLES) {
      const res = await found({ q: 'Quasar' }, who[r].h);
      expect(res.people, r).not.toBeNull();
      expect(res.courses, r).not.toBeNull();
      const mayProjects = ['ProjectManager', 'Admin', 'SuperAdmin'].includes(r);
      expect(res.projects === null, r).toBe(!mayProjects);
      expect(res.counts.projects, r).toBe(mayProjects ? 1 : null);
      if (mayProjects) expect(res.projects!.items.map((p) => p.name)).toEqual(['Quasar migration']);
    }
  });

  it('a blank text without filters searches nothing (spec §5)', async () => {
    for (const q of ['', '   ']) {
      expect(await found({ q }, who.Learner.h)).toEqual({
        people: null,
        courses: null,
        projects: null,
        counts: { people: null, courses: null, projects: null },
      });
    }
    const res = await call(t, 'GET', '/api/search/suggestions?q=%20', undefined, who.Learner.h);
    expect(res.json()).toEqual({ people: [], courses: [], projects: [] });
  });
});

describe('people', () => {
  it('finds active people by a word, a prefix, a typo and Norwegian letters', async () => {
    const a = await person('Åsmund Ødegård');
    await person('Zephyrine Qwolkensen');
    expect(names(await found({ q: 'ødegård' }, who.Learner.h))).toEqual([a.name]);
    expect(names(await found({ q: 'Øde' }, who.Learner.h))).toEqual([a.name]);
    expect(names(await found({ q: 'Åsmund Ødegård' }, who.Learner.h))).toEqual([a.name]);
    expect(names(await found({ q: 'zephy' }, who.Learner.h))).toEqual(['Zephyrine Qwolkensen']);
    expect(names(await found({ q: 'Qwolkenson' }, who.Learner.h))).toEqual(['Zephyrine Qwolkensen']);
  });

  it('a close word is searched only when nothing matches exactly (a typo)', async () => {
    await person('Brunhilde Exactsson');
    await person('Brunhilda Closesson');
    expect(names(await found({ q: 'brunhilde' }, who.Learner.h))).toEqual(['Brunhilde Exactsson']);
    expect(names(await found({ q: 'brunhildx' }, who.Learner.h)).sort()).toEqual([
      'Brunhilda Closesson',
      'Brunhilde Exactsson',
    ]);
    const suggested = await call(t, 'GET', '/api/search/suggestions?q=closeson', undefined, who.Learner.h);
    expect(suggested.json().people.map((x: { name: string }) => x.name)).toEqual(['Brunhilda Closesson']);
  });

  it('never finds a disabled or deleted account', async () => {
    const disabled = await person('Xanthippe Disabledottir');
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, disabled.id));
    const deleted = await person('Xanthippe Deletedottir');
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.id));
    for (const h of [who.Learner.h, who.Admin.h, who.SuperAdmin.h]) {
      const res = await found({ q: 'Xanthippe' }, h);
      expect(res.counts.people).toBe(0);
      expect(names(await found({ q: 'Disabledottir' }, h))).toEqual([]);
    }
  });

  it('a headline its owner hides neither matches nor shows', async () => {
    const open = await person('Headline Open', { headline: 'Kubernetes whisperer' });
    const managersOnly = await person('Headline Managers', {
      headline: 'Kubernetes gardener',
      visibility: { about: 'managers' },
    });
    const hidden = await person('Headline Hidden', { headline: 'Kubernetes hermit', visibility: { about: 'me' } });
    expect(names(await found({ q: 'kubernetes' }, who.Learner.h))).toEqual([open.name]);
    expect(names(await found({ q: 'hermit' }, who.ProjectManager.h))).toEqual([]);
    expect(new Set(names(await found({ q: 'kubernetes' }, who.ProjectManager.h)))).toEqual(
      new Set([open.name, managersOnly.name]),
    );
    expect(new Set(names(await found({ q: 'kubernetes' }, who.Admin.h)))).toEqual(
      new Set([open.name, managersOnly.name, hidden.name]),
    );
    // Found by name, the hidden headline is still not shown.
    const byName = await found({ q: 'Headline Hidden' }, who.Learner.h);
    expect(byName.people!.items[0]).toEqual(expect.objectContaining({ name: hidden.name, headline: null }));
    expect(JSON.stringify(byName)).not.toContain('hermit');
    expect((await found({ q: 'Headline Open' }, who.Learner.h)).people!.items[0]!.headline).toBe(
      'Kubernetes whisperer',
    );
    // The owner sees and finds their own.
    const owner = await signedInAs(t, 'Learner');
    await t.db
      .insert(userProfiles)
      .values({ userId: owner.user.id, headline: 'Kubernetes recluse', visibility: { about: 'me' } });
    expect(names(await found({ q: 'recluse' }, owner.h))).toEqual([owner.user.name]);
    expect(names(await found({ q: 'recluse' }, who.Learner.h))).toEqual([]);
  });

  it('filters by skill, minimum level and verified, on effective levels', async () => {
    const react = await createTechnology(t, { name: 'ReactSearchTest' });
    const four = await person('Skill Four Rated');
    const fourVerified = await person('Skill Four Verified');
    const two = await person('Skill Two');
    await skill(four.id, react.id, 4);
    await skill(fourVerified.id, react.id, 4, 4);
    await skill(two.id, react.id, 2);
    const at = (extra: Record<string, string>) =>
      found({ q: 'Skill', technologyId: react.id, ...extra }, who.ProjectManager.h);
    expect(new Set(names(await at({})))).toEqual(new Set([four.name, fourVerified.name, two.name]));
    expect(new Set(names(await at({ minLevel: '4' })))).toEqual(new Set([four.name, fourVerified.name]));
    const verified = await at({ minLevel: '4', verified: 'true' });
    expect(names(verified)).toEqual([fourVerified.name]);
    expect(verified.people!.items[0]!.skill).toEqual({
      technologyId: react.id,
      name: react.name,
      level: 4,
      verifiedLevel: 4,
    });
    // A people-only filter leaves courses and projects out.
    expect(verified.courses).toBeNull();
    expect(verified.counts.projects).toBeNull();
    // Without a text: everyone with the skill.
    expect(new Set(names(await found({ technologyId: react.id, minLevel: '4' }, who.Learner.h)))).toEqual(
      new Set([four.name, fourVerified.name]),
    );
  });

  it('the skill filter does not reveal skills shown to managers only', async () => {
    const go = await createTechnology(t, { name: 'GoSearchTest' });
    const shy = await person('Gopher Shy', { visibility: { skills: 'managers' } });
    const open = await person('Gopher Open');
    await skill(shy.id, go.id, 5, 5);
    await skill(open.id, go.id, 5, 5);
    const q = { technologyId: go.id, minLevel: '5' };
    expect(names(await found(q, who.Learner.h))).toEqual([open.name]);
    expect(names(await found(q, who.CourseCoordinator.h))).toEqual([open.name]);
    expect(new Set(names(await found(q, who.ProjectManager.h)))).toEqual(new Set([shy.name, open.name]));
    expect(new Set(names(await found(q, who.Admin.h)))).toEqual(new Set([shy.name, open.name]));
    // The person themselves.
    const me = await signedInAs(t, 'Learner');
    await t.db.insert(userProfiles).values({ userId: me.user.id, visibility: { skills: 'managers' } });
    await skill(me.user.id, go.id, 5);
    expect(new Set(names(await found(q, me.h)))).toEqual(new Set([open.name, me.user.name]));
  });

  it('filters by free capacity on every day of a window', async () => {
    const full = await person('Window Full');
    const half = await person('Window Half');
    const later = await person('Window Later');
    const start = addDays(today(), 10);
    const p = await project('Window project', { startDate: start, deadline: addDays(start, 9) });
    await t.db.insert(assignments).values([
      { projectId: p.id, employeeId: full.id, roleId: role!.id, workload: 100 },
      { projectId: p.id, employeeId: half.id, roleId: role!.id, workload: 50 },
    ]);
    const q = (from: string, to: string) =>
      found({ q: 'Window', availableFrom: from, availableTo: to }, who.ProjectManager.h);
    // The window touches the project's last day only: the full-time person is not free then.
    expect(new Set(names(await q(addDays(start, 9), addDays(start, 20))))).toEqual(new Set([half.name, later.name]));
    // Before the project starts everyone is free.
    expect(new Set(names(await q(today(), addDays(start, -1))))).toEqual(new Set([full.name, half.name, later.name]));
  });

  it('pages a group with its count', async () => {
    for (const n of [1, 2, 3, 4, 5]) await person(`Pagella Person ${n}`);
    const first = await found({ q: 'Pagella', type: 'people', pageSize: '2' }, who.Learner.h);
    expect(first.people).toMatchObject({ totalCount: 5, pageNumber: 1, pageSize: 2, hasNextPage: true });
    const third = await found({ q: 'Pagella', type: 'people', pageSize: '2', pageNumber: '3' }, who.Learner.h);
    expect(third.people).toMatchObject({ totalCount: 5, hasNextPage: false });
    expect(third.people!.items).toHaveLength(1);
    // `type` pages one group and still counts the others.
    expect(third.courses).toBeNull();
    expect(third.counts.courses).toBe(0);
    const all = new Set([...first.people!.items, ...third.people!.items].map((p) => p.name));
    expect(all.size).toBe(3);
    // Every page in the one order (names, as they tie on closeness), none twice; past the end: none, the true count.
    const second = await found({ q: 'Pagella', type: 'people', pageSize: '2', pageNumber: '2' }, who.Learner.h);
    expect([first, second, third].flatMap((r) => names(r))).toEqual([1, 2, 3, 4, 5].map((n) => `Pagella Person ${n}`));
    const beyond = await found({ q: 'Pagella', type: 'people', pageSize: '2', pageNumber: '4' }, who.Learner.h);
    expect(beyond.people).toMatchObject({ items: [], totalCount: 5, hasNextPage: false });
    expect(beyond.counts.people).toBe(5);
  });

  it('a group asked for that is not searched pages every group that is, as without a type', async () => {
    await person('Typelessa Person');
    // A learner does not search projects.
    const learner = await found({ q: 'Typelessa', type: 'projects' }, who.Learner.h);
    expect(learner.projects).toBeNull();
    expect(names(learner)).toEqual(['Typelessa Person']);
    expect(learner.courses).toMatchObject({ totalCount: 0 });
    // A people-only filter (free capacity) on the courses group: only people are searched, and paged.
    const window = { availableFrom: today(), availableTo: addDays(today(), 5) };
    const filtered = await found({ q: 'Typelessa', type: 'courses', ...window }, who.ProjectManager.h);
    expect(filtered.counts).toEqual({ people: 1, courses: null, projects: null });
    expect(names(filtered)).toEqual(['Typelessa Person']);
  });

  it('counts a person found by both their name and their headline once, and shows the headline', async () => {
    await person('Quillon Twofold', { headline: 'Quillon expert' });
    await person('Someone Else', { headline: 'Works with Quillon daily' });
    const r = await found({ q: 'quillon', type: 'people' }, who.Learner.h);
    expect(r.people).toMatchObject({ totalCount: 2 });
    // The name that starts with the word ranks first.
    expect(r.people!.items.map((p) => [p.name, p.headline])).toEqual([
      ['Quillon Twofold', 'Quillon expert'],
      ['Someone Else', 'Works with Quillon daily'],
    ]);
  });
});

describe('courses', () => {
  it('a draft is found by its owner and admins only; learners and other coordinators never', async () => {
    const owner = await signedInAs(t, 'CourseCoordinator');
    const other = await signedInAs(t, 'CourseCoordinator');
    await createCourse(t, { ownerId: owner.user.id, status: 'draft', title: 'Quantum basket weaving draft' });
    await createCourse(t, { ownerId: owner.user.id, status: 'published', title: 'Quantum basket weaving live' });
    await createCourse(t, { ownerId: owner.user.id, status: 'archived', title: 'Quantum basket weaving old' });
    const q = { q: 'quantum basket' };
    expect(titles(await found(q, who.Learner.h))).toEqual(['Quantum basket weaving live']);
    expect(titles(await found(q, other.h))).toEqual(['Quantum basket weaving live']);
    expect(titles(await found(q, who.ProjectManager.h))).toEqual(['Quantum basket weaving live']);
    expect(new Set(titles(await found(q, owner.h)))).toEqual(
      new Set(['Quantum basket weaving draft', 'Quantum basket weaving live', 'Quantum basket weaving old']),
    );
    expect((await found(q, who.Admin.h)).counts.courses).toBe(3);
    const suggestions: SearchSuggestions = (
      await call(t, 'GET', '/api/search/suggestions?q=quantum', undefined, who.Learner.h)
    ).json();
    expect(suggestions.courses.map((c) => c.title)).toEqual(['Quantum basket weaving live']);
  });

  it('filters by a technology the course teaches, and finds words of the description', async () => {
    const tech = await createTechnology(t);
    const owner = await signedInAs(t, 'CourseCoordinator');
    await createCourse(t, { ownerId: owner.user.id, title: 'Teaches the tech', technologyIds: [tech.id] });
    await createCourse(t, { ownerId: owner.user.id, title: 'Teaches nothing' });
    expect(titles(await found({ q: 'teaches', technologyId: tech.id }, who.Learner.h))).toEqual(['Teaches the tech']);
    // Every test course says "A course made by a test."
    expect((await found({ q: 'made by a test' }, who.Admin.h)).counts.courses).toBeGreaterThanOrEqual(2);
  });
});

describe('suggestions', () => {
  it('give a few of each group the caller may search', async () => {
    await project('Nebulon rollout');
    await person('Nebulon Person');
    const ask = async (h: Headers) =>
      (await call(t, 'GET', '/api/search/suggestions?q=nebulon', undefined, h)).json() as SearchSuggestions;
    const pm = await ask(who.ProjectManager.h);
    expect(pm.people.map((p) => p.name)).toEqual(['Nebulon Person']);
    expect(pm.projects.map((p) => p.name)).toEqual(['Nebulon rollout']);
    expect((await ask(who.Learner.h)).projects).toEqual([]);
  });
});

describe('bad input', () => {
  const h = who.Learner.h;
  it('answers 400 naming the field', async () => {
    const tech = '00000000-0000-4000-8000-000000000000';
    const cases: [Record<string, string>, string, string?][] = [
      [{ q: 'x'.repeat(101) }, 'q', 'Search text must be at most 100 characters'],
      [{ q: 'a\u0000b' }, 'q'],
      [{ q: 'line\nbreak' }, 'q'],
      [{ technologyId: 'not-a-uuid' }, 'technologyId', SEARCH_TECHNOLOGY_INVALID],
      [{ technologyId: "1' or '1'='1" }, 'technologyId', SEARCH_TECHNOLOGY_INVALID],
      [{ technologyId: tech, minLevel: '0' }, 'minLevel', SEARCH_LEVEL_INVALID],
      [{ technologyId: tech, minLevel: '6' }, 'minLevel', SEARCH_LEVEL_INVALID],
      [{ technologyId: tech, minLevel: '2.5' }, 'minLevel', SEARCH_LEVEL_INVALID],
      [{ technologyId: tech, minLevel: 'high' }, 'minLevel', SEARCH_LEVEL_INVALID],
      [{ q: 'x', minLevel: '3' }, 'technologyId', SEARCH_LEVEL_NEEDS_TECHNOLOGY],
      [{ q: 'x', verified: 'yes' }, 'verified'],
      [{ q: 'x', availableFrom: '2026-02-30', availableTo: '2026-03-01' }, 'availableFrom', SEARCH_DAY_INVALID],
      [{ q: 'x', availableFrom: 'tomorrow', availableTo: '2026-03-01' }, 'availableFrom', SEARCH_DAY_INVALID],
      [{ q: 'x', availableFrom: '2026-03-01' }, 'availableTo', SEARCH_WINDOW_INCOMPLETE],
      [{ q: 'x', availableFrom: '2026-03-02', availableTo: '2026-03-01' }, 'availableTo', SEARCH_WINDOW_INVALID],
      [{ q: 'x', type: 'users' }, 'type'],
      [{ q: 'x', pageSize: '0' }, 'pageSize'],
      [{ q: 'x', pageSize: '51' }, 'pageSize'],
      [{ q: 'x', pageNumber: '-1' }, 'pageNumber'],
    ];
    for (const [query, path, message] of cases) expectValidation(await search(query, h), path, message);
  });

  it('reads any other text as text: SQL, operators, wildcards and unusual letters find nothing and break nothing', async () => {
    const texts = [
      "'; drop table users; --",
      '%',
      '_',
      '\\',
      '"unclosed',
      '!!! & | <-> :*',
      '-or or -',
      '(((',
      '😀🚀',
      'ﬁ ß İ',
      'مرحبا',
      'a'.repeat(100),
      '\u200b',
    ];
    for (const q of texts) {
      const res = await search({ q }, h);
      expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
      const sug = await call(t, 'GET', `/api/search/suggestions?q=${encodeURIComponent(q)}`, undefined, h);
      expect(sug.statusCode, `${q}: ${sug.body}`).toBe(200);
    }
    expect((await found({ q: '%' }, h)).counts.people).toBe(0);
    expect((await t.db.select().from(users).limit(1)).length).toBe(1);
  });
});
