import type { z } from 'zod';
import { type listProjectsQuerySchema, type ProjectListItem, SEARCH_COUNT_CAP, type SiteStats } from '../../../common/projects';
import type { AppDependencies } from '../../core/dependencies';
import * as repository from './repository';
import { toListItem, toPreviewMedia } from '../../core/projects/mappers';

type Deps = AppDependencies;
export type ListQuery = z.output<typeof listProjectsQuerySchema>;

/**
 * "reac nat" → "reac:* & nat:*": every word must match, each as a prefix, so results appear as
 * the person types. Only letters and digits reach to_tsquery, so its syntax cannot be injected.
 */
export function toPrefixQuery(search: string | undefined): string | undefined {
  const words = search?.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu);
  if (!words || words.length === 0) return undefined;
  return words
    .slice(0, 8)
    .map((word) => `${word}:*`)
    .join(' & ');
}

/**
 * GET /api/projects: listed projects only, one statement per page. A search also counts its
 * matches (capped), for the search page's result count; the plain feed does not pay for a count.
 */
export async function listProjects(
  deps: Deps,
  query: ListQuery,
  viewer: { id: string } | null = null,
): Promise<{ items: ProjectListItem[]; total: number | null }> {
  const { db } = deps.database;
  const filter = {
    visitor: viewer === null,
    category: query.category,
    tsQuery: toPrefixQuery(query.search),
    featured: query.featured,
  };
  const countCap = filter.tsQuery ? SEARCH_COUNT_CAP : undefined;
  const rows = await repository.listedPage(db, { ...filter, sort: query.sort, limit: query.limit, offset: query.offset, countCap });
  let total = countCap === undefined ? null : (rows[0]?.total ?? 0);
  // Only a page past the end lacks the statement's count.
  if (countCap !== undefined && rows.length === 0 && query.offset > 0) total = await repository.countListed(db, filter, countCap);
  return { items: rows.map(({ preview, total: _total, ...row }) => toListItem(row, preview ? toPreviewMedia(preview) : null)), total };
}

/**
 * The landing page's totals: counters the database moves with every write that changes them
 * (migration 0007), so the read is a sum over a few rows — exact, and cheap enough to need no
 * cache.
 */
export async function siteStats(deps: Deps): Promise<SiteStats> {
  const totals = await repository.siteTotals(deps.database.db);
  return {
    totalUsers: totals.users,
    totalProjects: totals.projects,
    totalLikes: totals.likes,
    totalComments: totals.comments,
  };
}
