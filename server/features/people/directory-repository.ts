import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { directorySkillSpellings, directorySkills, peopleWords, siteCounters, users } from '../../db/schema';
import { followersCountOf, projectCountOf } from './repository';
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

/**
 * Whole words (names unstemmed, the rest in English) and, for search-as-you-type, words that
 * start with the last word typed (`prefixQuery`, made of letters and digits only). The GIN index
 * on the search vector serves all three. One prepared statement per shape (with or without a
 * prefix); the total is the window count of the ranked matches.
 */
export async function searchByWords(db: Executor, text: string, prefixQuery: string | null, page: Page): Promise<{ rows: DeveloperCardRow[]; total: number }> {
  const statement = preparedStatement(db, `people:search:${prefixQuery === null ? 'words' : 'prefix'}`, (name) => {
    const { where, score } = wordsMatch(sql`${sql.placeholder('text')}`, prefixQuery === null ? null : sql`${sql.placeholder('prefix')}`);
    // Kept prepared with its generic plan: at 1M projects (100k people) it runs as fast for "react"
    // as planned for it (10 against 13 ms), for "quokka" (0.6 / 0.8) and "john smith" (3.1 / 2.0),
    // and planning it each time cost 0.7–1 ms (decision 0014).
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
 * trigrams with it (`%`, the trigram index). One round trip for all the words, prepared once per
 * number of words (the variants go as one array), so it is neither built nor planned per search:
 * planning it was three times its run (1.35 against 0.41 ms).
 */
export async function knownWordsNear(db: Executor, typed: readonly { word: string; variants: readonly string[] }[]): Promise<Map<string, KnownWord[]>> {
  const found = new Map<string, KnownWord[]>(typed.map(({ word }) => [word, []]));
  if (typed.length === 0) return found;
  const statement = preparedStatement(db, `people:known-words:${typed.length}`, (name) => {
    const lookups = typed.map((_, index) => {
      const word = sql`${sql.placeholder(`word${index}`)}::text`;
      const exactOrVariant = sql`${peopleWords.word} = any(${sql.placeholder(`variants${index}`)}::text[])`;
      return sql`(select ${word} as typed, ${peopleWords.word} as word, ${peopleWords.people} as people from ${peopleWords}
        where ${peopleWords.people} > 0 and (${exactOrVariant} or ${peopleWords.word} % ${word})
        order by ${exactOrVariant} desc, similarity(${peopleWords.word}, ${word}) desc
        limit ${sql.raw(String(KNOWN_WORDS_PER_WORD))})`;
    });
    return db
      .select({ typed: sql<string>`typed`, word: sql<string>`word`, people: sql<number>`people`.mapWith(Number) })
      .from(sql`(${sql.join(lookups, sql` union all `)}) as known`)
      .prepare(name);
  });
  const values = Object.fromEntries(typed.flatMap(({ word, variants }, index) => [[`word${index}`, word], [`variants${index}`, [word, ...variants]]]));
  for (const row of await statement.execute(values)) found.get(row.typed)?.push({ word: row.word, people: row.people });
  return found;
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
