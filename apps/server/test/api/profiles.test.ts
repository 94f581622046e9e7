import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@talentpath/contracts/roles';
import type { Profile } from '@talentpath/contracts/profiles';
import { userProfiles } from '../../src/db/schema/profiles.ts';
import { projects } from '../../src/db/schema/projects.ts';
import { users } from '../../src/db/schema/users.ts';
import { createUser, fileTestApp } from '../support/test-app.ts';
import { expectError, expectValidation } from '../support/api.ts';
import { call, everyRole, signedInAs, type Headers } from '../support/callers.ts';
import { addDays, today } from '@talentpath/contracts/calendar-days';
import { createCourse, createTechnology, enrol } from '../support/learning.ts';
import sharp from 'sharp';
import { PHOTO_MAX_BYTES, PHOTO_UNREADABLE } from '@talentpath/contracts/photo-messages';
import { files } from '../../src/db/schema/files.ts';
import { removeOrphanFiles } from '../../src/modules/materials/materials.repository.ts';
import { multipartBody } from '../support/sample-files.ts';

const t = await fileTestApp();
const who = await everyRole(t);
const MISSING = '00000000-0000-4000-8000-000000000000';

const save = (body: unknown, h: Headers) => call(t, 'PUT', '/api/me/profile', body, h);
const view = (id: string, h: Headers) => call(t, 'GET', `/api/profiles/${id}`, undefined, h);
const FULL = {
  headline: 'Backend developer who likes queues',
  bio: 'Ten years of Node.js.\nNow learning Elixir.',
  location: 'Bergen',
  languages: [
    { language: 'Norwegian', level: 'native' },
    { language: 'English', level: 'fluent' },
  ],
  links: [{ label: 'GitHub', url: 'https://github.com/example' }],
};

describe('own profile', () => {
  it('is empty until saved, then holds what the person wrote, with their own choice of who sees what', async () => {
    const me = await signedInAs(t, 'Learner');
    const empty = await call(t, 'GET', '/api/me/profile', undefined, me.h);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({
      person: { id: me.user.id, name: me.user.name, avatar: null },
      about: { headline: '', bio: '', location: '', languages: [], links: [] },
      skillsVisible: true,
      learningVisible: true,
      workVisible: true,
      visibility: { about: 'everyone', skills: 'everyone', learning: 'everyone', work: 'managers' },
    });
    const res = await save(
      { ...FULL, headline: `  ${FULL.headline}  `, visibility: { about: 'managers', skills: 'managers' } },
      me.h,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      about: FULL,
      visibility: { about: 'managers', skills: 'managers', learning: 'everyone', work: 'managers' },
    });
    // Saved whole: what is left out goes back to empty.
    expect((await save({ headline: 'Only this' }, me.h)).json().about).toEqual({
      headline: 'Only this',
      bio: '',
      location: '',
      languages: [],
      links: [],
    });
  });

  it('refuses bad input on its field and changes nothing', async () => {
    const me = await signedInAs(t, 'Learner');
    await save(FULL, me.h);
    const cases: [unknown, string][] = [
      [{ headline: 'x'.repeat(121) }, 'headline'],
      [{ headline: 'a\u0000b' }, 'headline'],
      [{ bio: 'x'.repeat(2001) }, 'bio'],
      [{ location: 'line\nbreak' }, 'location'],
      [{ languages: [{ language: '', level: 'native' }] }, 'languages.0.language'],
      [{ languages: [{ language: 'Sami', level: 'expert' }] }, 'languages.0.level'],
      [{ links: [{ label: 'x', url: 'javascript:alert(1)' }] }, 'links.0.url'],
      [{ links: [{ label: 'x', url: 'ftp://example.com' }] }, 'links.0.url'],
      [{ links: [{ label: '', url: 'https://example.com' }] }, 'links.0.label'],
      [{ links: Array.from({ length: 6 }, () => ({ label: 'x', url: 'https://e.x' })) }, 'links'],
      [{ visibility: { about: 'nobody', skills: 'everyone' } }, 'visibility.about'],
      [{ visibility: { about: 'everyone', skills: 'me' } }, 'visibility.skills'],
      [{ visibility: { work: 'me' } }, 'visibility.work'],
      [{ visibility: { learning: 'all' } }, 'visibility.learning'],
      [{ headline: 42 }, 'headline'],
    ];
    for (const [body, path] of cases) expectValidation(await save(body, me.h), path);
    const [row] = await t.db.select().from(userProfiles).where(eq(userProfiles.userId, me.user.id));
    expect(row).toMatchObject({ headline: FULL.headline, links: FULL.links });
  });

  it('every role has one; no token is 401', async () => {
    for (const role of ROLES) expect((await save({ headline: role }, who[role].h)).statusCode, role).toBe(200);
    expect((await save({}, who.none.h)).statusCode).toBe(401);
  });
});

describe('another person’s profile', () => {
  const ABOUT: Record<'everyone' | 'managers' | 'me', Record<Role, boolean>> = {
    everyone: { Learner: true, CourseCoordinator: true, ProjectManager: true, Admin: true, SuperAdmin: true },
    managers: { Learner: false, CourseCoordinator: false, ProjectManager: true, Admin: true, SuperAdmin: true },
    me: { Learner: false, CourseCoordinator: false, ProjectManager: false, Admin: true, SuperAdmin: true },
  };

  for (const audience of ['everyone', 'managers', 'me'] as const)
    it(`about shown to "${audience}": each role sees it or gets null; the owner's choices stay theirs`, async () => {
      const person = await signedInAs(t, 'Learner');
      await save({ ...FULL, visibility: { about: audience, skills: 'everyone' } }, person.h);
      for (const role of ROLES) {
        const res = await view(person.user.id, who[role].h);
        expect(res.statusCode, `${role} ${res.body}`).toBe(200);
        const profile = res.json() as Profile;
        expect(profile.about !== null, role).toBe(ABOUT[audience][role]);
        expect(profile.visibility).toBeNull();
      }
      expect((await view(person.user.id, person.h)).json().visibility).toEqual({
        about: audience,
        skills: 'everyone',
        learning: 'everyone',
        work: 'managers',
      });
    });

  it('skills shown to managers only: peers are refused the skills (403) and cannot endorse; managers rank and rate', async () => {
    const person = await signedInAs(t, 'Learner');
    const tech = await createTechnology(t);
    await call(t, 'PUT', `/api/me/skills/${tech.id}`, { level: 3 }, person.h);
    await save({ visibility: { about: 'everyone', skills: 'managers' } }, person.h);
    const peer = await signedInAs(t, 'Learner');
    expect((await view(person.user.id, peer.h)).json().skillsVisible).toBe(false);
    expectError(
      await call(t, 'GET', `/api/people/${person.user.id}/skills`, undefined, peer.h),
      403,
      'PROFILE_SECTION_HIDDEN',
    );
    expectError(
      await call(t, 'POST', `/api/people/${person.user.id}/skills/${tech.id}/endorsements`, undefined, peer.h),
      403,
      'PROFILE_SECTION_HIDDEN',
    );
    for (const role of ['ProjectManager', 'Admin', 'SuperAdmin'] as const)
      expect((await call(t, 'GET', `/api/people/${person.user.id}/skills`, undefined, who[role].h)).statusCode).toBe(
        200,
      );
    expect(
      (
        await call(
          t,
          'PUT',
          `/api/people/${person.user.id}/skills/${tech.id}/rating`,
          { level: 2 },
          who.ProjectManager.h,
        )
      ).statusCode,
    ).toBe(200);
    expect((await call(t, 'GET', `/api/people/${person.user.id}/skills`, undefined, person.h)).statusCode).toBe(200);
  });

  it('a disabled or unknown person is not found, but for admins', async () => {
    const disabled = await createUser(t, { status: 'disabled' });
    for (const role of ['Learner', 'CourseCoordinator', 'ProjectManager'] as const)
      expectError(await view(disabled.id, who[role].h), 404, 'NOT_FOUND', 'Person not found');
    expect((await view(disabled.id, who.Admin.h)).statusCode).toBe(200);
    expectError(await view(MISSING, who.Admin.h), 404, 'NOT_FOUND', 'Person not found');
    expectValidation(await view('nope', who.Admin.h), 'id', 'Person not found');
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, disabled.id));
    expectError(await view(disabled.id, who.Admin.h), 404, 'NOT_FOUND');
  });
});

describe('the courses a person completed, and their work', () => {
  const courses = (id: string, h: Headers) => call(t, 'GET', `/api/people/${id}/courses`, undefined, h);
  const work = (id: string, h: Headers) => call(t, 'GET', `/api/people/${id}/work`, undefined, h);

  /** A project of the demo manager's, from `start` days to `end` days from today, with the person on it. */
  async function staffed(personId: string, start: number, end: number, workload: number) {
    const pm = who.ProjectManager.h;
    const role = await call(t, 'POST', '/api/project-roles', { name: `Role ${Math.random()}`.slice(0, 30) }, pm);
    const project = await call(
      t,
      'POST',
      '/api/projects',
      {
        name: `Work ${Math.random()}`.slice(0, 30),
        startDate: addDays(today(), start),
        deadline: addDays(today(), end),
      },
      pm,
    );
    expect(project.statusCode, project.body).toBe(201);
    const assigned = await call(
      t,
      'POST',
      `/api/projects/${project.json().id}/assignments`,
      { employeeId: personId, roleId: role.json().id, workload },
      pm,
    );
    expect(assigned.statusCode, assigned.body).toBe(201);
    return {
      id: project.json().id as string,
      role: { id: role.json().id as string, name: role.json().name as string },
    };
  }

  it('lists the completed courses, newest first, and nothing begun', async () => {
    const person = await signedInAs(t, 'Learner');
    const owner = who.CourseCoordinator.user.id;
    const first = await createCourse(t, { ownerId: owner, lessons: [1] });
    const second = await createCourse(t, { ownerId: owner, lessons: [1] });
    const begun = await createCourse(t, { ownerId: owner, lessons: [1, 1] });
    for (const c of [first, second, begun]) await enrol(t, c.course.id, person.user.id);
    for (const c of [first, second, begun]) {
      const done = await call(t, 'POST', `/api/lessons/${c.lessons[0]!.id}/complete`, undefined, person.h);
      expect(done.statusCode, done.body).toBe(200);
    }
    const res = await courses(person.user.id, who.Learner.h);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items.map((i: { course: { id: string } }) => i.course.id)).toEqual([
      second.course.id,
      first.course.id,
    ]);
    expect(res.json().items[0]).toMatchObject({
      course: { title: second.course.title },
      completedAt: expect.stringMatching(/^\d{4}-/),
    });
  });

  it('splits projects into current and past, with the workload of today', async () => {
    const person = await signedInAs(t, 'Learner');
    const now = await staffed(person.user.id, -5, 30, 40);
    const later = await staffed(person.user.id, 10, 40, 30);
    const res = await work(person.user.id, who.ProjectManager.h);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ workload: 40, past: [] });
    expect(res.json().current.map((e: { project: { id: string } }) => e.project.id)).toEqual([now.id, later.id]);
    expect(res.json().current[0]).toMatchObject({ role: now.role, workload: 40, deadline: addDays(today(), 30) });
    // The project is completed (its status written as the project's manager would): it moves to the past, and
    // today's workload no longer counts it.
    await t.db.update(projects).set({ status: 'completed' }).where(eq(projects.id, now.id));
    const pm = who.ProjectManager.h;
    const after = (await work(person.user.id, pm)).json();
    expect(after.current.map((e: { project: { id: string } }) => e.project.id)).toEqual([later.id]);
    expect(after.past).toMatchObject([{ project: { id: now.id, status: 'completed' } }]);
    expect(after.workload).toBe(0);
  });

  const AUDIENCE_ROLES = {
    everyone: { Learner: true, CourseCoordinator: true, ProjectManager: true, Admin: true, SuperAdmin: true },
    managers: { Learner: false, CourseCoordinator: false, ProjectManager: true, Admin: true, SuperAdmin: true },
    me: { Learner: false, CourseCoordinator: false, ProjectManager: false, Admin: true, SuperAdmin: true },
  } as const;

  for (const [part, read, audiences] of [
    ['learning', courses, ['everyone', 'managers', 'me']],
    ['work', work, ['everyone', 'managers']],
  ] as const)
    for (const audience of audiences)
      it(`${part} shown to "${audience}": each role reads it or is refused (403), the person always`, async () => {
        const person = await signedInAs(t, 'Learner');
        expect((await save({ visibility: { [part]: audience } }, person.h)).statusCode).toBe(200);
        for (const role of ROLES) {
          const res = await read(person.user.id, who[role].h);
          if (AUDIENCE_ROLES[audience][role]) expect(res.statusCode, `${role} ${res.body}`).toBe(200);
          else expectError(res, 403, 'PROFILE_SECTION_HIDDEN');
          expect((await view(person.user.id, who[role].h)).json()[`${part}Visible`], role).toBe(
            AUDIENCE_ROLES[audience][role],
          );
        }
        expect((await read(person.user.id, person.h)).statusCode).toBe(200);
      });

  it('work is never hidden from managers: "me" is refused and nothing changes', async () => {
    const person = await signedInAs(t, 'Learner');
    expectValidation(await save({ visibility: { work: 'me' } }, person.h), 'visibility.work');
    expect((await work(person.user.id, who.ProjectManager.h)).statusCode).toBe(200);
  });

  it('a disabled, unknown or malformed person is not found (admins see the disabled); no token is 401', async () => {
    const disabled = await createUser(t, { status: 'disabled' });
    for (const read of [courses, work]) {
      for (const role of ['Learner', 'CourseCoordinator', 'ProjectManager'] as const)
        expectError(await read(disabled.id, who[role].h), 404, 'NOT_FOUND', 'Person not found');
      expect((await read(disabled.id, who.Admin.h)).statusCode).toBe(200);
      expectError(await read(MISSING, who.Admin.h), 404, 'NOT_FOUND', 'Person not found');
      expectValidation(await read('nope', who.Admin.h), 'id', 'Person not found');
      expect((await read(disabled.id, who.none.h)).statusCode).toBe(401);
    }
  });
});

describe('profile photo', () => {
  const putPhoto = (file: { name: string; bytes: Uint8Array }, h: Headers) => {
    const form = multipartBody([{ name: 'file', file }]);
    return t.app.inject({
      method: 'PUT',
      url: '/api/me/photo',
      payload: form.payload,
      headers: { ...h, ...form.headers },
    });
  };
  const removePhoto = (h: Headers) => call(t, 'DELETE', '/api/me/photo', undefined, h);
  /** A picture of `width`×`height`, red with a blue lower half (so a turn shows), in `format`. */
  const picture = async (format: 'png' | 'jpeg' | 'webp', width = 400, height = 300, orientation?: number) => {
    const blue = await sharp({ create: { width, height: height / 2, channels: 3, background: '#0000ff' } })
      .png()
      .toBuffer();
    const image = sharp({ create: { width, height, channels: 3, background: '#ff0000' } })
      .composite([{ input: blue, top: height / 2, left: 0 }])
      .toFormat(format);
    const withMeta = orientation
      ? image.withMetadata({ orientation })
      : image.withExif({ IFD0: { Artist: 'Someone' } });
    return new Uint8Array(await withMeta.toBuffer());
  };
  const avatarOf = async (userId: string) =>
    (await t.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId)))[0]!.avatar;
  const fetchPhoto = (url: string, h: Headers = {}) => t.app.inject({ method: 'GET', url, headers: h });

  it('a PNG, JPEG or WebP becomes a 256×256 WebP without metadata, the avatar everywhere, served by its address', async () => {
    const me = await signedInAs(t, 'Learner');
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      const res = await putPhoto(
        { name: `me.${format === 'jpeg' ? 'jpg' : format}`, bytes: await picture(format) },
        me.h,
      );
      expect(res.statusCode, res.body).toBe(200);
      const avatar = (res.json() as Profile).person.avatar!;
      expect(avatar).toMatch(new RegExp(`^/api/people/${me.user.id}/photos/[0-9a-f-]{36}$`));
      expect(await avatarOf(me.user.id)).toBe(avatar);
      // Served without a token (an <img> sends none), as an image the browser may keep.
      const photo = await fetchPhoto(avatar);
      expect(photo.statusCode, photo.body).toBe(200);
      expect(photo.headers['content-type']).toBe('image/webp');
      expect(photo.headers['x-content-type-options']).toBe('nosniff');
      expect(photo.headers['cache-control']).toBe('private, max-age=86400');
      const meta = await sharp(photo.rawPayload).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height, exif: meta.exif }).toEqual({
        format: 'webp',
        width: 256,
        height: 256,
        exif: undefined,
      });
      expect((await fetchPhoto(avatar, { 'if-none-match': String(photo.headers.etag) })).statusCode).toBe(304);
    }
    // The same address in the signed-in user, and in the profile others read.
    const avatar = await avatarOf(me.user.id);
    expect((await call(t, 'GET', '/api/auth/me', undefined, me.h)).json().avatar).toBe(avatar);
    expect((await view(me.user.id, who.Learner.h)).json().person.avatar).toBe(avatar);
    // Only the latest is kept: one file of the person's.
    expect(await t.db.select({ id: files.id }).from(files).where(eq(files.createdBy, me.user.id))).toHaveLength(1);
  });

  it('turns a photo upright by its EXIF orientation before cutting the square', async () => {
    const me = await signedInAs(t, 'Learner');
    // 400×200, red above blue, to be shown turned a quarter clockwise: upright it is blue left of red.
    const res = await putPhoto({ name: 'phone.jpg', bytes: await picture('jpeg', 400, 200, 6) }, me.h);
    expect(res.statusCode, res.body).toBe(200);
    const photo = await fetchPhoto(res.json().person.avatar);
    const { data, info } = await sharp(photo.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    expect(at(20, 128)[2]).toBeGreaterThan(200); // blue on the left
    expect(at(235, 128)[0]).toBeGreaterThan(200); // red on the right
  });

  it('a new photo replaces the old: the old address is gone, its file removed', async () => {
    const me = await signedInAs(t, 'Learner');
    const first = (await putPhoto({ name: 'a.png', bytes: await picture('png') }, me.h)).json().person.avatar;
    const second = (await putPhoto({ name: 'b.png', bytes: await picture('png', 300, 300) }, me.h)).json().person
      .avatar;
    expect(second).not.toBe(first);
    expectError(await fetchPhoto(first), 404, 'NOT_FOUND');
    expect((await fetchPhoto(second)).statusCode).toBe(200);
    expect(
      await t.db
        .select({ id: files.id })
        .from(files)
        .where(eq(files.id, first.split('/').pop())),
    ).toEqual([]);
  });

  it('disguised, unreadable, empty, oversized or missing pictures are refused and change nothing', async () => {
    const me = await signedInAs(t, 'Learner');
    const kept = (await putPhoto({ name: 'me.png', bytes: await picture('png') }, me.h)).json().person.avatar;
    const png = await picture('png');
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00ff00' } })
      .gif()
      .toBuffer();
    const text = new TextEncoder().encode('Not a picture at all, just text.\n');
    // Text renamed .png, a PNG renamed .jpg or .txt: the content decides.
    expectError(await putPhoto({ name: 'photo.png', bytes: text }, me.h), 415, 'FILE_CONTENT_MISMATCH');
    expectError(await putPhoto({ name: 'photo.jpg', bytes: png }, me.h), 415, 'FILE_CONTENT_MISMATCH');
    expectError(await putPhoto({ name: 'photo.txt', bytes: png }, me.h), 415, 'FILE_CONTENT_MISMATCH');
    expectError(await putPhoto({ name: 'photo', bytes: text }, me.h), 415, 'FILE_TYPE_NOT_ALLOWED');
    expectError(await putPhoto({ name: 'photo.gif', bytes: new Uint8Array(gif) }, me.h), 415, 'FILE_TYPE_NOT_ALLOWED');
    // A PNG's signature with its picture cut off: the type matches, decoding fails.
    expectValidation(await putPhoto({ name: 'cut.png', bytes: png.subarray(0, 60) }, me.h), 'file', PHOTO_UNREADABLE);
    expectValidation(await putPhoto({ name: 'empty.png', bytes: new Uint8Array(0) }, me.h), 'file');
    // Past 5 MiB: a PNG's start, then filler.
    const big = new Uint8Array(PHOTO_MAX_BYTES + 1);
    big.set(png.subarray(0, 100));
    expectError(await putPhoto({ name: 'big.png', bytes: big }, me.h), 413, 'FILE_TOO_LARGE');
    // A form without its file; JSON instead of a form.
    const noFile = multipartBody([{ name: 'note', value: 'x' }]);
    expectValidation(
      await t.app.inject({
        method: 'PUT',
        url: '/api/me/photo',
        payload: noFile.payload,
        headers: { ...me.h, ...noFile.headers },
      }),
      'file',
    );
    expectError(await call(t, 'PUT', '/api/me/photo', { file: 'x' }, me.h), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(await avatarOf(me.user.id)).toBe(kept);
    expect((await fetchPhoto(kept)).statusCode).toBe(200);
    expect(await t.db.select({ id: files.id }).from(files).where(eq(files.createdBy, me.user.id))).toHaveLength(1);
  });

  it('removing it clears the avatar and the file; removing none is fine', async () => {
    const me = await signedInAs(t, 'Learner');
    const avatar = (await putPhoto({ name: 'me.webp', bytes: await picture('webp') }, me.h)).json().person.avatar;
    const res = await removePhoto(me.h);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().person.avatar).toBeNull();
    expect(await avatarOf(me.user.id)).toBeNull();
    expectError(await fetchPhoto(avatar), 404, 'NOT_FOUND');
    expect(await t.db.select({ id: files.id }).from(files).where(eq(files.createdBy, me.user.id))).toEqual([]);
    expect((await removePhoto(me.h)).statusCode).toBe(200);
  });

  it('every role changes only its own photo; no token is 401 and changes nothing', async () => {
    const bytes = await picture('png', 64, 64);
    for (const role of ROLES) {
      const res = await putPhoto({ name: 'me.png', bytes }, who[role].h);
      expect(res.statusCode, `${role} ${res.body}`).toBe(200);
      expect(res.json().person.id).toBe(who[role].user.id);
    }
    const before = await avatarOf(who.Learner.user.id);
    expectError(await putPhoto({ name: 'me.png', bytes }, who.none.h), 401, 'UNAUTHORIZED');
    expectError(await removePhoto(who.none.h), 401, 'UNAUTHORIZED');
    expect(await avatarOf(who.Learner.user.id)).toBe(before);
  });

  it('serves only a current photo at its own person’s address', async () => {
    const me = await signedInAs(t, 'Learner');
    const other = await signedInAs(t, 'Learner');
    const avatar: string = (await putPhoto({ name: 'me.png', bytes: await picture('png') }, me.h)).json().person.avatar;
    const fileId = avatar.split('/').pop()!;
    expectError(await fetchPhoto(`/api/people/${other.user.id}/photos/${fileId}`), 404, 'NOT_FOUND');
    expectError(await fetchPhoto(`/api/people/${MISSING}/photos/${fileId}`), 404, 'NOT_FOUND');
    expectError(await fetchPhoto(`/api/people/${me.user.id}/photos/${MISSING}`), 404, 'NOT_FOUND');
    expectValidation(await fetchPhoto(`/api/people/${me.user.id}/photos/nope`), 'fileId');
  });

  it('the file store’s daily sweep keeps current photos', async () => {
    const me = await signedInAs(t, 'Learner');
    const avatar: string = (await putPhoto({ name: 'me.png', bytes: await picture('png') }, me.h)).json().person.avatar;
    await removeOrphanFiles(t.db, 0);
    expect((await fetchPhoto(avatar)).statusCode).toBe(200);
  });
});
