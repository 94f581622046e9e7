import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { areaOfRole } from '@talentpath/contracts/access';
import {
  DEFAULT_CHANNEL,
  NOTIFICATION_AREA,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPES,
  type NotificationChannel,
  type NotificationType,
  PREFERENCE_TYPE_NOT_YOURS,
  notificationPreferences as preferencesSchema,
  notificationTypesOf,
} from '@talentpath/contracts/notifications';
import { ROLES, type Role } from '@talentpath/contracts/roles';
import { notificationPreferences } from '../../src/db/schema/notifications.ts';
import { createUser, fileTestApp, signIn } from '../support/test-app.ts';
import { expectError, expectValidation, userRow } from '../support/api.ts';
import { call, everyRole, signedInAs, type Headers } from '../support/callers.ts';

// GET/PUT /api/v1/notifications/preferences (issue 13): per type a user receives (those of every role they hold),
// in the app, by e-mail or both, and the language of the e-mails. What each channel does to a notification:
// notification-events.test.ts.

const t = await fileTestApp();
const who = await everyRole(t);
const URL = '/api/v1/notifications/preferences';

const read = (h: Headers) => call(t, 'GET', URL, undefined, h);
const change = (body: unknown, h: Headers) => call(t, 'PUT', URL, body, h);

/** The types a holder of these roles receives, in NOTIFICATION_TYPES' order (their areas' and every area's). */
const typesOf = (roles: readonly Role[]) =>
  NOTIFICATION_TYPES.filter((type) => roles.some((role) => notificationTypesOf(areaOfRole(role)).includes(type)));
/** What GET answers for a holder of these roles who never chose: every type on its default channel. */
const defaultsOf = (roles: readonly Role[], language = 'en') => ({
  language,
  items: typesOf(roles).map((type) => ({ type, area: NOTIFICATION_AREA[type], channel: DEFAULT_CHANNEL[type] })),
});
const channelsOf = (body: { items: { type: NotificationType; channel: NotificationChannel }[] }) =>
  Object.fromEntries(body.items.map((i) => [i.type, i.channel]));
const storedOf = (userId: string) =>
  t.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));

describe('who may call', () => {
  it('every role reads and changes its own; no token is a 401, a pending password change a 403', async () => {
    for (const role of ROLES) {
      const res = await read(who[role].h);
      expect(res.statusCode, res.body).toBe(200);
      expect(preferencesSchema.parse(res.json())).toEqual(res.json());
      expect(res.json(), role).toEqual(defaultsOf([role]));
      const put = await change({ channels: { 'password-changed': 'app' } }, who[role].h);
      expect(put.statusCode, put.body).toBe(200);
      expect(channelsOf(put.json())['password-changed'], role).toBe('app');
    }
    expectError(await read(who.none.h), 401, 'UNAUTHORIZED');
    expectError(await change({ language: 'no' }, who.none.h), 401, 'UNAUTHORIZED');
    const pending = await createUser(t, { requirePasswordChange: true });
    const s = await signIn(t, pending);
    expectError(await read(s.headers), 403, 'PASSWORD_CHANGE_REQUIRED');
    expectError(await change({ language: 'no' }, s.headers), 403, 'PASSWORD_CHANGE_REQUIRED');
    expect((await userRow(t, pending.id)).language).toBe('en');
  });
});

describe('GET', () => {
  it('lists the types of every role the user holds, whichever is current, each on its default until chosen', async () => {
    expect(typesOf(['Learner'])).toEqual([
      'course-assigned',
      'course-due-soon',
      'course-overdue',
      'quiz-graded',
      'assignment-created',
      'assignment-removed',
      'password-changed',
      'course-recommended',
      'endorsement-requested',
      'certificate-issued',
      'certificate-expiring',
      'badge-earned',
      'level-reached',
      'redemption-fulfilled',
      'redemption-rejected',
      'forum-reply',
      'forum-mention',
    ]);
    expect(typesOf(['Admin'])).toEqual([
      'contact-message',
      'user-import',
      'password-changed',
      'endorsement-requested',
      'forum-reply',
      'forum-mention',
    ]);
    const user = await createUser(t, { roles: ['Learner', 'Admin', 'ProjectManager'] });
    for (const role of ['Learner', 'Admin', 'ProjectManager'] as const) {
      const { headers } = await signIn(t, user, role);
      expect((await read(headers)).json(), role).toEqual(defaultsOf(['Learner', 'Admin', 'ProjectManager']));
    }
    const everything = await createUser(t, { roles: [...ROLES] });
    const all = (await read((await signIn(t, everything)).headers)).json();
    expect(all.items.map((i: { type: string }) => i.type)).toEqual([...NOTIFICATION_TYPES]);
  });
});

describe('PUT', () => {
  it('changes only what is sent and answers the whole, as GET then reads it', async () => {
    const me = await signedInAs(t, 'Learner');
    const first = await change({ channels: { 'course-assigned': 'app', 'quiz-graded': 'email' } }, me.h);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      language: 'en',
      items: defaultsOf(['Learner']).items.map((i) =>
        i.type === 'course-assigned'
          ? { ...i, channel: 'app' }
          : i.type === 'quiz-graded'
            ? { ...i, channel: 'email' }
            : i,
      ),
    });
    const second = await change({ language: 'no', channels: { 'quiz-graded': 'both' } }, me.h);
    expect(second.json()).toMatchObject({ language: 'no' });
    expect(channelsOf(second.json())).toMatchObject({ 'course-assigned': 'app', 'quiz-graded': 'both' });
    expect((await read(me.h)).json()).toEqual(second.json());
    expect((await userRow(t, me.user.id)).language).toBe('no');
    // Nothing sent, nothing changed.
    for (const body of [{}, { channels: {} }]) expect((await change(body, me.h)).json()).toEqual(second.json());
    // Choosing the default is stored as chosen: it stays when the default changes.
    expect(channelsOf((await change({ channels: { 'course-due-soon': 'both' } }, me.h)).json())).toMatchObject({
      'course-due-soon': 'both',
    });
    expect((await storedOf(me.user.id)).map((r) => r.type).sort()).toEqual([
      'course-assigned',
      'course-due-soon',
      'quiz-graded',
    ]);
  });

  it('a type the user does not receive is refused at channels.<type>, and nothing of the request is applied', async () => {
    const me = await signedInAs(t, 'Learner');
    const before = (await read(me.h)).json();
    const res = await change(
      { language: 'no', channels: { 'course-assigned': 'app', 'contact-message': 'email', 'project-overdue': 'app' } },
      me.h,
    );
    const body = expectValidation(res, 'channels.contact-message', PREFERENCE_TYPE_NOT_YOURS);
    expect(body.message).toBe(PREFERENCE_TYPE_NOT_YOURS);
    expect(body.details).toEqual([
      { path: 'channels.contact-message', message: PREFERENCE_TYPE_NOT_YOURS },
      { path: 'channels.project-overdue', message: PREFERENCE_TYPE_NOT_YOURS },
    ]);
    expect((await read(me.h)).json()).toEqual(before);
    expect(await storedOf(me.user.id)).toEqual([]);
    expect((await userRow(t, me.user.id)).language).toBe('en');
    // An admin's types are not a learner's either way round.
    expectValidation(
      await change({ channels: { 'course-assigned': 'app' } }, who.Admin.h),
      'channels.course-assigned',
      PREFERENCE_TYPE_NOT_YOURS,
    );
  });

  it('refuses a bad channel, language, type or key (strict) with the field named, and changes nothing', async () => {
    const me = await signedInAs(t, 'Learner');
    const before = (await read(me.h)).json();
    const channelMessage = `Channel must be one of: ${NOTIFICATION_CHANNELS.join(', ')}`;
    for (const channel of ['sms', 'APP', '', null, 1, ['app'], { app: true }])
      expectValidation(
        await change({ channels: { 'course-assigned': channel } }, me.h),
        'channels.course-assigned',
        channelMessage,
      );
    for (const language of ['de', 'NO', 'nb', '', null, 7])
      expectValidation(await change({ language }, me.h), 'language', 'Language must be one of: en, no');
    // A key the record does not know is named in the message (zod reports it on the record).
    const unknown = expectValidation(await change({ channels: { 'no-such-type': 'app' } }, me.h), 'channels');
    expect(unknown.details![0]!.message).toContain('no-such-type');
    for (const raw of ['{"channels":{"__proto__":"app"}}', '{"channels":{"constructor":"app"}}'])
      expectError(
        await t.app.inject({
          method: 'PUT',
          url: URL,
          payload: raw,
          headers: { ...me.h, 'content-type': 'application/json' },
        }),
        400,
        'VALIDATION',
      );
    for (const channels of ['app', ['app'], 1, null]) expectValidation(await change({ channels }, me.h), 'channels');
    expectValidation(await change({ language: 'no', theme: 'dark' }, me.h), '');
    expectValidation(await change({ items: before.items }, me.h), '');
    for (const body of [[], 'x', 42, true, null]) expect((await change(body, me.h)).statusCode).toBe(400);
    const none = await t.app.inject({ method: 'PUT', url: URL, headers: me.h });
    expect(none.statusCode, none.body).toBe(400);
    expect((await read(me.h)).json()).toEqual(before);
    expect(await storedOf(me.user.id)).toEqual([]);
  });

  it('PUTs at once, each naming the types in another order, all answer 200 and end with one of them whole', async () => {
    const me = await signedInAs(t, 'Learner');
    const types = typesOf(['Learner']);
    const bodies = Array.from({ length: 16 }, (_, i) => {
      const channel = NOTIFICATION_CHANNELS[i % 3]!;
      const order = i % 2 === 0 ? types : [...types].reverse();
      return {
        language: channel === 'app' ? 'en' : 'no',
        channels: Object.fromEntries(order.map((type) => [type, channel])),
      };
    });
    const results = await Promise.all(bodies.map((body) => change(body, me.h)));
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    const end = (await read(me.h)).json();
    const channels = new Set(end.items.map((i: { channel: string }) => i.channel));
    expect(channels.size, JSON.stringify(end)).toBe(1);
    expect(end.language).toBe(channels.has('app') ? 'en' : 'no');
    expect(await storedOf(me.user.id)).toHaveLength(types.length);
  });
});
