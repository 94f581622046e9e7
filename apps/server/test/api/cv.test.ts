import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import schema from '@jsonresume/schema/schema.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { addDays, today } from '@talentpath/contracts/calendar-days';
import { CV_IDS_MAX, CV_SECTION_UNKNOWN, CV_TOO_MANY_IDS } from '@talentpath/contracts/cv';
import type { Role } from '@talentpath/contracts/roles';
import { createUser, fileTestApp, signIn } from '../support/test-app.ts';
import { expectError, expectValidation } from '../support/api.ts';
import { call, everyRole, type Headers } from '../support/callers.ts';
import { createCourse, createTechnology, enrol } from '../support/learning.ts';
import { pdfText } from '../support/pdf.ts';

const t = await fileTestApp();
const who = await everyRole(t);
const MISSING = '00000000-0000-4000-8000-000000000000';

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats.default(ajv);
const validResume = ajv.compile(schema);

const cv = (body: unknown, h: Headers) => call(t, 'POST', '/api/cv', body, h);
const source = (id: string, h: Headers) => call(t, 'GET', `/api/cv/${id}`, undefined, h);

/** A learner with a Norwegian profile, a skill of their own, a project and a completed course. */
async function consultant() {
  const user = await createUser(t, { roles: ['Learner'], name: 'Åse Ødegård Bækkelund' });
  const h = (await signIn(t, user, 'Learner')).headers;
  const saved = await call(
    t,
    'PUT',
    '/api/me/profile',
    {
      headline: 'Utvikler på blåbærsyltetøy-prosjektet',
      bio: 'Ti år med TypeScript og PostgreSQL. Liker køer, æ, ø og å.',
      location: 'Tromsø',
      languages: [
        { language: 'Norsk', level: 'native' },
        { language: 'Engelsk', level: 'fluent' },
      ],
      links: [{ label: 'GitHub', url: 'https://github.com/ase-example' }],
    },
    h,
  );
  expect(saved.statusCode, saved.body).toBe(200);
  const skill = await createTechnology(t, { name: `Kotlin ${Math.random().toString(36).slice(2, 7)}` });
  const assessed = await call(t, 'PUT', `/api/me/skills/${skill.id}`, { level: 4 }, h);
  expect(assessed.statusCode, assessed.body).toBe(200);
  const other = await createTechnology(t, { name: `Elixir ${Math.random().toString(36).slice(2, 7)}` });
  expect((await call(t, 'PUT', `/api/me/skills/${other.id}`, { level: 2 }, h)).statusCode).toBe(200);

  const pm = who.ProjectManager.h;
  const role = await call(t, 'POST', '/api/project-roles', { name: `Arkitekt ${Math.random()}`.slice(0, 30) }, pm);
  const project = await call(
    t,
    'POST',
    '/api/projects',
    {
      name: `Fjordkraft ${Math.random()}`.slice(0, 30),
      startDate: addDays(today(), -20),
      deadline: addDays(today(), 40),
    },
    pm,
  );
  expect(project.statusCode, project.body).toBe(201);
  const assigned = await call(
    t,
    'POST',
    `/api/projects/${project.json().id}/assignments`,
    { employeeId: user.id, roleId: role.json().id, workload: 40 },
    pm,
  );
  expect(assigned.statusCode, assigned.body).toBe(201);

  const course = await createCourse(t, { ownerId: who.CourseCoordinator.user.id, lessons: [1] });
  await enrol(t, course.course.id, user.id);
  expect((await call(t, 'POST', `/api/lessons/${course.lessons[0]!.id}/complete`, undefined, h)).statusCode).toBe(200);
  return {
    user,
    h,
    skill,
    other,
    project: { id: project.json().id as string, name: project.json().name as string },
    role: role.json().name as string,
    course: course.course,
  };
}

const person = await consultant();

describe('POST /api/cv: the PDF', () => {
  it('is made on the server and reads back: name, Norwegian letters, a skill, a project, a course, headings in Norwegian', async () => {
    const res = await cv({ format: 'pdf', language: 'no' }, person.h);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="cv-ase-odegard-baekkelund-${today()}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Åse Ødegård Bækkelund',
      'Utvikler på blåbærsyltetøy-prosjektet',
      'Tromsø',
      person.user.email,
      'Liker køer, æ, ø og å.',
      'KOMPETANSE',
      'Dyktig',
      person.skill.name,
      person.project.name,
      person.role,
      person.course.title,
      'FULLFØRTE KURS',
      'Morsmål',
      'https://github.com/ase-example',
      'Side 1 av 1',
    ])
      expect(text).toContain(expected);
  });

  it('holds only what was chosen, with English headings', async () => {
    const res = await cv(
      {
        format: 'pdf',
        language: 'en',
        sections: ['skills', 'courses'],
        technologyIds: [person.other.id],
      },
      person.h,
    );
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('SKILLS');
    expect(text).toContain('Novice');
    expect(text).toContain(person.other.name);
    expect(text).toContain(person.course.title);
    for (const left of [person.skill.name, person.project.name, 'Liker køer', 'LANGUAGES', 'github.com'])
      expect(text).not.toContain(left);
  });

  it('anonymised, for tenders: no name, e-mail, links or location', async () => {
    const res = await cv({ format: 'pdf', language: 'en', anonymous: true }, person.h);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="cv-anonymous-${today()}.pdf"`);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Candidate');
    expect(text).toContain(person.skill.name);
    expect(text).toContain(person.project.name);
    for (const personal of ['Åse', 'Ødegård', person.user.email, 'github.com', 'Tromsø'])
      expect(text).not.toContain(personal);
  });

  it('wraps long text and runs onto more pages', async () => {
    const user = await createUser(t, { roles: ['Learner'] });
    const h = (await signIn(t, user, 'Learner')).headers;
    const long = `${'Ærlig og grundig konsulent som skriver lange tekster. '.repeat(36)}Slutt.`.slice(0, 2000);
    expect((await call(t, 'PUT', '/api/me/profile', { bio: long.slice(0, 1990) }, h)).statusCode).toBe(200);
    for (let i = 0; i < 60; i += 1) {
      const tech = await createTechnology(t, {
        name: `Teknologi nummer ${i} ${Math.random().toString(36).slice(2, 12)}`,
      });
      await call(t, 'PUT', `/api/me/skills/${tech.id}`, { level: 3 }, h);
    }
    const res = await cv({ format: 'pdf', language: 'no' }, h);
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Side 1 av 2');
    expect(text).toContain('Slutt.');
  });
});

describe('POST /api/cv: the JSON Resume', () => {
  it('validates against the published JSON Resume schema and maps each part', async () => {
    const res = await cv({ format: 'json-resume', language: 'en' }, person.h);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="cv-ase-odegard-baekkelund-${today()}.json"`);
    const resume = res.json();
    expect(validResume(resume), JSON.stringify(validResume.errors)).toBe(true);
    expect(resume.basics).toEqual({
      name: 'Åse Ødegård Bækkelund',
      label: 'Utvikler på blåbærsyltetøy-prosjektet',
      email: person.user.email,
      url: 'https://github.com/ase-example',
      summary: 'Ti år med TypeScript og PostgreSQL. Liker køer, æ, ø og å.',
      location: { city: 'Tromsø' },
      profiles: [{ network: 'GitHub', url: 'https://github.com/ase-example' }],
    });
    expect(resume.skills).toEqual([
      { name: person.skill.name, level: 'Proficient', keywords: [] },
      { name: person.other.name, level: 'Novice', keywords: [] },
    ]);
    expect(resume.projects).toEqual([
      { name: person.project.name, roles: [person.role], startDate: addDays(today(), -20) },
    ]);
    expect(resume.certificates).toEqual([{ name: person.course.title, date: today() }]);
    expect(resume.languages).toEqual([
      { language: 'Norsk', fluency: 'Native' },
      { language: 'Engelsk', fluency: 'Fluent' },
    ]);
  });

  it('anonymised: valid, and without name, e-mail, url, profiles or location anywhere', async () => {
    const res = await cv({ format: 'json-resume', language: 'no', anonymous: true }, person.h);
    expect(res.statusCode, res.body).toBe(200);
    const resume = res.json();
    expect(validResume(resume), JSON.stringify(validResume.errors)).toBe(true);
    expect(resume.basics).toEqual({
      label: 'Utvikler på blåbærsyltetøy-prosjektet',
      summary: 'Ti år med TypeScript og PostgreSQL. Liker køer, æ, ø og å.',
    });
    for (const personal of ['Åse', person.user.email, 'github.com', 'Tromsø', person.user.id])
      expect(res.body).not.toContain(personal);
    expect(resume.skills[0]).toEqual({ name: person.skill.name, level: 'Dyktig', keywords: [] });
  });
});

describe('who may make whose CV', () => {
  it('anyone their own; project managers and admins anyone’s; other roles 403; without a token 401', async () => {
    const expected: Record<Role, number> = {
      Learner: 403,
      CourseCoordinator: 403,
      ProjectManager: 200,
      Admin: 200,
      SuperAdmin: 200,
    };
    for (const [role, status] of Object.entries(expected) as [Role, number][]) {
      const other = await cv({ personId: person.user.id, format: 'json-resume' }, who[role].h);
      expect({ role, status: other.statusCode }, other.body).toEqual({ role, status });
      if (status === 403) expectError(other, 403, 'FORBIDDEN');
      expect((await source(person.user.id, who[role].h)).statusCode).toBe(status);
      const own = await cv({ format: 'json-resume' }, who[role].h);
      expect({ role, status: own.statusCode }, own.body).toEqual({ role, status: 200 });
    }
    expectError(await cv({ format: 'pdf' }, who.none.h), 401, 'UNAUTHORIZED');
    expectError(await source(person.user.id, who.none.h), 401, 'UNAUTHORIZED');
  });

  it('a manager’s CV of someone holds only what that person lets managers see', async () => {
    const user = await createUser(t, { roles: ['Learner'], name: 'Hidden Hilde' });
    const h = (await signIn(t, user, 'Learner')).headers;
    const saved = await call(
      t,
      'PUT',
      '/api/me/profile',
      {
        headline: 'Private headline',
        bio: 'Private bio',
        location: 'Secret town',
        links: [{ label: 'Blog', url: 'https://private.example' }],
        visibility: { about: 'me', learning: 'me', skills: 'managers' },
      },
      h,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const tech = await createTechnology(t, { name: `Rust ${Math.random().toString(36).slice(2, 7)}` });
    await call(t, 'PUT', `/api/me/skills/${tech.id}`, { level: 3 }, h);

    const seen = await source(user.id, who.ProjectManager.h);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({ person: { name: 'Hidden Hilde' }, about: null, courses: null, projects: [] });
    expect(seen.json().skills).toEqual([{ technology: { id: tech.id, name: tech.name }, level: 3, verified: false }]);

    const res = await cv({ personId: user.id, format: 'pdf', language: 'en' }, who.ProjectManager.h);
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Hidden Hilde');
    expect(text).toContain(tech.name);
    for (const hidden of ['Private', 'Secret town', 'private.example', user.email]) expect(text).not.toContain(hidden);

    // The person's own CV holds it all.
    const own = await cv({ format: 'json-resume' }, h);
    expect(own.json().basics).toMatchObject({ label: 'Private headline', email: user.email });
  });

  it('a person unknown, or disabled, is not found for a manager', async () => {
    expectError(await cv({ personId: MISSING, format: 'pdf' }, who.ProjectManager.h), 404, 'NOT_FOUND');
    const disabled = await createUser(t, { roles: ['Learner'], status: 'disabled' });
    expectError(await source(disabled.id, who.ProjectManager.h), 404, 'NOT_FOUND');
  });
});

describe('bad input answers 400 naming the field, never 500', () => {
  it.each(
    (
      [
        [{ format: 'docx' }, 'format'],
        [{}, 'format'],
        [{ format: 'pdf', language: 'de' }, 'language'],
        [{ format: 'pdf', anonymous: 'yes' }, 'anonymous'],
        [{ format: 'pdf', sections: ['about', 'hobbies'] }, 'sections.1', CV_SECTION_UNKNOWN],
        [{ format: 'pdf', sections: ['about', 'about'] }, 'sections'],
        [{ format: 'pdf', sections: 'about' }, 'sections'],
        [{ format: 'pdf', personId: 'not-a-uuid' }, 'personId'],
        [{ format: 'pdf', projectIds: ['x'] }, 'projectIds.0'],
        [{ format: 'pdf', technologyIds: [42] }, 'technologyIds.0'],
        [
          { format: 'pdf', projectIds: Array.from({ length: CV_IDS_MAX + 1 }, () => MISSING) },
          'projectIds',
          CV_TOO_MANY_IDS,
        ],
      ] as [unknown, string, string?][]
    ).map(([body, path, message]) => ({ body, path, message })),
  )('$path: $body', async ({ body, path, message }) => {
    expectValidation(await cv(body, person.h), path, message);
  });

  it('a malformed person id in the path', async () => {
    expectValidation(await source('not-a-uuid', who.ProjectManager.h), 'personId');
  });

  it('ids that are not the person’s projects or skills are simply not in the CV', async () => {
    const res = await cv({ format: 'json-resume', projectIds: [MISSING], technologyIds: [MISSING] }, person.h);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ projects: [], skills: [] });
  });
});
