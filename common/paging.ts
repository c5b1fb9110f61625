import { z } from 'zod';

/**
 * The `limit` and `offset` query parameters of the list endpoints, with the same messages
 * everywhere. A limit above the maximum is lowered to it rather than refused.
 */
export function pageLimit(defaultSize: number, maxSize: number) {
  return z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .default(defaultSize)
    .transform((value) => Math.min(value, maxSize));
}

/** Bounded, so a huge offset cannot make the database walk a whole table. */
export function pageOffset(max: number) {
  return z.coerce
    .number({ error: 'offset must be a number' })
    .int({ error: 'offset must be a whole number' })
    .min(0, { error: 'offset must be at least 0' })
    .max(max, { error: `offset must be at most ${max}` })
    .default(0);
}
