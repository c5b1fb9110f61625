import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { type ProjectMediaRow, projectCategories, projects, siteCounters, users } from '../../db/schema';
import type { MediaDetailColumns } from '../../core/projects/mappers';
import { ALL_PROJECTS_KEY, type ProjectWithAuthor, withAuthor } from '../../core/projects/project-repository';
import { cardPreviewFields, cardPreviewOfEachProject } from '../../core/projects/card-preview';

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

type Placeholder = ReturnType<typeof sql.placeholder>;
/** What a feed statement filters on; values may be placeholders of a prepared statement. */
interface FeedSource {
  /** A category, a group or the all-projects key (trending), never 'all'. */
  category?: string | Placeholder;
  tsQuery?: string | Placeholder;
  featured?: boolean;
  visitor?: boolean;
}

function sourceOf(filter: Omit<FeedFilter, 'limit' | 'offset' | 'sort'>): FeedSource {
  const category = filter.category && filter.category !== 'all' ? filter.category : undefined;
  return { category, tsQuery: filter.tsQuery || undefined, featured: filter.featured, visitor: filter.visitor };
}

const desc = (column: SQL | typeof projects.id | typeof projects.createdAt) => sql`${column} desc nulls last`;

/** Where a feed reads from (the category table or projects) and what it filters on. */
function feedSource(filter: FeedSource) {
  const pc = projectCategories;
  const byCategory = filter.category !== undefined;
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
  if (filter.category !== undefined) conditions.push(eq(pc.category, filter.category));
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

/** A search's matches counted up to `cap` only (a subquery): no exact figure is needed past that. */
function cappedCount(db: Executor, filter: FeedSource, cap: number): SQL<number> {
  const { source, conditions, from } = feedSource(filter);
  const matches = from(db.select({ id: source.id })).where(and(...conditions)).limit(cap).as('matches');
  return sql<number>`(${db.select({ count: sql<number>`count(*)::int` }).from(matches)})`;
}

/** How many listed projects match a search, counted up to `cap`. */
export async function countListed(db: Executor, filter: Omit<FeedFilter, 'limit' | 'offset' | 'sort'>, cap: number): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`select ${cappedCount(db, sourceOf(filter), cap)} as count`);
  return Number(result.rows[0]?.count ?? 0);
}

export interface FeedRow extends ProjectWithAuthor {
  preview: (Pick<ProjectMediaRow, 'id' | 'type' | 'url' | 'thumbnailUrl'> & MediaDetailColumns) | null;
  /** The capped match count, when one was asked for (`countCap`). */
  total: number | null;
}

/**
 * One page of listed projects with their authors and card media, in one statement. The inner
 * query finds the page's ids on an index in feed order — project_categories with a category or
 * for trending, else the partial indexes on projects; `nulls last` matches the index definitions exactly — and stops
 * after offset + limit entries, so only the page's own rows are then joined to projects, users and
 * (lateral, one row each) their card media: the chosen preview, else the first item by order. A
 * search also asks for its capped count, computed once for the statement.
 */
function pageStatement(
  db: Executor,
  filter: FeedSource & { sort: FeedFilter['sort']; countCap?: number; limit: Placeholder; offset: Placeholder },
) {
  const { source, conditions, from } = feedSource(filter);
  const sortKey = filter.sort === 'trending' ? source.score : source.createdAt;
  const page = from(db.select({ id: source.id, sortKey }))
    .where(and(...conditions))
    .orderBy(desc(sql`${sortKey}`), desc(sql`${source.id}`))
    .limit(filter.limit)
    .offset(filter.offset)
    .as('page');
  const preview = cardPreviewOfEachProject(db);
  const total = filter.countCap === undefined ? sql<null>`null` : cappedCount(db, filter, filter.countCap);
  return db
    .select({
      ...withAuthor,
      preview: cardPreviewFields(preview),
      total: sql<number | null>`${total}`.mapWith((value) => (value === null ? null : Number(value))),
    })
    .from(page)
    .innerJoin(projects, eq(projects.id, page.id))
    .innerJoin(users, eq(users.id, projects.userId))
    .leftJoinLateral(preview, sql`true`)
    // Checked again on the row itself: a feed row out of step can shorten a page, never leak a draft
    // (or, to a visitor, a private author's project).
    .where(filter.visitor ? sql`${projects.listed} and not ${projects.authorPrivate}` : sql`${projects.listed}`)
    .orderBy(desc(sql`${page.sortKey}`), desc(sql`${page.id}`));
}

export async function listedPage(db: Executor, filter: FeedFilter & { countCap?: number }): Promise<FeedRow[]> {
  const source = sourceOf(filter);
  // The trending order of all projects is that of their all-projects feed rows: no index on
  // projects holds the score (feedKeysOf, decision 0004).
  if (source.category === undefined && filter.sort === 'trending') source.category = ALL_PROJECTS_KEY;
  // One prepared statement per shape of feed: at most 2 × 2 × 3 × 2 × 2 × 2 of them.
  const shape = [
    source.category === undefined ? 'all' : 'category',
    source.tsQuery === undefined ? 'feed' : 'search',
    source.featured ?? 'any',
    source.visitor ? 'visitor' : 'member',
    filter.sort,
    filter.countCap ?? 'uncounted',
  ].join(':');
  const statement = preparedStatement(db, `feed:${shape}`, (name) =>
    pageStatement(db, {
      category: source.category === undefined ? undefined : sql.placeholder('category'),
      tsQuery: source.tsQuery === undefined ? undefined : sql.placeholder('tsQuery'),
      featured: source.featured,
      visitor: source.visitor,
      sort: filter.sort,
      countCap: filter.countCap,
      limit: sql.placeholder('limit'),
      offset: sql.placeholder('offset'),
    }).prepare(name),
    // "data" is best read in feed order, "quokka" by its matches then sorted: planned each time.
    { planEachTime: source.tsQuery !== undefined },
  );
  const rows = await statement.execute({ category: source.category, tsQuery: source.tsQuery, limit: filter.limit, offset: filter.offset });
  return rows as FeedRow[];
}

/**
 * Listed content only; people shown to others (verified once, not banned): a member whose new
 * address waits for its link still counts, an account nobody ever verified does not. Read from the
 * counters the database keeps with every write (site_counters, migration 0007): a sum over its few
 * slots, exact at once.
 */
export async function siteTotals(db: Executor) {
  const statement = preparedStatement(db, 'site:totals', (name) =>
    db
      .select({
        users: sql<number>`coalesce(sum(${siteCounters.people}), 0)`.mapWith(Number),
        projects: sql<number>`coalesce(sum(${siteCounters.listedProjects}), 0)`.mapWith(Number),
        likes: sql<number>`coalesce(sum(${siteCounters.likes}), 0)`.mapWith(Number),
        comments: sql<number>`coalesce(sum(${siteCounters.comments}), 0)`.mapWith(Number),
      })
      .from(siteCounters)
      .prepare(name),
  );
  const [totals] = await statement.execute();
  return { users: totals?.users ?? 0, projects: totals?.projects ?? 0, likes: totals?.likes ?? 0, comments: totals?.comments ?? 0 };
}

/** The words of these projects' write-ups, without markup (decision 0030), by project id. */
export async function contentTextsOf(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: projects.id, text: projects.contentText })
    .from(projects)
    .where(inArray(projects.id, [...ids]));
  return new Map(rows.flatMap((row) => (row.text ? [[row.id, row.text] as const] : [])));
}
