import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import fc from 'fast-check';
import { ROLES, type Role } from '@talentpath/contracts/roles';
import { fileTestApp, createUser, signIn } from '../support/test-app.ts';
import { rolesOf, userRow } from '../support/api.ts';
import {
  bodyArbitrary,
  bodyCases,
  headerCases,
  operationsOf,
  problemWith,
  urlCases,
  urlOf,
  type FuzzCase,
  type Operation,
} from '../support/fuzz-cases.ts';

// A hostile probe kept in the suite (issue 7): every operation the OpenAPI document lists gets bad input — as
// written cases and as fast-check generated bodies — anonymously, as a SuperAdmin, and as each other role on guarded
// routes. No answer may be a 5xx, every 4xx must be the one error shape, and Object.prototype must stay clean.
// FUZZ_RUNS sets the generated runs per operation (FUZZ_SEED replays one run).

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

// The contact form allows 10 an hour per address; the fuzz sends hundreds from one.
const t = await fileTestApp({ CONTACT_RATE_LIMIT_PER_HOUR: '1000000' });

const users = {} as Record<Role, Awaited<ReturnType<typeof createUser>>>;
for (const role of ROLES) users[role] = await createUser(t, { roles: [role], name: `Fuzz ${role}` });
// Generated ids never name a fixture: toggle-status or send-temp-password on one would change the callers.
const fixtureIds: ReadonlySet<string> = new Set(Object.values(users).map((u) => u.id));

const sessions = {} as Record<Role, Awaited<ReturnType<typeof signIn>>>;
for (const role of ROLES) sessions[role] = await signIn(t, users[role], role);

/** Signs a fixture in again if a fuzzed call ended its session (a refused call should not, but the fuzz goes on). */
async function keepSessions() {
  for (const role of ROLES) {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: sessions[role].headers });
    if (res.statusCode !== 200) sessions[role] = await signIn(t, users[role], role);
  }
}

type Caller = { name: string; headers: () => Record<string, string> };
const anonymous: Caller = { name: 'anonymous', headers: () => ({}) };
const as = (role: Role): Caller => ({ name: role, headers: () => sessions[role].headers });
/** Bodies reach validation as a SuperAdmin; on a guarded route every other role is tried too. */
const callersOf = (op: Operation): Caller[] =>
  op.guarded ? [anonymous, ...ROLES.map(as)] : [anonymous, as('SuperAdmin')];

const PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype).sort().join();
const polluted = () =>
  (({}) as Record<string, unknown>).polluted !== undefined ||
  Object.getOwnPropertyNames(Object.prototype).sort().join() !== PROTOTYPE_KEYS;

/** Sends one case; returns what is wrong with the answer, named so it can be replayed, or null — and the answer's status. */
async function answer(op: Operation, c: FuzzCase, caller: Caller): Promise<{ problem: string | null; status: number }> {
  const res = await t.app.inject({
    method: op.method as InjectOptions['method'],
    url: c.url,
    payload: c.payload,
    headers: { ...caller.headers(), ...c.headers },
  });
  const problem =
    problemWith(res, c.expect, op.errors) ?? (c.prototype && polluted() ? 'Object.prototype was polluted' : null);
  return {
    problem: problem && `${op.method} ${c.url.slice(0, 120)} — ${c.label} — as ${caller.name}: ${problem}`,
    status: res.statusCode,
  };
}
const send = async (op: Operation, c: FuzzCase, caller: Caller) => (await answer(op, c, caller)).problem;

/**
 * A caller the route turns away before it reads the input (401 without a session, 403 for a role outside the
 * route's area) is turned away alike whatever the input: after its first case, every REFUSED_STRIDE-th case is sent
 * as that caller, not all of them (the callers the route admits get every case). A third of the fuzz's time, and
 * the refusal is still proved for each kind of input.
 */
const REFUSED_STRIDE = 4;

/**
 * The callers a route admits read the input alike up to its checks, which come before anything their role decides:
 * after the first case (which every caller gets, and which finds the refused ones), each case goes to one of them in
 * turn, so every admitted role still gets its share of every kind of case — as the generated cases each go to one
 * caller drawn at random. (Sending each case to all five roles on routes every role may call was two fifths of the
 * fuzz's requests.)
 */
const takesCase = (caller: Caller, index: number, admitted: Caller[]) =>
  index === 0 || admitted[index % admitted.length] === caller;

const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
const operations = operationsOf(doc);

describe('fuzz: every operation in the OpenAPI document, with bad input', () => {
  it('finds the operations in the document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(15);
    const names = operations.map((op) => `${op.method} ${op.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/contact/send-message',
        'POST /api/auth/login',
        'POST /api/admin/users/{id}/toggle-status',
        // Spec §7's five notification calls, the same five for every role, and the preferences (issue 13).
        ...['/api/v1/learner/notifications', '/api/v1/notifications'].flatMap((base) => [
          `GET ${base}/summary`,
          `GET ${base}`,
          `PUT ${base}/{id}/mark-read`,
          `PUT ${base}/mark-all-read`,
          `DELETE ${base}/{id}`,
        ]),
        'GET /api/v1/notifications/preferences',
        'PUT /api/v1/notifications/preferences',
      ]),
    );
    // The uploads get the cases of an upload because the document says they take a form, not from a list here.
    expect(operations.filter((op) => op.upload).map((op) => `${op.method} ${op.path}`)).toEqual([
      'POST /api/lessons/{id}/materials',
      'PUT /api/courses/{id}/thumbnail',
      'PUT /api/admin/settings/logo',
      'PUT /api/me/photo',
      'PUT /api/courses/{id}/certificate-template/signature',
      'PUT /api/courses/{id}/certificate-template/logo',
      'PUT /api/admin/badges/{id}/image',
      'PUT /api/admin/rewards/{id}/image',
      'POST /api/forum/spaces/{spaceId}/images',
    ]);
  });

  for (const op of operations) {
    it(`${op.method} ${op.path}`, async () => {
      const problems: string[] = [];
      const written = [...(op.method === 'GET' ? [] : bodyCases(op, fixtureIds)), ...urlCases(op, fixtureIds)];
      // One set of callers for the operation: the refused and admitted ones are told apart by identity.
      const callers = callersOf(op);
      const refused = new Set<Caller>();
      let admitted = callers;
      for (const [index, c] of written.entries()) {
        for (const caller of callers) {
          if (refused.has(caller) ? index % REFUSED_STRIDE !== 0 : !takesCase(caller, index, admitted)) continue;
          const { problem, status } = await answer(op, c, caller);
          if (problem) problems.push(problem);
          if (index === 0 && (status === 401 || status === 403)) refused.add(caller);
        }
        if (index === 0) admitted = callers.filter((caller) => !refused.has(caller));
      }
      // Broken credentials carry their own Authorization header.
      if (op.guarded) {
        for (const c of headerCases(op, fixtureIds, sessions.SuperAdmin.accessToken)) {
          const problem = await send(op, c, anonymous);
          if (problem) problems.push(problem);
        }
      }
      await keepSessions();
      expect(problems).toEqual([]);

      // Generated input: any JSON body, or a valid-looking one with any value in one property; any query.
      const input =
        op.method === 'GET'
          ? fc
              .dictionary(fc.string({ maxLength: 20 }), fc.string({ unit: 'binary', maxLength: 50 }), { maxKeys: 4 })
              .map((q) => ({ query: q }))
          : bodyArbitrary(op, fixtureIds).map((body) => ({ body }));
      await fc.assert(
        fc.asyncProperty(input, fc.constantFrom(...callers), async (value, caller) => {
          const generated: FuzzCase =
            'query' in value
              ? {
                  label: 'generated query',
                  url: urlOf(op, fixtureIds, {}, new URLSearchParams(value.query).toString()),
                }
              : {
                  label: 'generated body',
                  url: urlOf(op, fixtureIds),
                  payload: JSON.stringify(value.body),
                  headers: { 'content-type': 'application/json' },
                };
          const problem = await send(op, generated, caller);
          if (problem) throw new Error(problem);
        }),
        { numRuns: RUNS, seed: SEED },
      );
      await keepSessions();
    });
  }

  it('left the fixture users as they were: active, with their roles', async () => {
    for (const role of ROLES) {
      expect((await userRow(t, users[role].id)).status, role).toBe('active');
      expect(await rolesOf(t, users[role].id), role).toEqual([role]);
    }
  });
});
