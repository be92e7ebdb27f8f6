import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { JsonText } from './json-text';

type JsonSchema = Record<string, unknown>;

/**
 * `anyOf: [X, { type: 'null' }]` (how zod writes `.nullable()`) as `type: [X.type, 'null']`:
 * fast-json-stringify serializes a type list with a plain check, an `anyOf` by validating the value
 * against each branch.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = simplify(value);
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (Array.isArray(anyOf) && anyOf.length === 2 && Object.keys(out).length === 1) {
    const nullAt = anyOf.findIndex((s) => s.type === 'null' && Object.keys(s).length === 1);
    const other = anyOf[1 - nullAt];
    if (nullAt >= 0 && typeof other?.type === 'string' && !('anyOf' in other) && !('oneOf' in other) && !('allOf' in other) && !('$ref' in other)) {
      return { ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

/**
 * The JSON Schema fast-json-stringify compiles for a response schema, or undefined where zod's
 * schema has no JSON Schema form (a transform, a date object): that answer stays with zod.
 */
export function fastSchemaOf(schema: z.ZodType): JsonSchema | undefined {
  try {
    return simplify(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' })) as JsonSchema;
  } catch {
    return undefined;
  }
}

/**
 * Answers serialized by a function compiled from the route's response schema (issue 17, decision 023)
 * instead of zod encoding every answer and `JSON.stringify` copying it: that was 10–13 % of a list
 * read's CPU. Like zod's serializer it writes only the declared fields (data minimisation: an
 * undeclared column never leaves the server). With `verify` (the test suites) every answer is also
 * encoded by zod as before: an answer that breaks its contract still fails, and one the two
 * serializers would write differently fails with both versions in the message.
 */
/** Answers left to zod because their schema has no JSON Schema form (`METHOD url status`); a test keeps this list known. */
export const zodOnlyResponses = new Set<string>();

export function responseSerializerCompiler({ verify }: { verify: boolean }): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const viaZod = zodSerializerCompiler(route) as (data: unknown) => string;
    const where = `${route.method} ${route.url} (${route.httpStatus})`;
    // an answer PostgreSQL wrote (lib/json-text.ts): as it is; with `verify`, only when zod writes the same
    const asWritten = (text: string) => {
      if (!verify) return text;
      const parsed: unknown = JSON.parse(text);
      const expected = viaZod(parsed);
      if (!isDeepStrictEqual(parsed, JSON.parse(expected))) throw new Error(`JSON text answer of ${where} differs from its schema's:\ntext: ${text.slice(0, 2000)}\nzod:  ${expected.slice(0, 2000)}`);
      return text;
    };
    const jsonSchema = fastSchemaOf(route.schema);
    if (!jsonSchema) {
      zodOnlyResponses.add(`${route.method} ${route.url} ${route.httpStatus}`);
      return (data: unknown) => (data instanceof JsonText ? asWritten(data.text) : viaZod(data));
    }
    const fast = fastJson(jsonSchema) as (data: unknown) => string;
    if (!verify) return (data: unknown) => (data instanceof JsonText ? data.text : fast(data));
    return (data: unknown) => {
      if (data instanceof JsonText) return asWritten(data.text);
      const expected = viaZod(data);
      const got = fast(data);
      if (!isDeepStrictEqual(JSON.parse(got), JSON.parse(expected))) {
        throw new Error(`response serializer of ${where} differs from zod's:\nfast: ${got.slice(0, 2000)}\nzod:  ${expected.slice(0, 2000)}`);
      }
      return got;
    };
  };
}
