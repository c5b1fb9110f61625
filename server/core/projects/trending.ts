import { type SQL, sql } from 'drizzle-orm';

/**
 * Trending score (docs/decisions/0004-trending-score.md), the one definition — the app's writes,
 * the view flush's re-score and the benchmark's seed all build their SQL from this function:
 *
 *   score = log2(1 + 3·likes + 5·comments + 4·saves + 0.2·views) + createdAtEpochHours / HALF_LIFE_HOURS
 *
 * Ordering by it is ordering by weight · 2^(−age / half-life), because log2 keeps order and the
 * "now" term is the same for every row; so a row's score changes only when its own counts do.
 */
export const HALF_LIFE_HOURS = 24;
export const WEIGHTS = { likes: 3, comments: 5, views: 0.2, saves: 4 } as const;
/**
 * How far views alone must move a score before the view flush rewrites it: the worth of one hour
 * of age (1/24 of a half-life), about 2.9 % more weight. Likes, comments and saves always re-score.
 */
export const VIEW_RESCORE_STEP = 1 / HALF_LIFE_HOURS;

/** SQL expressions (columns, literals or parameters) for what the score is made of. */
export interface TrendingTerms {
  likes: SQL;
  comments: SQL;
  views: SQL;
  /** People who saved it (issue 16). Absent only where no project has any yet: a new one, the benchmark's seed. */
  saves?: SQL;
  /** A timestamptz expression. */
  createdAt: SQL;
}

export function trendingScoreOf({ likes, comments, views, saves, createdAt }: TrendingTerms): SQL {
  // Constants inlined as literals: as parameters Postgres would guess them to be integers.
  const [l, c, v, h] = [WEIGHTS.likes, WEIGHTS.comments, WEIGHTS.views, HALF_LIFE_HOURS].map((n) => sql.raw(Number(n).toString()));
  const saved = saves ? sql` + ${sql.raw(Number(WEIGHTS.saves).toString())} * (${saves})` : sql``;
  return sql`(ln((1 + ${l} * (${likes}) + ${c} * (${comments}) + ${v} * (${views})${saved})::double precision) / ln(2::double precision) + extract(epoch from (${createdAt}))::double precision / 3600.0 / ${h})`;
}

/** The score of a project that nobody has liked, commented on or viewed yet: a new one. */
export function newProjectScore(createdAt: Date): SQL {
  const none = sql`0`;
  return trendingScoreOf({ likes: none, comments: none, views: none, createdAt: sql`${createdAt.toISOString()}::timestamptz` });
}
