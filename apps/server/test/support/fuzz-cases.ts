import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { ERROR_CODES } from '@talentpath/contracts/errors';

// Bad input for every operation of the OpenAPI document, derived from its schemas: a route added later is fuzzed
// without editing the fuzz test. Used by test/api/fuzz.test.ts.

export type Schema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  $ref?: string;
};
export type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: Schema;
  required?: boolean;
};
export type Operation = {
  method: string;
  /** As the document writes it: `/api/admin/users/{id}/toggle-status`. */
  path: string;
  guarded: boolean;
  parameters: Parameter[];
  body?: Schema;
  /** The operation takes a multipart/form-data body (an upload), as the document says. */
  upload: boolean;
  /** The error codes the document declares per status, or null where it declares no error responses. */
  errors: Map<number, string[]> | null;
};
type Responses = Record<string, { content?: Record<string, { schema?: Schema }> }>;
type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        security?: unknown[];
        requestBody?: { content?: Record<string, { schema?: Schema }> };
        responses?: Responses;
      }
    >
  >;
  components?: { schemas?: Record<string, Schema> };
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document, its $refs resolved. */
export function operationsOf(doc: OpenApi): Operation[] {
  const resolve = (schema: Schema | undefined): Schema | undefined => {
    if (!schema?.$ref) return schema;
    return resolve(doc.components?.schemas?.[schema.$ref.replace('#/components/schemas/', '')]);
  };
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        guarded: (op.security?.length ?? 0) > 0,
        parameters: (op.parameters ?? []).map((p) => ({ ...p, schema: resolve(p.schema) })),
        body: resolve(op.requestBody?.content?.['application/json']?.schema),
        upload: op.requestBody?.content?.['multipart/form-data'] !== undefined,
        errors: declaredErrors(op.responses, resolve),
      })),
  );
}

function declaredErrors(responses: Responses | undefined, resolve: (s: Schema | undefined) => Schema | undefined) {
  const errors = new Map<number, string[]>();
  for (const [status, response] of Object.entries(responses ?? {})) {
    if (Number(status) < 400) continue;
    const code = resolve(resolve(response.content?.['application/json']?.schema)?.properties?.code);
    if (Array.isArray(code?.enum)) errors.set(Number(status), code.enum.map(String));
  }
  return errors.size > 0 ? errors : null;
}

// --- Valid-looking values, so that one bad field is the only thing wrong with a request ---

// Meets the password rules and most text rules (length, letters, digits, a special character).
const TEXT = 'Fuzz value 2026 Aa!';
let emails = 0;

const firstType = (schema: Schema) =>
  Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;

/** A value the schema (probably) accepts; property names guide what the JSON Schema cannot say (an e-mail, a role). */
export function sample(schema: Schema | undefined, name = '', avoid: ReadonlySet<string> = new Set()): unknown {
  if (!schema) return TEXT;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives?.length) return sample(alternatives[0], name, avoid);
  switch (firstType(schema)) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, s]) => [key, sample(s, key, avoid)]),
      );
    case 'array':
      return schema.items ? [sample(schema.items, name, avoid)] : [];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return sampleString(schema, name, avoid);
  }
}

function sampleString(schema: Schema, name: string, avoid: ReadonlySet<string>): string {
  if (schema.format === 'uuid') return uuidOfNobody(avoid);
  if (schema.format === 'date-time') return new Date().toISOString();
  if (schema.format === 'date') return new Date().toISOString().slice(0, 10);
  // A new address each time: the same one would soon be locked by its failed sign-ins.
  if (schema.format === 'email' || /e-?mail/i.test(name))
    return `fuzz-${++emails}-${randomUUID().slice(0, 8)}@example.com`;
  if (/role/i.test(name)) return 'Learner';
  let text = TEXT;
  while (text.length < (schema.minLength ?? 0)) text += TEXT;
  return text.slice(0, schema.maxLength ?? text.length);
}

/** A random UUID that is none of the fixture users' ids (a call on it could disable or alter them). */
export function uuidOfNobody(avoid: ReadonlySet<string>): string {
  for (;;) {
    const id = randomUUID();
    if (!avoid.has(id)) return id;
  }
}

/** The operation's URL with each path parameter given, or sampled. */
export function urlOf(
  op: Operation,
  avoid: ReadonlySet<string>,
  given: Record<string, string> = {},
  query = '',
): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (name in given) return given[name]!;
    const param = op.parameters.find((p) => p.in === 'path' && p.name === name);
    return encodeURIComponent(String(sample(param?.schema, name, avoid)));
  });
  return query ? `${path}?${query}` : path;
}

// --- The cases ---

export type FuzzCase = {
  label: string;
  url: string;
  payload?: string | Buffer;
  headers?: Record<string, string | string[]>;
  /** The status the case must get once past authentication and routing (see GATES). */
  expect?: number;
  /** The case tries to pollute Object.prototype: check it did not. */
  prototype?: boolean;
};

const HUNDRED_KB = 'x'.repeat(100 * 1024);
const BAD_STRINGS: [string, string][] = [
  ['NUL', 'a\u0000b'],
  ['U+0001', 'a\u0001b'],
  ['DEL', 'a\u007fb'],
  ['a lone surrogate', 'a\ud800b'],
  ['100 KB', HUNDRED_KB],
  ['unicode', 'Ærø 中文 العربية 😀 👩‍💻 \u202eRTL\u202c \u00a0\u2028'],
  ['blank', '   '],
  ['empty', ''],
];
const WRONG_TYPES: [string, unknown][] = [
  ['a number', 42],
  ['a float', -1.5e308],
  ['a boolean', false],
  ['null', null],
  ['an array', ['x']],
  ['an object', { a: 1 }],
];

const nested = (depth: number, open: string, close: string, leaf = '1') =>
  open.repeat(depth) + leaf + close.repeat(depth);
const DEEP_ARRAYS = nested(10_000, '[', ']');
const DEEP_OBJECTS = nested(10_000, '{"a":', '}');
const json = (headers?: Record<string, string>) => ({ 'content-type': 'application/json', ...headers });

const A_FORM_WITHOUT_ITS_FILE = '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n';
const FORM = { 'content-type': 'multipart/form-data; boundary=x' };

/**
 * The cases of an operation whose only body is a multipart/form-data upload (the document's request body): JSON is
 * refused as the wrong content type, and a form without its `file` part as a bad request.
 */
function uploadCases(op: Operation, avoid: ReadonlySet<string>): FuzzCase[] {
  const url = urlOf(op, avoid);
  return [
    { label: 'JSON to an upload', url, payload: '{"file":"x"}', headers: json(), expect: 415 },
    { label: '10 000 nested arrays to an upload', url, payload: DEEP_ARRAYS, headers: json(), expect: 415 },
    { label: 'text/plain to an upload', url, payload: 'x', headers: { 'content-type': 'text/plain' }, expect: 415 },
    { label: 'a form without its file', url, payload: A_FORM_WITHOUT_ITS_FILE, headers: FORM, expect: 400 },
    { label: 'no body at all', url, payload: undefined, headers: undefined },
  ];
}

/**
 * Bad bodies: malformed, empty, other content types, wrong types, bad strings in each property, huge, deep, prototype
 * keys. An operation that takes an upload beside JSON gets a form without its file instead of a form refused.
 */
export function bodyCases(op: Operation, avoid: ReadonlySet<string>): FuzzCase[] {
  if (op.upload && !op.body) return uploadCases(op, avoid);
  const url = () => urlOf(op, avoid);
  const base = () => sample(op.body, '', avoid);
  const cases: FuzzCase[] = [];
  const add = (
    label: string,
    payload: string | Buffer | undefined,
    headers: Record<string, string> | undefined,
    expect?: number,
    prototype?: boolean,
  ) => cases.push({ label, url: url(), payload, headers, expect, prototype });

  for (const raw of ['{', '{"a":', '[1, 2', 'nul', '{"a": 1}}', "{'a': 1}", '\u0000', '{"a": "\\ud800"'])
    add(`malformed JSON ${JSON.stringify(raw)}`, raw, json(), 400);
  add('a number beyond a double', '1e400', json());
  add('invalid UTF-8', Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]), json());
  add('an empty JSON body', '', json(), 400);
  add('no body at all', undefined, undefined);
  const valid = JSON.stringify(base() ?? null);
  add('text/plain', valid, { 'content-type': 'text/plain' }, 415);
  add('text/plain; charset=utf-8', valid, { 'content-type': 'text/plain; charset=utf-8' }, 415);
  add('form-urlencoded', 'a=1&b=2', { 'content-type': 'application/x-www-form-urlencoded' }, 415);
  if (op.upload) add('a form without its file', A_FORM_WITHOUT_ITS_FILE, FORM, 400);
  else add('multipart', A_FORM_WITHOUT_ITS_FILE, FORM, 415);
  add('a content type that is not one', valid, { 'content-type': '%%%;;;' }, 415);
  for (const [label, value] of [...WRONG_TYPES, ['a string', 'x'] as [string, unknown]])
    add(`the whole body as ${label}`, JSON.stringify(value), json());
  add(
    'a body over 256 KiB',
    JSON.stringify({ ...(asObject(base()) ?? {}), padding: 'x'.repeat(300 * 1024) }),
    json(),
    413,
  );
  add('10 000 nested arrays', DEEP_ARRAYS, json(), 400);
  add('10 000 nested objects', DEEP_OBJECTS, json());
  add(
    '10 000 nested objects around __proto__',
    nested(10_000, '{"a":', '}', '{"__proto__": {"polluted": "yes"}}'),
    json(),
    400,
    true,
  );

  const object = asObject(base());
  const rest = object ? JSON.stringify(object).slice(1) : '}';
  const sep = rest === '}' ? '' : ',';
  add('__proto__ at the top', `{"__proto__": {"polluted": "yes"}${sep}${rest}`, json(), 400, true);
  add(
    'constructor.prototype at the top',
    `{"constructor": {"prototype": {"polluted": "yes"}}${sep}${rest}`,
    json(),
    400,
    true,
  );
  add(
    'both, as a unicode escape',
    `{"\\u005f_proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}}${sep}${rest}`,
    json(),
    400,
    true,
  );

  const properties = Object.keys(op.body?.properties ?? {});
  const mutate = (label: string, change: (body: Record<string, unknown>) => void, raw?: [string, string]) => {
    const body = asObject(base());
    if (!body) return;
    change(body);
    const text = JSON.stringify(body);
    const prototype = raw?.[1].includes('__proto__') ?? false;
    add(label, raw ? text.replace(raw[0], raw[1]) : text, json(), prototype ? 400 : undefined, prototype);
  };
  for (const key of properties) {
    for (const [label, value] of WRONG_TYPES) mutate(`${key} as ${label}`, (b) => (b[key] = value));
    for (const [label, value] of BAD_STRINGS) mutate(`${key} as ${label}`, (b) => (b[key] = value));
    mutate(`${key} with a NUL inside a valid value`, (b) => (b[key] = `${String(b[key])}\u0000`));
    mutate(`${key} missing`, (b) => delete b[key]);
    // Written into the JSON text: building these as values would only test JSON.stringify.
    mutate(`${key} as 10 000 nested arrays`, (b) => (b[key] = '<deep>'), ['"<deep>"', DEEP_ARRAYS]);
    mutate(`${key} as 10 000 nested objects`, (b) => (b[key] = '<deep>'), ['"<deep>"', DEEP_OBJECTS]);
    mutate(`${key} holding __proto__`, (b) => (b[key] = '<proto>'), [
      '"<proto>"',
      '{"__proto__": {"polluted": "yes"}}',
    ]);
  }
  mutate('an unknown property', (b) => (b['unexpected\u0000key'] = 'x'));
  if (op.body && firstType(op.body) !== 'object')
    for (const [label, value] of BAD_STRINGS) add(`the whole body as ${label}`, JSON.stringify(value), json());
  return cases;
}

function asObject(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

const PATH_GARBAGE: [string, string][] = [
  ['NUL', '%00'],
  ['very long', 'a'.repeat(5_000)],
  ['a traversal', '..%2f..%2fetc%2fpasswd'],
  ['not a UUID', 'not-a-uuid'],
  ['a bad escape', '%ZZ'],
  ['an emoji', '%F0%9F%98%80'],
  ['SQL', "'%20or%201%3D1--"],
  ['the nil UUID', '00000000-0000-0000-0000-000000000000'],
];

/** Path parameters replaced with garbage (and a UUID of nobody); query parameters of the wrong type; hostile query keys. */
export function urlCases(op: Operation, avoid: ReadonlySet<string>): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const body = () =>
    op.method === 'GET' ? {} : { payload: JSON.stringify(sample(op.body, '', avoid) ?? {}), headers: json() };
  for (const param of op.parameters.filter((p) => p.in === 'path')) {
    for (const [label, value] of [...PATH_GARBAGE, ['a UUID of nobody', uuidOfNobody(avoid)] as [string, string]]) {
      cases.push({
        label: `path ${param.name} as ${label}`,
        url: urlOf(op, avoid, { [param.name]: value }),
        ...body(),
      });
    }
  }
  const queries = [
    '__proto__[polluted]=yes&constructor[prototype][polluted]=yes',
    'a=%00&a=1&a[b]=2',
    `x=${'q'.repeat(10_000)}`,
    '%ZZ=%ZZ',
  ];
  for (const param of op.parameters.filter((p) => p.in === 'query')) {
    for (const value of ['abc', '-1', '1e400', '%00', `${param.name}=1`, 'true', ''])
      queries.push(`${param.name}=${value}`);
    queries.push(`${param.name}[a]=1`, `${param.name}=1&${param.name}=2`);
  }
  for (const query of queries)
    cases.push({
      label: `query ${query.slice(0, 60)}`,
      url: urlOf(op, avoid, {}, query),
      ...body(),
      prototype: query.includes('proto'),
    });
  return cases;
}

/** Broken credentials on a guarded route, with a real token where one is needed. */
export function headerCases(op: Operation, avoid: ReadonlySet<string>, accessToken: string): FuzzCase[] {
  const url = urlOf(op, avoid);
  const body = op.method === 'GET' ? {} : { payload: JSON.stringify(sample(op.body, '', avoid) ?? {}) };
  const variants: [string, Record<string, string | string[]>][] = [
    ['a 10 KB bearer token', { authorization: `Bearer ${'a'.repeat(10_000)}` }],
    ['a bearer token of three empty parts', { authorization: 'Bearer a.b.c' }],
    ['basic credentials', { authorization: 'Basic Zm9vOmJhcg==' }],
    ['a token and trailing junk', { authorization: `Bearer ${accessToken} junk` }],
    ['an unknown active role', { authorization: `Bearer ${accessToken}`, 'x-active-role': 'Nobody' }],
    ['a 10 KB active role', { authorization: `Bearer ${accessToken}`, 'x-active-role': 'r'.repeat(10_000) }],
    ['two active roles', { authorization: `Bearer ${accessToken}`, 'x-active-role': ['SuperAdmin', 'Admin'] }],
    ['two authorization headers', { authorization: [`Bearer ${accessToken}`, 'Bearer x'] }],
  ];
  return variants.map(([label, headers]) => ({
    label,
    url,
    ...body,
    headers: { ...(op.method === 'GET' ? {} : json()), ...headers },
  }));
}

// --- Generated input (fast-check) ---

const anyString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 100 }),
  fc.string({ unit: 'grapheme', maxLength: 100 }),
);

/** A body for the operation: any JSON value, or its valid-looking body with one property set to any value or string. */
export function bodyArbitrary(op: Operation, avoid: ReadonlySet<string>): fc.Arbitrary<unknown> {
  const anyValue = fc.oneof(
    fc.jsonValue({ maxDepth: 4 }),
    anyString,
    fc.uuid().filter((id) => !avoid.has(id)),
  );
  const properties = Object.keys(op.body?.properties ?? {});
  if (!properties.length) return anyValue;
  const oneProperty = fc
    .record({ key: fc.constantFrom(...properties), value: anyValue })
    .map(({ key, value }) => ({ ...(asObject(sample(op.body, '', avoid)) ?? {}), [key]: value }));
  return fc.oneof(anyValue, oneProperty, oneProperty);
}

// --- What every answer must be ---

export type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };

/** Statuses that come before a body is looked at: not signed in, not allowed, no such route, rate-limited. */
export const GATES = [401, 403, 404, 429];

/** Why the answer is wrong, or null: never a 5xx; a 4xx is the one error shape (a document excepted). */
export function problemWith(res: Answer, expected?: number, declared?: Map<number, string[]> | null): string | null {
  if (res.statusCode >= 500) return `${res.statusCode}: ${res.body.slice(0, 300)}`;
  if (expected !== undefined && res.statusCode !== expected && !GATES.includes(res.statusCode)) {
    return `expected ${expected}, got ${res.statusCode}: ${res.body.slice(0, 300)}`;
  }
  if (res.statusCode < 400) return null;
  const type = String(res.headers['content-type'] ?? '');
  if (/^text\/html/.test(type)) return null;
  if (!/^application\/json/.test(type))
    return `${res.statusCode} as ${type || 'no content type'}: ${res.body.slice(0, 300)}`;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `${res.statusCode} with a body that is not JSON: ${res.body.slice(0, 300)}`;
  }
  const b = asObject(body);
  const shaped =
    b !== null &&
    Object.keys(b).every((k) => ['code', 'message', 'details'].includes(k)) &&
    (ERROR_CODES as readonly unknown[]).includes(b.code) &&
    typeof b.message === 'string' &&
    b.message.length > 0 &&
    (b.details === undefined ||
      (Array.isArray(b.details) &&
        b.details.every((d) => typeof asObject(d)?.path === 'string' && typeof asObject(d)?.message === 'string')));
  if (!shaped) return `${res.statusCode} not in the error shape: ${res.body.slice(0, 300)}`;
  // Where the document declares the route's errors, what it answers must be among them (so /api/docs tells the truth).
  if (declared && !declared.get(res.statusCode)?.includes(String(b.code))) {
    return `${res.statusCode} ${String(b.code)} is not among the errors /api/docs declares for this route`;
  }
  return null;
}
