import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { projectCategories, projectMedia, projects, users } from '../../db/schema';
import { type ProjectWithAuthor, withAuthor } from '../projects/repository';

export interface FeedFilter {
  /** A category or a group; absent or 'all' for every project. */
  category?: string;
  /** A prefix full-text query, already made safe (see service). */
  tsQuery?: string;
  sort: 'trending' | 'newest';
  featured?: boolean;
  /** Signed out: leave out the projects of people who turned "public profile" off (author_private). */
  visitor?: boolean;
  limit: number;
  offset: number;
}

const desc = (column: SQL | typeof projects.id | typeof projects.createdAt) => sql`${column} desc nulls last`;

/** Where a feed reads from (the category table or projects) and what it filters on. */
function feedSource(filter: Omit<FeedFilter, 'limit' | 'offset' | 'sort'>) {
  const pc = projectCategories;
  const byCategory = Boolean(filter.category && filter.category !== 'all');
  const source = byCategory
    ? { id: pc.projectId, createdAt: pc.createdAt, score: pc.trendingScore, listed: pc.listed, featured: pc.featured, authorPrivate: pc.authorPrivate }
    : {
        id: projects.id,
        createdAt: projects.createdAt,
        score: projects.trendingScore,
        listed: projects.listed,
        featured: projects.featured,
        authorPrivate: projects.authorPrivate,
      };
  const conditions: SQL[] = [sql`${source.listed}`];
  if (byCategory) conditions.push(eq(pc.category, filter.category as string));
  if (filter.featured !== undefined) conditions.push(filter.featured ? sql`${source.featured}` : sql`not ${source.featured}`);
  if (filter.tsQuery) conditions.push(sql`${projects.searchVector} @@ to_tsquery('english', ${filter.tsQuery})`);
  // The copy of the author's "public profile off" on the row itself, a column of the feed indexes:
  // skipping entries for a deep page costs no lookup of the author.
  if (filter.visitor) conditions.push(sql`not ${source.authorPrivate}`);
  // biome-ignore lint/suspicious/noExplicitAny: both select shapes share this FROM clause.
  const from = <T extends { from: (table: any) => any }>(select: T) => {
    let query = select.from(byCategory ? pc : projects).$dynamic();
    // Search reads the project's own text, so a category page with search joins it first.
    if (byCategory && filter.tsQuery) query = query.innerJoin(projects, eq(projects.id, pc.projectId));
    return query as ReturnType<ReturnType<T['from']>['$dynamic']>;
  };
  return { source, conditions, from };
}

/**
 * How many listed projects match a search, counted up to `cap` only: a result count on the search
 * page needs no exact figure past a few thousand, and an uncapped count would read every match.
 */
export async function countListed(db: Executor, filter: Omit<FeedFilter, 'limit' | 'offset' | 'sort'>, cap: number): Promise<number> {
  const { source, conditions, from } = feedSource(filter);
  const matches = from(db.select({ id: source.id })).where(and(...conditions)).limit(cap).as('matches');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(matches);
  return row?.count ?? 0;
}

/**
 * One page of listed projects with their authors, in one query. The inner query finds the page's
 * ids on an index in feed order — project_categories with a category, else the partial indexes on
 * projects; `nulls last` matches the index definitions exactly — and stops after offset + limit
 * entries, so only the page's own rows are then joined to projects and users: a deep page costs
 * little more than the first.
 */
export async function listedPage(db: Executor, filter: FeedFilter): Promise<ProjectWithAuthor[]> {
  const { source, conditions, from } = feedSource(filter);
  const sortKey = filter.sort === 'trending' ? source.score : source.createdAt;
  const page = from(db.select({ id: source.id, sortKey }))
    .where(and(...conditions))
    .orderBy(desc(sql`${sortKey}`), desc(sql`${source.id}`))
    .limit(filter.limit)
    .offset(filter.offset)
    .as('page');
  return db
    .select(withAuthor)
    .from(page)
    .innerJoin(projects, eq(projects.id, page.id))
    .innerJoin(users, eq(users.id, projects.userId))
    // Checked again on the row itself: a feed row out of step can shorten a page, never leak a draft
    // (or, to a visitor, a private author's project).
    .where(filter.visitor ? sql`${projects.listed} and not ${projects.authorPrivate}` : sql`${projects.listed}`)
    .orderBy(desc(sql`${page.sortKey}`), desc(sql`${page.id}`));
}

/**
 * The card media of many projects in one query: the chosen preview, else the first item by order.
 */
export async function previewMediaOf(db: Executor, projectIds: readonly string[]) {
  if (projectIds.length === 0) return [];
  return db
    .selectDistinctOn([projectMedia.projectId], {
      projectId: projectMedia.projectId,
      id: projectMedia.id,
      type: projectMedia.type,
      url: projectMedia.url,
      thumbnailUrl: projectMedia.thumbnailUrl,
    })
    .from(projectMedia)
    .innerJoin(projects, eq(projects.id, projectMedia.projectId))
    .where(inArray(projectMedia.projectId, [...projectIds]))
    .orderBy(
      projectMedia.projectId,
      sql`coalesce(${projectMedia.id} = ${projects.previewMediaId}, false) desc`,
      asc(projectMedia.order),
      asc(projectMedia.createdAt),
    );
}

/** Listed content only; people who can sign in (verified) and are not banned. */
export async function siteTotals(db: Executor) {
  const [content] = await db
    .select({
      projects: sql<number>`count(*)::int`,
      likes: sql<number>`coalesce(sum(${projects.likesCount}), 0)::int`,
      comments: sql<number>`coalesce(sum(${projects.commentsCount}), 0)::int`,
    })
    .from(projects)
    .where(sql`${projects.listed}`);
  const [people] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(sql`${users.emailVerified} and ${users.status} <> 'banned' and ${users.bannedAt} is null`);
  return { users: people?.count ?? 0, projects: content?.projects ?? 0, likes: content?.likes ?? 0, comments: content?.comments ?? 0 };
}

