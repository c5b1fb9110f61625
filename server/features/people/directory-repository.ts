import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { directorySkillSpellings, directorySkills, peopleCounts, peopleWords, siteCounters, users } from '../../db/schema';
import type { KnownWord } from './spelling';
import { listedInDirectory } from '../../core/people/user-repository';
import type { DirectoryStats } from '../../../common/people';


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

/**
 * The cards of one page of ids: the per-card counts run for at most `limit` people. `source` is the
 * database, or the database with the common table expressions the ids are drawn from.
 */
function cardsFor(source: Pick<Executor, 'select'>, matched: ReturnType<typeof matchedIds>) {
  return source
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
      title: users.title,
      location: users.location,
      skills: users.skills,
      // Kept with the writes (decision 0037): a card of someone with ten thousand followers costs
      // one row read, not a count over them.
      projectCount: sql<number>`coalesce(${peopleCounts.listedProjects}, 0)`.mapWith(Number),
      followersCount: sql<number>`coalesce(${peopleCounts.followers}, 0)`.mapWith(Number),
      total: sql<number>`${matched.total}`.mapWith(Number),
    })
    .from(matched)
    .innerJoin(users, eq(users.id, matched.matchedId))
    .leftJoin(peopleCounts, eq(peopleCounts.userId, users.id))
    .orderBy(desc(matched.score), desc(users.createdAt), desc(users.id));
}

/**
 * A search ranks at most this many matches, and counts no further (the total it reports is capped
 * here, "1000" reading as "1,000+"): ranking and counting every match of a common word or a
 * popular name grows with the directory, while nobody pages past the first few dozen cards.
 */
export const RANKED_MATCHES_CAP = 500;

/** The first RANKED_MATCHES_CAP people of the directory matching `where`, with their score. */
function candidatesOf(db: Executor, where: SQL, score: SQL<number>) {
  return db
    .select({
      candidateId: sql<string>`${users.id}`.as('candidate_id'),
      createdAt: sql<Date>`${users.createdAt}`.as('candidate_created_at'),
      score: score.as('candidate_score'),
    })
    .from(users)
    .where(and(listedInDirectory, where))
    .limit(RANKED_MATCHES_CAP);
}

/**
 * One page of matching ids, best first, with the number of matches up to the cap. The candidates
 * (`candidatesOf`, or a union of two) are the first RANKED_MATCHES_CAP matches as the indexes
 * (search vector) yield them, scored for those rows only (a LIMIT without ORDER BY stops the scan
 * there); only that bounded set is sorted and counted.
 */
function matchedIds(db: Executor, candidates: SQL, page: { limit: Placeholder; offset: Placeholder }) {
  return db
    .select({
      // Distinct alias names: the outer query refers to them unqualified.
      matchedId: sql<string>`candidate_id`.as('matched_id'),
      score: sql<number>`candidate_score`.as('match_score'),
      total: sql<number>`count(*) over()`.as('match_total'),
    })
    .from(sql`(${candidates}) as candidates`)
    .orderBy(sql`match_score desc`, sql`candidate_created_at desc`, sql`candidate_id desc`)
    .limit(page.limit)
    .offset(page.offset)
    .as('matched');
}

/**
 * Which matches are ranked when there are more than the cap is up to the scan: the indexes' order,
 * or for a common word the table's, from its first block (server/db/client.ts turns synchronized
 * scans off, which would start mid-table), so every page of a search ranks the same candidates.
 */
function wordsMatch(text: SQL | string, prefixQuery: SQL | string | null, prefixGate: SQL | string | null = null) {
  let prefix = prefixQuery === null ? sql`''::tsquery` : sql`to_tsquery('simple', ${prefixQuery})`;
  // The prefix query needs each word before the last as it is; when one of them is in nobody's
  // search vector the prefix can match nothing, and the index need not gather every word that
  // starts with the last one ("jonh smith": all the smiths) to find that out. Exact either way.
  if (prefixGate !== null) prefix = sql`(case when exists (select 1 from ${users} where ${users.searchVector} @@ to_tsquery('simple', ${prefixGate})) then ${prefix} else ''::tsquery end)`;
  const query = sql`(websearch_to_tsquery('english', ${text}) || websearch_to_tsquery('simple', ${text}) || ${prefix})`;
  return {
    where: sql`${users.searchVector} @@ ${query}`,
    score: sql<number>`(ts_rank(${users.searchVector}, ${query}) + 0.1 * similarity(${text}, ${nameExpression}))`,
  };
}

/** People in the directory matching `where`, counted up to `cap` when one is given. */
export async function countListed(db: Executor, where: SQL, cap?: number): Promise<number> {
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

/** What one search sends: the text, its prefix query (search-as-you-type) and its correction. */
export interface WordsSearch {
  text: string;
  /** "john & smi:*", or null for a last word too short to be a prefix. */
  prefix: string | null;
  /** The words before the last ("jonh"), when one may be in nobody's search vector: see `wordsMatch`. */
  prefixGate: string | null;
  /** The text with its misspellings corrected (spelling.ts), or null. */
  corrected: string | null;
}

/**
 * Whole words (names unstemmed, the rest in English) and, for search-as-you-type, words that
 * start with the last word typed (`prefix`, made of letters and digits only). The GIN index on
 * the search vector serves all three.
 *
 * `corrected` is searched only when nobody in the directory matches the text as typed: the typed
 * text may still match a bio or a place, which the vocabulary does not hold, and then it wins.
 * A misspelled name so costs two statements, each of a shape every search uses and keeps prepared
 * with its generic plan. One statement with the corrected branch inside (a CTE and `not exists`)
 * saved the round trip but had to be planned at every execution (its generic plan took 160–180
 * ms at 1M, decision 0014): at 1M projects the two cost PostgreSQL 0.85–1.1 ms of CPU per
 * search against 1.6–1.9 ms for the one (issue 12, decision 0036).
 */
export async function searchByWords(db: Executor, search: WordsSearch, page: Page): Promise<{ rows: DeveloperCardRow[]; total: number }> {
  const { text, prefix, prefixGate, corrected } = search;
  const typed = await searchForWords(db, { text, prefix, prefixGate }, page);
  if (corrected === null || typed.total > 0) return typed;
  return searchForWords(db, { text: corrected, prefix: null, prefixGate: null }, page);
}

/**
 * One prepared statement per shape (with or without a prefix, gated or not); the total is the
 * window count of the ranked matches.
 */
async function searchForWords(db: Executor, search: Omit<WordsSearch, 'corrected'>, page: Page): Promise<{ rows: DeveloperCardRow[]; total: number }> {
  const { text, prefix, prefixGate } = search;
  const prefixShape = prefix === null ? 'words' : prefixGate === null ? 'prefix' : 'gated-prefix';
  const statement = preparedStatement(db, `people:search:${prefixShape}`, (name) => {
    const typed = wordsMatch(
      sql`${sql.placeholder('text')}`,
      prefix === null ? null : sql`${sql.placeholder('prefix')}`,
      prefixGate === null ? null : sql`${sql.placeholder('prefixGate')}`,
    );
    // Kept prepared with its generic plan: at 1M projects (100k people) it runs as fast for "react"
    // as planned for it (10 against 13 ms), for "quokka" (0.6 / 0.8) and "john smith" (3.1 / 2.0),
    // and planning it each time cost 0.7–1 ms (decision 0014).
    return cardsFor(db, matchedIds(db, sql`${candidatesOf(db, typed.where, typed.score)}`, pagePlaceholders)).prepare(name);
  });
  const rows = await statement.execute({ text, prefix, prefixGate, ...page });
  // Only a page past the end lacks the window count.
  const total = rows.length === 0 && page.offset > 0 ? await countListed(db, wordsMatch(text, prefix).where, RANKED_MATCHES_CAP) : (rows[0]?.total ?? 0);
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

/**
 * Every word people use (people_words), for the vocabulary a misspelled search is corrected
 * against in memory (vocabulary.ts). A few hundred to a few thousand short rows.
 */
export async function knownWords(db: Executor): Promise<KnownWord[]> {
  const statement = preparedStatement(db, 'people:known-words', (name) =>
    db.select({ word: peopleWords.word, people: peopleWords.people }).from(peopleWords).where(sql`${peopleWords.people} > 0`).prepare(name),
  );
  return statement.execute();
}

/**
 * The directory's stat cards and skill chips, from the counters the database moves with every
 * write that changes them (migration 0007): site_counters for the totals, directory_skills (per
 * skill ignoring case, the popular ones first on an index) and directory_skill_spellings for how
 * each is shown — its most common spelling, ties to the first in sort order, as `mode()` chose.
 */
export async function directoryNumbers(db: Executor, popularLimit: number): Promise<DirectoryStats> {
  const totals = preparedStatement(db, 'directory:totals', (name) =>
    db
      .select({
        activeDevelopers: sql<number>`coalesce(sum(${siteCounters.listedPeople}), 0)`.mapWith(Number),
        totalProjects: sql<number>`coalesce(sum(${siteCounters.listedProjects}), 0)`.mapWith(Number),
        uniqueSkills: sql<number>`coalesce(sum(${siteCounters.skills}), 0)`.mapWith(Number),
      })
      .from(siteCounters)
      .prepare(name),
  );
  const popular = preparedStatement(db, 'directory:popular-skills', (name) => {
    const spelling = db
      .select({ spelling: directorySkillSpellings.spelling })
      .from(directorySkillSpellings)
      .where(and(eq(directorySkillSpellings.key, directorySkills.key), sql`${directorySkillSpellings.people} > 0`))
      .orderBy(desc(directorySkillSpellings.people), directorySkillSpellings.spelling)
      .limit(1);
    return db
      .select({ key: directorySkills.key, skill: sql<string | null>`(${spelling})`, count: directorySkills.people })
      .from(directorySkills)
      .where(sql`${directorySkills.people} > 0`)
      .orderBy(desc(directorySkills.people), directorySkills.key)
      .limit(sql.placeholder('limit'))
      .prepare(name);
  });
  const [[numbers], skills] = await Promise.all([totals.execute(), popular.execute({ limit: popularLimit })]);
  return {
    activeDevelopers: numbers?.activeDevelopers ?? 0,
    totalProjects: numbers?.totalProjects ?? 0,
    uniqueSkills: numbers?.uniqueSkills ?? 0,
    // A key without a counted spelling would be drift (shipyard_recount_site_counters() fixes it).
    popularSkills: skills.map((entry) => ({ skill: entry.skill ?? entry.key, count: entry.count })),
  };
}

/** How many people the directory lists (the '*' total): the counter `directoryNumbers` reads too. */
export async function listedPeople(db: Executor): Promise<number> {
  const statement = preparedStatement(db, 'directory:listed', (name) =>
    db
      .select({ count: sql<number>`coalesce(sum(${siteCounters.listedPeople}), 0)`.mapWith(Number) })
      .from(siteCounters)
      .prepare(name),
  );
  const [row] = await statement.execute();
  return row?.count ?? 0;
}
