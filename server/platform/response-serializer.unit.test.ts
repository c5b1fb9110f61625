import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { projectListItemSchema } from '../../common/projects';
import { responseSerializerCompiler } from './response-serializer';

const card = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  likes: z.number().int(),
  score: z.number(),
  featured: z.boolean(),
  tags: z.array(z.string()),
  author: z.object({ name: z.string(), avatarUrl: z.string().nullable() }).nullable(),
  createdAt: z.iso.datetime(),
  note: z.string().optional(),
});

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/cards', httpStatus: '200' }) as never;
const serializer = (schema: z.ZodType, checked: boolean) => responseSerializerCompiler({ checked })(route(schema)) as (data: unknown) => string;

const sample = {
  id: 'p1',
  title: 'Quote "this" </script>',
  description: null,
  likes: 3,
  score: 12.5,
  featured: false,
  tags: ['a', 'b'],
  author: { name: 'Ada', avatarUrl: null },
  createdAt: '2026-11-28T10:00:00.000Z',
  extra: 'not in the schema',
};

describe('compiled response serializers (issue 12)', () => {
  it('write what zod writes: nulls, nested objects, optional fields left out, unknown keys dropped', () => {
    const expected = JSON.stringify(card.parse(sample));
    expect(serializer(card, false)(sample)).toBe(expected);
    expect(serializer(card, true)(sample)).toBe(expected);
    expect(serializer(card, false)({ ...sample, author: null, note: 'kept' })).toBe(JSON.stringify(card.parse({ ...sample, author: null, note: 'kept' })));
    expect(JSON.parse(serializer(z.array(card), false)([sample, sample]))).toHaveLength(2);
  });

  it('checked: an answer that breaks its schema still fails, as it did with zod alone', () => {
    expect(() => serializer(card, true)({ ...sample, likes: 'three' })).toThrow();
    // Unchecked (production) the compiled serializer writes what it is given without zod.
    expect(() => serializer(card, false)({ ...sample, likes: 4 })).not.toThrow();
  });

  it('a union keeps zod’s serializer, which picks the branch as before', () => {
    const either = z.union([z.object({ kind: z.literal('a'), a: z.number() }), z.object({ kind: z.literal('b'), b: z.string() })]);
    expect(serializer(either, false)({ kind: 'b', b: 'x', a: 1 })).toBe('{"kind":"b","b":"x"}');
  });

  it('the feed’s cards compile: unchecked, the compiled serializer answers a broken card, not zod', () => {
    const broken = [{ id: 'p1', title: 'Only two fields' }];
    // fast-json-stringify's own words for a missing required field; zod would name the schema's path.
    expect(() => serializer(z.array(projectListItemSchema), false)(broken)).toThrow(/"slug" is required/);
    expect(() => serializer(z.array(projectListItemSchema), true)(broken)).toThrow(/Response doesn't match the schema/);
  });
});
