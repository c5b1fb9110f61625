import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

/**
 * Answers are written by serializers compiled from each route's response schema
 * (fast-json-stringify, Fastify's own), not by checking every answer with zod and then
 * `JSON.stringify` (issue 12: on a project page that check was a tenth of the server's time).
 * The zod schema stays the single definition: it is turned into JSON Schema once per route.
 *
 * `checked` (tests and development): every answer is also encoded by zod, which throws on an answer
 * that breaks its schema as before, and the compiled text must equal zod's, so the whole API suite
 * proves the two serializers agree. Production (`RESPONSE_CHECKS=off`, the default when
 * NODE_ENV=production) sends the compiled text alone. A schema the compiler cannot express (a
 * union it would have to validate to choose between, say) keeps zod's serializer.
 */
export function responseSerializerCompiler({ checked }: { checked: boolean }): FastifySerializerCompiler<ZodType> {
  return (route) => {
    const zodSerialize = zodSerializerCompiler(route as never) as (data: unknown) => string;
    const compiled = compile(route.schema as ZodType);
    if (!compiled) return zodSerialize;
    if (!checked) return compiled;
    return (data) => {
      const expected = zodSerialize(data);
      const text = compiled(data);
      if (text !== expected) {
        throw new Error(`the compiled serializer of ${route.method} ${route.url} (${route.httpStatus}) wrote ${text.slice(0, 300)} where zod wrote ${expected.slice(0, 300)}`);
      }
      return text;
    };
  };
}

function compile(schema: ZodType): ((data: unknown) => string) | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    const jsonSchema = nullableForm(z.toJSONSchema(schema, { target: 'draft-07', io: 'output', unrepresentable: 'throw' }));
    if (hasUnion(jsonSchema)) return null;
    return fastJson(jsonSchema as unknown as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
  } catch {
    return null;
  }
}

type JsonSchema = { [key: string]: unknown };

/**
 * zod writes "T or null" as `anyOf: [T, {type: 'null'}]`; fast-json-stringify would validate each
 * answer to choose a branch. `nullable: true` on T says the same and compiles to a plain check.
 */
function nullableForm(node: unknown): JsonSchema {
  if (Array.isArray(node)) return node.map(nullableForm) as unknown as JsonSchema;
  if (!node || typeof node !== 'object') return node as JsonSchema;
  const entries = Object.entries(node as JsonSchema).map(([key, value]) => [key, nullableForm(value)] as const);
  const schema = Object.fromEntries(entries) as JsonSchema;
  const anyOf = schema.anyOf as JsonSchema[] | undefined;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullIndex = anyOf.findIndex((branch) => branch.type === 'null' && Object.keys(branch).length === 1);
    const other = anyOf[1 - nullIndex];
    if (nullIndex !== -1 && other && typeof other.type === 'string') {
      const { anyOf: _removed, ...rest } = schema;
      return { ...rest, ...other, nullable: true };
    }
  }
  return schema;
}

/** Unions left after `nullableForm`: fast-json-stringify would run a validator per answer for them. */
function hasUnion(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some(hasUnion);
  const schema = node as JsonSchema;
  if ('anyOf' in schema || 'oneOf' in schema || 'allOf' in schema || 'if' in schema) return true;
  return Object.values(schema).some(hasUnion);
}
