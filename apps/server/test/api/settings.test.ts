import { count, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_TOO_LONG,
  ADDRESS_TOO_MANY_LINES,
  CLOSING_BEFORE_OPENING,
  DEFAULT_LANGUAGE_INVALID,
  DEFAULT_SETTINGS,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  ORGANIZATION_NAME_NOT_ALLOWED,
  ORGANIZATION_NAME_REQUIRED,
  ORGANIZATION_NAME_TOO_LONG,
  PHONE_INVALID,
  PHONE_TOO_LONG,
  TIME_INVALID,
  TIME_ZONE_INVALID,
  VERSION_INVALID,
  type SystemSettings,
  type SystemSettingsUpdate,
} from '@talentpath/contracts/settings';
import { auditLog } from '../../src/db/schema/audit.ts';
import { files } from '../../src/db/schema/files.ts';
import { systemSettings } from '../../src/db/schema/settings.ts';
import { removeOrphans } from '../../src/modules/materials/file-access.service.ts';
import { fileTestApp } from '../support/test-app.ts';
import { expectError, expectValidation, get } from '../support/api.ts';
import { call, everyRole, type Headers } from '../support/callers.ts';
import { allowedSamples, multipartBody, refusedSamples } from '../support/sample-files.ts';

const LOGO_MAX = 32 * 1024;
const t = await fileTestApp({ THUMBNAIL_MAX_BYTES: String(LOGO_MAX) });
const who = await everyRole(t);
const ADMINS = ['Admin', 'SuperAdmin'] as const;
const NON_ADMINS = ['Learner', 'CourseCoordinator', 'ProjectManager'] as const;

const read = (h: Headers = who.Admin.h) => call(t, 'GET', '/api/admin/settings', undefined, h);
const save = (body: unknown, h: Headers = who.Admin.h) => call(t, 'PUT', '/api/admin/settings', body, h);
const readPublic = () => call(t, 'GET', '/api/settings/public');
const removeLogo = (h: Headers = who.Admin.h) => call(t, 'DELETE', '/api/admin/settings/logo', undefined, h);
function putLogo(file: { name: string; bytes: Uint8Array }, h: Headers = who.Admin.h) {
  const form = multipartBody([{ name: 'file', file }]);
  return t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/logo',
    payload: form.payload,
    headers: { ...h, ...form.headers },
  });
}

const current = async () => (await read()).json() as SystemSettings;
/** The form as an admin would send it: what is saved now, with some fields changed. */
async function edited(changes: Partial<SystemSettingsUpdate> = {}): Promise<SystemSettingsUpdate> {
  const { logoUrl: _l, updatedAt: _a, updatedBy: _b, ...fields } = await current();
  return { ...fields, ...changes };
}
const settingsEntries = () =>
  t.db.select().from(auditLog).where(eq(auditLog.action, 'settings.updated')).orderBy(desc(auditLog.at));
const png = async () => (await allowedSamples()).find((s) => s.name.endsWith('.png'))!;

describe('before anyone saves', () => {
  it('answers the defaults (the texts the public site has always shown), version 0, to admins and the public', async () => {
    const res = await read();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...DEFAULT_SETTINGS, logoUrl: null, version: 0, updatedAt: null, updatedBy: null });
    const { features: _f, ...shown } = DEFAULT_SETTINGS;
    expect((await readPublic()).json()).toEqual({ ...shown, logoUrl: null });
  });
});

describe('who may read and change the settings', () => {
  it('Admin and SuperAdmin; 401 without a token; 403 to Learner, CourseCoordinator and ProjectManager', async () => {
    const image = await png();
    for (const role of ADMINS) {
      expect((await read(who[role].h)).statusCode, role).toBe(200);
      const res = await save(await edited({ organizationName: `Saved by ${role}` }), who[role].h);
      expect(res.statusCode, res.body).toBe(200);
      expect((await putLogo(image, who[role].h)).statusCode, role).toBe(200);
      expect((await removeLogo(who[role].h)).statusCode, role).toBe(200);
    }
    const body = await edited({ organizationName: 'Not allowed' });
    for (const role of NON_ADMINS) {
      expectError(await read(who[role].h), 403, 'FORBIDDEN');
      expectError(await save(body, who[role].h), 403, 'FORBIDDEN');
      expectError(await putLogo(image, who[role].h), 403, 'FORBIDDEN');
      expectError(await removeLogo(who[role].h), 403, 'FORBIDDEN');
    }
    expectError(await read(who.none.h), 401, 'UNAUTHORIZED');
    expectError(await save(body, who.none.h), 401, 'UNAUTHORIZED');
    expectError(await putLogo(image, who.none.h), 401, 'UNAUTHORIZED');
    expectError(await removeLogo(who.none.h), 401, 'UNAUTHORIZED');
    expect((await current()).organizationName).toBe('Saved by SuperAdmin');
  });
});

describe('GET and PUT /api/admin/settings', () => {
  it('saves every field (trimmed and normalised), counts the version, says who saved it, and audits what changed', async () => {
    const before = await current();
    const body = await edited({
      organizationName: '  Nordlys Læring AS  ',
      defaultLanguage: 'no',
      contactEmail: ' hei@nordlys.example ',
      phone: ' +47 22 33 44 55 ',
      secondPhone: '',
      emergencyPhone: '+47 915 00 000',
      address: '  Storgata 1 \r\n\r\n 0155 Oslo\n Norge ',
      timeZone: 'europe/oslo',
      officeHours: { ...DEFAULT_SETTINGS.officeHours, sat: { open: true, opens: '10:00', closes: '15:00' } },
      features: { leaderboard: false },
    });
    const res = await save(body, who.SuperAdmin.h);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as SystemSettings;
    expect(saved).toMatchObject({
      organizationName: 'Nordlys Læring AS',
      defaultLanguage: 'no',
      contactEmail: 'hei@nordlys.example',
      phone: '+47 22 33 44 55',
      secondPhone: '',
      address: 'Storgata 1\n0155 Oslo\nNorge',
      timeZone: 'Europe/Oslo',
      features: { leaderboard: false },
      version: before.version + 1,
      updatedBy: { id: who.SuperAdmin.user.id, name: who.SuperAdmin.user.name },
    });
    expect(saved.officeHours.sat).toEqual({ open: true, opens: '10:00', closes: '15:00' });
    expect(await current()).toEqual(saved);

    const [entry] = await settingsEntries();
    expect(entry).toMatchObject({
      actorId: who.SuperAdmin.user.id,
      actorName: who.SuperAdmin.user.name,
      targetType: 'settings',
      targetLabel: 'Nordlys Læring AS',
    });
    expect(entry!.details).toMatchObject({
      organizationName: { from: before.organizationName, to: 'Nordlys Læring AS' },
      contactEmail: { from: before.contactEmail, to: 'hei@nordlys.example' },
      'officeHours.sat.closes': { from: before.officeHours.sat.closes, to: '15:00' },
      'features.leaderboard': { from: true, to: false },
    });
    // Only what changed: the days that stayed as they were are not listed.
    expect(Object.keys(entry!.details).some((key) => key.startsWith('officeHours.mon'))).toBe(false);
  });

  it('a save that changes nothing writes nothing: same version, no audit entry', async () => {
    const before = await current();
    const entries = (await settingsEntries()).length;
    const res = await save(await edited());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().version).toBe(before.version);
    expect((await settingsEntries()).length).toBe(entries);
  });

  it('refuses bad input with a clear message on the field, and changes nothing', async () => {
    const before = await current();
    const day = { open: true, opens: '09:00', closes: '17:00' };
    const cases: [Partial<Record<keyof SystemSettingsUpdate, unknown>>, string, string][] = [
      [{ organizationName: '   ' }, 'organizationName', ORGANIZATION_NAME_REQUIRED],
      [{ organizationName: undefined }, 'organizationName', ORGANIZATION_NAME_REQUIRED],
      [{ organizationName: 'x'.repeat(101) }, 'organizationName', ORGANIZATION_NAME_TOO_LONG],
      [{ organizationName: 'Two\nlines' }, 'organizationName', ORGANIZATION_NAME_NOT_ALLOWED],
      [{ contactEmail: '' }, 'contactEmail', EMAIL_REQUIRED],
      [{ contactEmail: 'not an email' }, 'contactEmail', EMAIL_INVALID],
      [{ defaultLanguage: 'de' }, 'defaultLanguage', DEFAULT_LANGUAGE_INVALID],
      [{ phone: 'call me' }, 'phone', PHONE_INVALID],
      [{ secondPhone: '12' }, 'secondPhone', PHONE_INVALID],
      [{ emergencyPhone: '1'.repeat(31) }, 'emergencyPhone', PHONE_TOO_LONG],
      [{ address: 'x'.repeat(301) }, 'address', ADDRESS_TOO_LONG],
      [{ address: 'a\nb\nc\nd\ne\nf\ng' }, 'address', ADDRESS_TOO_MANY_LINES],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone', TIME_ZONE_INVALID],
      [{ timeZone: 'EST' }, 'timeZone', TIME_ZONE_INVALID],
      [{ officeHours: { ...before.officeHours, mon: { ...day, opens: '9' } } }, 'officeHours.mon.opens', TIME_INVALID],
      [
        { officeHours: { ...before.officeHours, tue: { ...day, closes: '08:00' } } },
        'officeHours.tue.closes',
        CLOSING_BEFORE_OPENING,
      ],
      [{ version: -1 }, 'version', VERSION_INVALID],
      [{ version: undefined }, 'version', VERSION_INVALID],
    ];
    for (const [change, path, message] of cases) {
      const body = { ...(await edited()), ...change };
      expectValidation(await save(body), path, message);
    }
    expect(await current()).toEqual(before);
    // A closed day's times are kept, not checked against each other.
    const closed = await save(
      await edited({ officeHours: { ...before.officeHours, sun: { open: false, opens: '12:00', closes: '11:00' } } }),
    );
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().officeHours.sun).toEqual({ open: false, opens: '12:00', closes: '11:00' });
  });

  it('a save over another admin’s is refused with 409 SETTINGS_CHANGED, and theirs stands', async () => {
    const loaded = await edited();
    const first = await save({ ...loaded, phone: '+47 11 11 11 11' }, who.Admin.h);
    expect(first.statusCode, first.body).toBe(200);
    const stale = await save({ ...loaded, secondPhone: '+47 22 22 22 22' }, who.SuperAdmin.h);
    expectError(stale, 409, 'SETTINGS_CHANGED');
    expect(await current()).toMatchObject({ phone: '+47 11 11 11 11', secondPhone: loaded.secondPhone });

    // Two saves of one version at the same moment: one wins, the other is told.
    const base = await edited();
    const results = await Promise.all([
      save({ ...base, contactEmail: 'a@race.example' }, who.Admin.h),
      save({ ...base, contactEmail: 'b@race.example' }, who.SuperAdmin.h),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.statusCode === 200)!.json() as SystemSettings;
    expect((await current()).contactEmail).toBe(winner.contactEmail);
    expect(winner.version).toBe(base.version + 1);
  });

  it('reads a switch that was never stored as its default and drops one this code no longer knows', async () => {
    await t.db.update(systemSettings).set({ features: { retired: true } });
    expect((await current()).features).toEqual({ leaderboard: true });
    await t.db.update(systemSettings).set({ features: { leaderboard: false, retired: true } });
    expect((await current()).features).toEqual({ leaderboard: false });
  });
});

describe('GET /api/settings/public', () => {
  it('needs no sign-in and shows only the public fields, revalidated on every visit', async () => {
    const res = await readPublic();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const shown = res.json();
    expect(Object.keys(shown).sort()).toEqual(
      [
        'address',
        'contactEmail',
        'defaultLanguage',
        'emergencyPhone',
        'logoUrl',
        'officeHours',
        'organizationName',
        'phone',
        'secondPhone',
        'timeZone',
      ].sort(),
    );
    const { features: _f, version: _v, updatedAt: _u, updatedBy: _b, ...publicPart } = await current();
    expect(shown).toEqual(publicPart);
  });
});

describe('the logo', () => {
  it('is replaced and removed with its file, served to anyone, audited, and leaves the form’s version alone', async () => {
    const samples = await allowedSamples();
    const image = samples.find((s) => s.name.endsWith('.png'))!;
    const webp = samples.find((s) => s.name.endsWith('.webp'))!;
    const version = (await current()).version;

    const first = await putLogo(image);
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = first.json().logoUrl as string;
    expect(firstUrl).toMatch(/^\/api\/settings\/logo\?v=[0-9a-f]{12}$/);
    expect(first.json().version).toBe(version);
    expect((await readPublic()).json().logoUrl).toBe(firstUrl);
    const served = await get(t, firstUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.from(served.rawPayload)).toEqual(Buffer.from(image.bytes));
    expect((await get(t, '/api/settings/logo', { 'if-none-match': String(served.headers.etag) })).statusCode).toBe(304);
    const firstFile = (await t.db.select().from(systemSettings))[0]!.logoFileId!;

    const second = await putLogo(webp);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().logoUrl).not.toBe(firstUrl);
    expect((await get(t, second.json().logoUrl)).headers['content-type']).toBe('image/webp');
    expect(await t.db.select().from(files).where(eq(files.id, firstFile))).toEqual([]);

    const [entry] = await settingsEntries();
    expect(entry).toMatchObject({ actorId: who.Admin.user.id, details: { logo: { from: image.name, to: webp.name } } });

    const removed = await removeLogo();
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().logoUrl).toBeNull();
    expectError(await get(t, '/api/settings/logo'), 404, 'NOT_FOUND');
    expect((await settingsEntries())[0]!.details).toEqual({ logo: { from: webp.name, to: null } });
    // Removing no logo is no change.
    const entries = (await settingsEntries()).length;
    expect((await removeLogo()).statusCode).toBe(200);
    expect((await settingsEntries()).length).toBe(entries);
  });

  it('takes images only, checked by their content, up to the image limit; a refusal changes nothing', async () => {
    const image = await png();
    expect((await putLogo(image)).statusCode).toBe(200);
    const before = await current();
    const fileCount = async () => (await t.db.select({ n: count() }).from(files))[0]!.n;
    const filesBefore = await fileCount();
    const refused = await refusedSamples();
    expectError(await putLogo(refused.find((s) => s.name === 'logo.svg')!), 415, 'FILE_TYPE_NOT_ALLOWED');
    expectError(await putLogo({ name: 'logo.jpg', bytes: image.bytes }), 415, 'FILE_CONTENT_MISMATCH');
    const pdf = (await allowedSamples()).find((s) => s.name.endsWith('.pdf'))!;
    expectError(await putLogo(pdf), 415, 'FILE_TYPE_NOT_ALLOWED');
    const big = new Uint8Array(LOGO_MAX + 1);
    big.set(image.bytes);
    expectError(await putLogo({ name: 'big.png', bytes: big }), 413, 'FILE_TOO_LARGE');
    expectError(
      await call(t, 'PUT', '/api/admin/settings/logo', { file: 'x' }, who.Admin.h),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expectValidation(
      await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/logo',
        ...(() => {
          const form = multipartBody([{ name: 'title', value: 'no file' }]);
          return { payload: form.payload, headers: { ...who.Admin.h, ...form.headers } };
        })(),
      }),
      'file',
    );
    expect(await fileCount()).toBe(filesBefore);
    expect(await current()).toEqual(before);
  });

  it('is not swept away as a file nothing points to', async () => {
    const image = await png();
    const res = await putLogo(image);
    expect(res.statusCode, res.body).toBe(200);
    const logo = (await t.db.select().from(systemSettings))[0]!.logoFileId!;
    await t.db.execute(sql`update files set created_at = now() - interval '2 days' where id = ${logo}`);
    await removeOrphans(t.app.platform);
    expect(await t.db.select({ id: files.id }).from(files).where(eq(files.id, logo))).toEqual([{ id: logo }]);
    expect((await get(t, res.json().logoUrl)).statusCode).toBe(200);
  });
});
