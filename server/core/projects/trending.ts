import { type SQL, sql } from 'drizzle-orm';
import { projects } from '../../db/schema';

/**
 * Trending score (docs/decisions/0004-trending-score.md):
 *
 *   score = log2(1 + 3·likes + 5·comments + 0.2·views) + createdAtEpochHours / HALF_LIFE_HOURS
 *
 * Ordering by it is ordering by weight · 2^(−age / half-life), because log2 keeps order and the
 * "now" term is the same for every row; so a row's score changes only when its own counts do.
 */
export const HALF_LIFE_HOURS = 24;
export const WEIGHTS = { likes: 3, comments: 5, views: 0.2 } as const;

export interface TrendingInput {
  likes: number;
  comments: number;
  views: number;
  createdAt: Date;
}

export function trendingScore({ likes, comments, views, createdAt }: TrendingInput): number {
  const weight = 1 + WEIGHTS.likes * likes + WEIGHTS.comments * comments + WEIGHTS.views * views;
  return Math.log2(weight) + createdAt.getTime() / 3_600_000 / HALF_LIFE_HOURS;
}

/** The same formula in SQL, over given (possibly changed) counts: what the database stores. */
export function trendingScoreOf(likes: SQL, comments: SQL, views: SQL): SQL {
  // Constants inlined as literals: as parameters Postgres would guess them to be integers.
  const [l, c, v, h] = [WEIGHTS.likes, WEIGHTS.comments, WEIGHTS.views, HALF_LIFE_HOURS].map((n) => sql.raw(Number(n).toString()));
  return sql`(ln((1 + ${l} * (${likes}) + ${c} * (${comments}) + ${v} * (${views}))::double precision) / ln(2::double precision) + extract(epoch from ${projects.createdAt})::double precision / 3600.0 / ${h})`;
}
