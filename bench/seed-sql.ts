/**
 * The set-based statements of the seed: each inserts one chunk of rows with INSERT … SELECT over
 * generate_series, so Node only sends a few kilobytes of SQL per chunk whatever the dataset size.
 * Ids are derived from ordinals (md5('p' || i) as a UUID), so rows of one table can point at
 * rows of another without looking them up.
 */
import { CATEGORIES, filterKeysOf } from '../common/categories';
import {
  CITIES, FIRST_NAMES, JOB_TITLES, LAST_NAMES, RARE_WORDS, SKILLS, TITLE_ADJECTIVES, TITLE_KINDS, TITLE_NOUNS, WORDS,
} from './words';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { ALL_PROJECTS_KEY } from '../server/core/projects/project-repository';
import { trendingScoreOf } from '../server/core/projects/trending';
import { WRITEUP_RENDERER_VERSION } from '../server/platform/writeups/render';

/** A constant text[] literal (our own word lists: no quoting surprises, but escaped anyway). */
const literal = (values: readonly string[]): string => `ARRAY[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(',')}]::text[]`;

/** One entry of `values`, early entries favoured: skew 1 is uniform, larger is steeper. */
const pick = (values: readonly string[], skew = 1): string =>
  `(${literal(values)})[1 + floor(${values.length} * power(random(), ${skew}))::int]`;

/** A deterministic number in [0, 1) from an integer expression (Knuth's multiplicative hash). */
const hash01 = (expression: string): string => `((((${expression})::bigint * 2654435761) % 4294967296) / 4294967296.0)`;

/** `count` words (a correlated subquery: `count` must mention the outer row, so it runs per row). */
const words = (count: string, skew = 2.2): string => `(select string_agg(${pick(WORDS, skew)}, ' ') from generate_series(1, ${count}))`;

/** One row in 500 of the rare-word rows gets one of RARE_WORDS. */
const sometimesRare = `case when random() < 0.002 then ' ' || ${pick(RARE_WORDS)} else '' end`;

/**
 * The write-up renderer's HTML for a text of plain words (one paragraph; nothing to escape), null
 * for none: what the app would store. seed.ts checks it against the renderer on a sample.
 */
export const renderedPlainWords = (column: string): string => `'<p>' || ${column} || E'</p>\\n'`;

export const userId = (n: string): string => `md5('u' || ${n})::uuid::text`;
/** Users whose number is 7 modulo 500 are banned: their projects are not listed. */
const isBannedUser = (n: string): string => `(${n}) % 500 = 7`;
/** Users whose number is a multiple of 100 turned "public profile" off (their settings row says so). */
const isPrivateUser = (n: string): string => `(${n}) % 100 = 0`;

/** The app's own trending formula (server/core/projects/trending.ts) over these columns, as SQL text. */
export function trendingSql(likes: string, comments: string, views: string, createdAt: string): string {
  const terms = { likes: sql.raw(likes), comments: sql.raw(comments), views: sql.raw(views), createdAt: sql.raw(createdAt) };
  return new PgDialect().sqlToQuery(trendingScoreOf(terms)).sql;
}

/** Category → every filter key it answers to (itself and its groups), from the app's filterKeysOf. */
function filterKeyPairs(): { categories: string[]; keys: string[] } {
  const pairs = CATEGORIES.flatMap((category) => filterKeysOf([category]).map((key) => [category, key] as const));
  return { categories: pairs.map(([category]) => category), keys: pairs.map(([, key]) => key) };
}

const int = (value: number): string => {
  if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
  return String(value);
};

/** Users `from`..`to` of `total`, and their settings rows (1 in 20 has one; 1 in 100 is private). */
export function insertUsers(from: number, to: number, passwordHash: string): string {
  return `
    with src as materialized (
      select n,
        case when n % 997 = 1 then 'John' else ${pick(FIRST_NAMES, 1.2)} end as first_name,
        case when n % 997 = 1 then 'Smith' else ${pick(LAST_NAMES, 1.2)} end as last_name,
        date_trunc('milliseconds', now() - random() * interval '1095 days') as created_at,
        'I build ' || ${words('4 + n % 9')} || ${sometimesRare} as bio
      from generate_series(${int(from)}, ${int(to)}) as n
    ), u as (
      insert into users (id, email, password_hash, first_name, last_name, email_verified, bio, bio_html, bio_renderer, title, location,
        website, github, skills, profile_image_url, status, banned_at, created_at, updated_at)
      select ${userId('n')}, 'dev' || n || '@bench.example', '${passwordHash.replaceAll("'", "''")}', first_name, last_name,
        n % 40 <> 3,
        bio, ${renderedPlainWords('bio')}, ${WRITEUP_RENDERER_VERSION},
        ${pick(JOB_TITLES, 1.4)},
        ${pick(CITIES, 1.3)},
        case when n % 3 = 0 then 'dev' || n || '.example.com' end,
        case when n % 5 < 3 then 'dev' || n end,
        (select array_agg(distinct ${pick(SKILLS, 1.8)}) from generate_series(1, 3 + n % 6)),
        case when n % 2 = 0 then '/media/bench/avatar-' || n || '.webp' end,
        case when ${isBannedUser('n')} then 'banned' else 'active' end,
        case when ${isBannedUser('n')} then created_at + interval '1 day' end,
        created_at, created_at
      from src
      returning 1
    ), s as (
      insert into user_settings (user_id, public_profile)
      select ${userId('n')}, not ${isPrivateUser('n')} from src where n % 20 = 0
      returning 1
    )
    select (select count(*) from u)::int as users, (select count(*) from s)::int as settings`;
}

/**
 * Projects `from`..`to` by authors 1..`users` (a few authors have hundreds), each with its feed
 * rows (one per filter key), one preview media row, its likes (distinct users; about 3 per
 * project, a few go viral) and comments (about 1 per project). Counts on the row match the rows.
 */
export function insertProjects(from: number, to: number, users: number): string {
  const { categories, keys } = filterKeyPairs();
  const n = CATEGORIES.length;
  const cats = literal(CATEGORIES);
  const cat = (index: string) => `(${cats})[(${index}) % ${n} + 1]`;
  return `
    with src as materialized (
      select i,
        md5('p' || i)::uuid::text as id,
        md5('m' || i)::uuid::text as media_id,
        1 + floor(${int(users)} * power(random(), 1.5))::int as author,
        date_trunc('milliseconds', now() - random() * interval '730 days') as created_at,
        floor(${n} * power(random(), 1.3))::int as c1,
        1 + floor(21 * power(random(), 2))::int as step,
        (random() < 0.5)::int + (random() < 0.25)::int as extra,
        floor(12 * power(random(), 3))::int + case when random() < 0.001 then 100 + floor(random() * 500)::int else 0 end as likes,
        floor(5.5 * power(random(), 3))::int as comments,
        random() < 0.97 as published,
        random() < 0.003 as hidden,
        random() < 0.02 as featured,
        ${pick(TITLE_ADJECTIVES)} || ' ' || ${pick(TITLE_NOUNS)} || ' ' || ${pick(TITLE_KINDS)} as title
      from generate_series(${int(from)}, ${int(to)}) as i
    ), rows as materialized (
      select src.*,
        likes * 15 + floor(random() * 50)::int as views,
        -- step is 1..21 and ${n} is prime, so the three categories differ; step 1 stays in the group.
        case extra when 0 then array[${cat('c1')}] when 1 then array[${cat('c1')}, ${cat('c1 + step')}]
          else array[${cat('c1')}, ${cat('c1 + step')}, ${cat('c1 + 2 * step')}] end as categories,
        published and not hidden and not ${isBannedUser('author')} as listed,
        ${words('10 + i % 15')} || ${sometimesRare} as description,
        case when i % 4 = 0 then ${words('30 + i % 20')} end as content,
        (select array_agg(distinct ${pick(SKILLS.slice(0, 40), 1.5)}) from generate_series(1, 1 + i % 5)) as technologies,
        coalesce((select array_agg(distinct ${pick(WORDS, 2)}) from generate_series(1, i % 4)), '{}') as tags
      from src
    ), p as (
      -- content_text: the seeded write-ups are plain words, their own text (decision 0030); search reads it.
      -- Stored rendered, as the app stores a write-up it is sent: a row left unrendered is rendered
      -- and written back by its first reader, which made the first seconds of a run slow (issue 12).
      insert into projects (id, slug, user_id, title, description, content, content_text, content_html, content_toc, content_renderer,
        categories, tags, technologies, github_url,
        preview_media_id, featured, published, hidden_at, listed, author_private, likes_count, comments_count, views_count,
        trending_score, created_at, updated_at)
      select id, lower(replace(title, ' ', '-')) || '-' || i, ${userId('author')}, title, description, content, content,
        ${renderedPlainWords('content')}, '[]'::jsonb, ${WRITEUP_RENDERER_VERSION}, categories,
        tags, technologies, case when i % 3 = 0 then 'https://github.com/bench/project-' || i end,
        media_id, featured, published, case when hidden then created_at + interval '1 day' end, listed, ${isPrivateUser('author')},
        likes, comments,
        views, ${trendingSql('likes', 'comments', 'views', 'created_at')}, created_at, created_at
      from rows
      returning id, listed, author_private, featured, created_at, trending_score, categories
    ), m as (
      insert into project_media (id, project_id, type, url, thumbnail_url, "order", created_at)
      select media_id, id, case when i % 10 = 0 then 'video' else 'image' end,
        '/media/bench/' || media_id || case when i % 10 = 0 then '.mp4' else '.webp' end,
        case when i % 10 <> 0 then '/media/bench/' || media_id || '-card.webp' end, 0, created_at
      from rows
      returning 1
    ), pc as (
      insert into project_categories (category, project_id, listed, author_private, featured, created_at, trending_score)
      select distinct k.key, p.id, p.listed, p.author_private, p.featured, p.created_at, p.trending_score
      from p cross join lateral unnest(p.categories) as c(category)
      join unnest(${literal(categories)}, ${literal(keys)}) as k(category, key) on k.category = c.category
      union all
      -- The all-projects row of every project (feedKeysOf).
      select '${ALL_PROJECTS_KEY}', p.id, p.listed, p.author_private, p.featured, p.created_at, p.trending_score from p
      returning 1
    ), l as (
      insert into project_likes (project_id, user_id, created_at)
      select r.id, ${userId(`1 + ((r.i::bigint * 2654435761 + k) % ${int(users)})`)},
        least(now(), r.created_at + k * interval '37 minutes')
      from rows r cross join lateral generate_series(0, r.likes - 1) as k
      returning 1
    ), cm as (
      insert into comments (id, project_id, user_id, content, created_at, updated_at)
      select md5('c' || r.i || '.' || k)::uuid::text, r.id, ${userId(`1 + ((r.i::bigint * 40503 + k * 7919) % ${int(users)})`)},
        initcap(${pick(WORDS, 2)}) || ' ' || ${pick(WORDS, 2)} || ', nice ' || ${pick(TITLE_KINDS)} || '!',
        least(now(), r.created_at + (k + 1) * interval '3 hours'), least(now(), r.created_at + (k + 1) * interval '3 hours')
      from rows r cross join lateral generate_series(0, r.comments - 1) as k
      returning 1
    )
    select (select count(*) from p)::int as projects, (select count(*) from pc)::int as feed_rows,
      (select count(*) from m)::int as media, (select count(*) from l)::int as likes, (select count(*) from cm)::int as comments`;
}

/** Followers `from`..`to`: 0–24 follows each (about 6), towards a few popular people. */
export function insertFollows(from: number, to: number, users: number): string {
  return `
    insert into follows (follower_id, following_id, created_at)
    select distinct ${userId('n')}, ${userId('t')}, date_trunc('milliseconds', now() - interval '1 day')
    from (
      select n, 1 + floor(${int(users)} * power(random(), 3))::int as t
      from generate_series(${int(from)}, ${int(to)}) as n
      cross join lateral generate_series(1, floor(24 * power(${hash01('n')}, 3))::int) as k
    ) as pairs
    where t <> n`;
}
