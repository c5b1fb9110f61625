import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { peopleWords, projects, users } from '../../db/schema';
import { followersCountOf, projectCountOf } from './repository';
import type { KnownWord } from './spelling';
import { listedInDirectory, } from '../../core/people/user-repository';


/** A person's name as one text, for ranking by likeness to what was typed. */
const nameExpression = sql`(${users.firstName} || ' ' || ${users.lastName})`;

export interface DeveloperCardRow {
  id: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  title: string | null;
  location: string | null;
  skills: string[];
  projectCount: number;
  followersCount: number;
}

interface Page {
  limit: number;
  offset: number;
}
type Placeholder = ReturnType<typeof sql.placeholder>;
/** A page of a prepared statement: its limit and offset are given at execution. */
const pagePlaceholders = { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };

/** The cards of one page of ids: the per-card counts run for at most `limit` people. */
function cardsFor(db: Executor, matched: ReturnType<typeof matchedIds>) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
      title: users.title,
      location: users.location,
      skills: users.skills,
      projectCount: projectCountOf(sql`${users.id}`).mapWith(Number),
      followersCount: followersCountOf(sql`${users.id}`).mapWith(Number),
      total: sql<number>`${matched.total}`.mapWith(Number),
    })
    .from(matched)
    .innerJoin(users, eq(users.id, matched.matchedId))
    .orderBy(desc(matched.score), desc(users.createdAt), desc(users.id));
}

/**
 * A search ranks at most this many matches, and counts no further (the total it reports is capped
 * here, "1000" reading as "1,000+"): ranking and counting every match of a common word or a
 * popular name grows with the directory, while nobody pages past the first few dozen cards.
 */
export const RANKED_MATCHES_CAP = 500;

/**
 * One page of matching ids, best first, with the number of matches up to the cap. The inner query
 * takes the first RANKED_MATCHES_CAP matches as the indexes (search vector, trigrams) yield them
 * and computes the score for those rows only (a LIMIT without ORDER BY stops the scan there);
 * only that bounded set is sorted and counted.
 */
function matchedIds(db: Executor, where: SQL, score: SQL<number>, page: { limit: Placeholder; offset: Placeholder }) {
  const candidates = db
    .select({
      candidateId: sql<string>`${users.id}`.as('candidate_id'),
      createdAt: sql<Date>`${users.createdAt}`.as('candidate_created_at'),
      score: score.as('candidate_score'),
    })
    .from(users)
    .where(and(listedInDirectory, where))
    .limit(RANKED_MATCHES_CAP)
    .as('candidates');
  return db
    .select({
      // Distinct alias names: the outer query refers to them unqualified.
      matchedId: sql<string>`${candidates.candidateId}`.as('matched_id'),
      score: sql<number>`${candidates.score}`.as('match_score'),
      total: sql<number>`count(*) over()`.as('match_total'),
    })
    .from(candidates)
    .orderBy(sql`match_score desc`, sql`${candidates.createdAt} desc`, sql`${candidates.candidateId} desc`)
    .limit(page.limit)
    .offset(page.offset)
    .as('matched');
}

/**
 * Which matches are ranked when there are more than the cap is up to the scan: the indexes' order,
 * or for a common word the table's, from its first block (server/db/client.ts turns synchronized
 * scans off, which would start mid-table), so every page of a search ranks the same candidates.
 */
function wordsMatch(text: SQL | string, prefixQuery: SQL | string | null) {
  const prefix = prefixQuery === null ? sql`''::tsquery` : sql`to_tsquery('simple', ${prefixQuery})`;
  const query = sql`(websearch_to_tsquery('english', ${text}) || websearch_to_tsquery('simple', ${text}) || ${prefix})`;
  return {
    where: sql`${users.searchVector} @@ ${query}`,
    score: sql<number>`(ts_rank(${users.searchVector}, ${query}) + 0.1 * similarity(${text}, ${nameExpression}))`,
  };
}

/** People in the directory matching `where`, counted up to `cap` when one is given. */
export async function countListed(db: Executor, where: SQL = sql`true`, cap?: number): Promise<number> {
  const matches = db.select({ id: users.id }).from(users).where(and(listedInDirectory, where));
  const [counted] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from((cap === undefined ? matches : matches.limit(cap)).as('matches'));
  return counted?.n ?? 0;
}

/**
 * Everyone in the directory, newest first (the '*' search): an index scan by creation date; the
 * caller supplies the total, which would otherwise cost a count of every user per page.
 */
export async function newestDevelopers(db: Executor, page: Page): Promise<DeveloperCardRow[]> {
  const statement = preparedStatement(db, 'people:newest', (name) => {
    const newest = db
      .select({
        matchedId: sql<string>`${users.id}`.as('matched_id'),
        score: sql<number>`0`.as('match_score'),
        total: sql<number>`0`.as('match_total'),
      })
      .from(users)
      .where(listedInDirectory)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(pagePlaceholders.limit)
      .offset(pagePlaceholders.offset)
      .as('matched');
    return cardsFor(db, newest).prepare(name);
  });
  const rows = await statement.execute({ ...page });
  return rows.map(({ total: _total, ...row }) => row);
}

/**
 * Whole words (names unstemmed, the rest in English) and, for search-as-you-type, words that
 * start with the last word typed (`prefixQuery`, made of letters and digits only). The GIN index
 * on the search vector serves all three. One prepared statement per shape (with or without a
 * prefix); the total is the window count of the ranked matches.
 */
export async function searchByWords(db: Executor, text: string, prefixQuery: string | null, page: Page): Promise<{ rows: DeveloperCardRow[]; total: number }> {
  const statement = preparedStatement(db, `people:search:${prefixQuery === null ? 'words' : 'prefix'}`, (name) => {
    const { where, score } = wordsMatch(sql`${sql.placeholder('text')}`, prefixQuery === null ? null : sql`${sql.placeholder('prefix')}`);
    return cardsFor(db, matchedIds(db, where, score, pagePlaceholders)).prepare(name);
  });
  const rows = await statement.execute({ text, prefix: prefixQuery, ...page });
  let total = rows[0]?.total ?? 0;
  // Only a page past the end lacks the window count.
  if (rows.length === 0 && page.offset > 0) total = await countListed(db, wordsMatch(text, prefixQuery).where, RANKED_MATCHES_CAP);
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

/** Known words a typed word may be a misspelling of, at most this many per word. */
const KNOWN_WORDS_PER_WORD = 20;

/**
 * For each typed word, the known words (people_words, used by someone) it may be a misspelling of:
 * itself, its one-slip variants (`typoVariants`, primary-key look-ups) and the words sharing enough
 * trigrams with it (`%`, the trigram index). One round trip for all the words.
 */
export async function knownWordsNear(db: Executor, typed: readonly { word: string; variants: readonly string[] }[]): Promise<Map<string, KnownWord[]>> {
  const found = new Map<string, KnownWord[]>(typed.map(({ word }) => [word, []]));
  if (typed.length === 0) return found;
  const lookups = typed.map(({ word, variants }) => {
    const exactOrVariant = inArray(peopleWords.word, [word, ...variants]);
    return sql`(select ${word}::text as typed, ${peopleWords.word} as word, ${peopleWords.people} as people from ${peopleWords}
      where ${peopleWords.people} > 0 and (${exactOrVariant} or ${peopleWords.word} % ${word})
      order by ${exactOrVariant} desc, similarity(${peopleWords.word}, ${word}) desc
      limit ${KNOWN_WORDS_PER_WORD})`;
  });
  const rows = await db.execute<{ typed: string; word: string; people: number }>(sql.join(lookups, sql` union all `));
  for (const row of rows.rows) found.get(row.typed)?.push({ word: row.word, people: Number(row.people) });
  return found;
}

/** The stat cards but the number of developers, which is `countListed` (the '*' total). */
export interface DirectoryNumbers {
  totalProjects: number;
  uniqueSkills: number;
  popularSkills: { skill: string; count: number }[];
}

/**
 * The directory's stat cards and skill chips by aggregate queries. Skills are grouped ignoring
 * case and shown in their most common spelling.
 */
export async function directoryNumbers(db: Executor, popularLimit: number): Promise<DirectoryNumbers> {
  const totals = await db.execute<{ projects: number }>(sql`select count(*)::int as projects from ${projects} where ${projects.listed}`);
  // One pass over every skill gives both the number of distinct skills and the top ones.
  const skills = await db.execute<{ skill: string; count: number; distinct_skills: number }>(sql`
    with skill_counts as (
      select lower(skill) as key, mode() within group (order by skill) as skill, count(*)::int as count
      from ${users}, unnest(${users.skills}) as skill
      where ${listedInDirectory}
      group by lower(skill))
    select skill, count, (select count(*)::int from skill_counts) as distinct_skills
    from skill_counts
    order by count desc, key
    limit ${popularLimit}`);
  const row = totals.rows[0];
  return {
    totalProjects: Number(row?.projects ?? 0),
    uniqueSkills: Number(skills.rows[0]?.distinct_skills ?? 0),
    popularSkills: skills.rows.map((entry) => ({ skill: entry.skill, count: Number(entry.count) })),
  };
}
