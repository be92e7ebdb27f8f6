import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../../test/kit';
import { JsonText } from './json-text';
import { responseSerializerCompiler, zodOnlyResponses } from './response-serializer';

const compile = (schema: z.ZodType, verify = false) =>
  responseSerializerCompiler({ verify })({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as (data: unknown) => string;

describe('issue 17: answers serialized by a function compiled from the response schema', () => {
  const schema = z.object({
    id: z.uuid(),
    name: z.string(),
    note: z.string().nullable(),
    grade: z.number().int().nullable().optional(),
    done: z.boolean(),
    kind: z.enum(['a', 'b']),
    tags: z.array(z.object({ label: z.string() })),
    owner: z.object({ name: z.string() }).nullable(),
  });

  it('writes only the declared fields, as zod did (data minimisation)', () => {
    const data = { id: '0b6f1f3e-6a0e-4f5e-9a43-2f1c0d9b8a11', name: 'Lena "L." Schmidt\n', note: null, done: true, kind: 'b', tags: [{ label: 'x', secret: 1 }], owner: { name: 'M', passwordHash: 'h' }, passwordHash: 'h' };
    const json = compile(schema)(data);
    expect(JSON.parse(json)).toEqual({ id: data.id, name: data.name, note: null, done: true, kind: 'b', tags: [{ label: 'x' }], owner: { name: 'M' } });
    expect(json).not.toContain('passwordHash');
    expect(json).not.toContain('secret');
    expect(JSON.parse(compile(schema)({ ...data, owner: null, grade: 3 }))).toMatchObject({ owner: null, grade: 3 });
  });

  it('with verify (the test suites), an answer that breaks its contract still fails', () => {
    expect(() => compile(schema, true)({ id: 'not-a-uuid', name: 'x', note: null, done: true, kind: 'b', tags: [], owner: null })).toThrow();
    expect(() => compile(schema, true)({ name: 'x' })).toThrow();
  });

  it('an answer PostgreSQL wrote (JsonText) goes out as written; with verify, only when it keeps its contract', () => {
    const ok = { id: '0b6f1f3e-6a0e-4f5e-9a43-2f1c0d9b8a11', name: 'x', note: null, done: true, kind: 'a', tags: [], owner: null };
    const text = JSON.stringify(ok);
    expect(compile(schema)(new JsonText(text))).toBe(text);
    expect(compile(schema, true)(new JsonText(text))).toBe(text);
    // an undeclared field, a wrong type, a missing field: the test suites fail
    expect(() => compile(schema, true)(new JsonText(JSON.stringify({ ...ok, passwordHash: 'h' })))).toThrow(/differs/);
    expect(() => compile(schema, true)(new JsonText(JSON.stringify({ ...ok, done: 'yes' })))).toThrow();
    expect(() => compile(schema, true)(new JsonText(JSON.stringify({ ...ok, name: undefined })))).toThrow();
  });

  const t = useTestApp();
  it('every response schema of the API is compiled; none is left to zod', async () => {
    await t.app.ready();
    expect([...zodOnlyResponses]).toEqual([]);
  });
});
