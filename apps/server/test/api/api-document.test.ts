import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, fileTestApp } from '../support/test-app.ts';

// The OpenAPI document tells what the server sends (issue 22, ADR 0049): it is OpenAPI 3.1, every response is
// typed, files are declared as what they are, uploads as forms; and the suite's check of every response against it
// (test/support/response-check.ts) refuses a response that drifts from it.

type Schema = Record<string, unknown>;
type Operation = {
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

const t = await fileTestApp();
const docText = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).body;
const doc = JSON.parse(docText) as Document;
const operation = (method: string, path: string) => doc.paths[path]![method]!;
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
);

/** Where a schema says nothing of a value (`{}`): a property, an item, a branch of a union. */
function untyped(schema: unknown, at: string): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const s = schema as Schema;
  if (Object.keys(s).filter((k) => k !== 'description').length === 0) return [at];
  const found: string[] = [];
  for (const [name, child] of Object.entries((s.properties as Schema | undefined) ?? {}))
    found.push(...untyped(child, `${at}.${name}`));
  if (s.items) found.push(...untyped(s.items, `${at}[]`));
  for (const key of ['anyOf', 'oneOf', 'allOf'])
    for (const [i, child] of ((s[key] as unknown[] | undefined) ?? []).entries())
      found.push(...untyped(child, `${at}|${i}`));
  return found;
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1, and a nullable enum takes null', () => {
    expect(doc.openapi).toBe('3.1.0');
    const attempt = operation('get', '/api/attempts/{id}').responses['200']!.content!['application/json']!.schema;
    expect((attempt.properties as Record<string, Schema>).closedBy).toEqual({
      anyOf: [{ type: 'string', enum: ['learner', 'deadline'] }, { type: 'null' }],
    });
  });

  it('types every response: a schema for each, no value left untyped', () => {
    const problems = operations.flatMap(({ name, op }) =>
      Object.entries(op.responses).flatMap(([status, response]) => {
        // Only "no content" answers have no content; a route without response schemas gets a bare 200.
        if (!response.content) return status === '204' || status === '304' ? [] : [`${name} ${status}: no content`];
        return Object.entries(response.content ?? {}).flatMap(([media, { schema }]) =>
          untyped(schema, `${name} ${status} ${media}`),
        );
      }),
    );
    const shared = Object.entries(doc.components.schemas).flatMap(([name, schema]) => untyped(schema, name));
    expect([...problems, ...shared]).toEqual([]);
  });

  it('is small enough for Swagger UI to draw: each error body and named schema written once, no format twice', () => {
    // 1.8 MB took Swagger UI 16 s to draw on a loaded 2-core machine; 0.8 MB, half that.
    expect(docText.length).toBeLessThan(1_000_000);
    const login = operation('post', '/api/auth/login').responses;
    expect(login['401']!.content!['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/Error.INVALID_CREDENTIALS',
    });
    expect(doc.components.schemas['Error.INVALID_CREDENTIALS']).toMatchObject({
      properties: { code: { enum: ['INVALID_CREDENTIALS'] } },
    });
    const refs = [...docText.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(1000);
    expect(refs.filter((name) => !(name in doc.components.schemas))).toEqual([]);
    // A UUID is `format: uuid`, not also zod's 166-character expression of one.
    expect(docText).not.toContain('[0-9a-fA-F]{8}-[0-9a-fA-F]{4}');
  });

  it('declares file downloads as files, not JSON', () => {
    const jsonOf = (method: string, path: string) =>
      Object.keys(operation(method, path).responses['200']!.content!).filter((media) => media.includes('json'));
    for (const path of [
      '/api/materials/{id}',
      '/api/courses/{id}/thumbnail',
      '/api/settings/logo',
      '/api/people/{id}/photos/{fileId}',
      '/api/courses/{id}/certificate-template/signature',
      '/api/courses/{id}/certificate-template/preview',
    ])
      expect({ path, json: jsonOf('get', path) }).toEqual({ path, json: [] });
    expect(operation('get', '/api/materials/{id}').responses['200']!.content!['application/pdf']!.schema).toEqual({
      type: 'string',
      format: 'binary',
    });
    expect(Object.keys(operation('get', '/api/settings/logo').responses['200']!.content!)).toEqual([
      'image/png',
      'image/jpeg',
      'image/gif',
      'image/webp',
    ]);
    for (const path of ['/api/enrolments/export', '/api/quizzes/{id}/results/export'])
      expect(Object.keys(operation('get', path).responses['200']!.content!)).toEqual(['text/csv']);
    for (const [method, path] of [
      ['delete', '/api/materials/{id}'],
      ['get', '/api/materials/{id}'],
    ] as const) {
      const empty = operation(method, path).responses[method === 'delete' ? '204' : '304']!;
      expect(empty.content).toBeUndefined();
    }
  });

  it('documents the uploads as multipart/form-data with their file part', () => {
    const form = (method: string, path: string) =>
      operation(method, path).requestBody?.content['multipart/form-data']?.schema;
    for (const [method, path] of [
      ['put', '/api/admin/settings/logo'],
      ['put', '/api/courses/{id}/thumbnail'],
      ['post', '/api/lessons/{id}/materials'],
      ['put', '/api/me/photo'],
      ['put', '/api/admin/badges/{id}/image'],
      ['put', '/api/admin/rewards/{id}/image'],
      ['put', '/api/courses/{id}/certificate-template/signature'],
      ['put', '/api/courses/{id}/certificate-template/logo'],
    ] as const) {
      const schema = form(method, path);
      expect(schema, `${method} ${path}`).toMatchObject({
        type: 'object',
        properties: { file: { type: 'string', format: 'binary' } },
        required: ['file'],
      });
    }
    // A material is also added as JSON (rich text, a link, a video), at the same address.
    expect(Object.keys(operation('post', '/api/lessons/{id}/materials').requestBody!.content)).toEqual([
      'multipart/form-data',
      'application/json',
    ]);
    expect(Object.keys(operation('post', '/api/admin/users/import').requestBody!.content)).toEqual(['text/csv']);
  });
});

describe('every response the API suite receives is checked against the document', () => {
  it('fails the request whose body, status or Content-Type the document does not declare', async () => {
    const drifting = await createTestApp();
    // Routes of this test only: what they send is not what they declare (the serializer does not check lengths).
    const declared = { schema: { response: { 200: z.object({ name: z.string().min(3) }) } } };
    drifting.app.get('/api/test/body', declared, async () => ({ name: 'x' }));
    drifting.app.get('/api/test/status', declared, async (_req, reply) =>
      reply.code(201 as 200).send({ name: 'three' }),
    );
    drifting.app.get('/api/test/type', declared, async (_req, reply) => reply.type('text/csv').send('name\nthree'));
    drifting.app.get('/api/test/right', declared, async () => ({ name: 'three' }));
    try {
      await expect(drifting.app.inject({ method: 'GET', url: '/api/test/body?x=1' })).rejects.toThrow(
        /GET \/api\/test\/body\?x=1 \(\/api\/test\/body\) answered 200 with a body the document's application\/json schema refuses:\n {2}\/name must NOT have fewer than 3 characters/,
      );
      await expect(drifting.app.inject({ method: 'GET', url: '/api/test/status' })).rejects.toThrow(
        'GET /api/test/status (/api/test/status) answered 201: the status is not declared (declared: 200)',
      );
      await expect(drifting.app.inject({ method: 'GET', url: '/api/test/type' })).rejects.toThrow(
        'Content-Type text/csv is not declared (declared: application/json)',
      );
      expect((await drifting.app.inject({ method: 'GET', url: '/api/test/right' })).json()).toEqual({ name: 'three' });

      // Over a real socket the response reaches the client; the mismatch is reported after the test.
      const base = await drifting.app.listen({ port: 0, host: '127.0.0.1' });
      expect((await fetch(`${base}/api/test/body`)).status).toBe(200);
      expect(() => drifting.unreported()).toThrow(/GET \/api\/test\/body .*answered 200 with a body/);
      expect(() => drifting.unreported()).not.toThrow();
    } finally {
      await drifting.close();
    }
  });

  it('passes what the routes really send, errors included', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/users' });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
