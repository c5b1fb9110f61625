import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createProject, member } from '../test/projects';
import { useTestApp } from '../test/harness';
import { TABLES_IN_ORDER, copyToPostgres } from './copy-to-postgres';

const url = process.env.TEST_DATABASE_URL;
const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const context = useTestApp();

/** The move from the embedded database to PostgreSQL (docs/operations.md), end to end. */
describe.skipIf(Boolean(url))('copy-to-postgres', () => {
  it('copies every row into an empty PostgreSQL database, search vectors included', async (test) => {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    // A newcomer's `npm test` may have no PostgreSQL; CI and this project's machines do.
    const reachable = await admin.connect().then(
      () => true,
      () => false,
    );
    if (!reachable) test.skip('no PostgreSQL at 127.0.0.1:5432');
    const { cookie } = await member(context, { skills: ['Rust', 'rust', 'Go'] });
    await createProject(context.app, cookie, { title: 'Copied lighthouse', description: 'Counts narwhals' });
    const pglite = context.deps.database.pglite;
    if (!pglite) throw new Error('needs the embedded database');

    const name = `shipyard_copy_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    await admin.query(`create database ${name}`);
    const targetUrl = `postgres://postgres@127.0.0.1:5432/${name}`;
    try {
      const summary = await copyToPostgres(pglite, targetUrl);
      expect(summary.map((entry) => entry.table)).toEqual([...TABLES_IN_ORDER]);
      const target = new pg.Client({ connectionString: targetUrl });
      await target.connect();
      try {
        for (const { table, rows } of summary) {
          const source = await pglite.query<{ count: number }>(`select count(*)::int as count from "${table}"`);
          expect(rows, table).toBe(source.rows[0]?.count);
          const copied = await target.query(`select count(*)::int as count from "${table}"`);
          expect(copied.rows[0].count, table).toBe(rows);
        }
        // Derived by the target's trigger as the users arrived, not copied: the same words, counted once.
        const words = 'select word, people from people_words where people > 0 order by word';
        const sourceWords = (await pglite.query(words)).rows;
        expect(sourceWords.length).toBeGreaterThan(0);
        expect((await target.query(words)).rows).toEqual(sourceWords);
        // The counters too (migration 0007): the same totals and skill counts.
        const totals = `select sum(people)::int as people, sum(listed_people)::int as listed_people, sum(listed_projects)::int as projects,
          sum(likes)::int as likes, sum(comments)::int as comments, sum(skills)::int as skills from site_counters`;
        const sourceTotals = (await pglite.query(totals)).rows;
        expect(sourceTotals).toEqual([expect.objectContaining({ people: 1, listed_people: 1, projects: 1, skills: 2 })]);
        expect((await target.query(totals)).rows).toEqual(sourceTotals);
        const skills = 'select key, spelling, people from directory_skill_spellings where people > 0 order by key, spelling';
        const sourceSkills = (await pglite.query(skills)).rows;
        expect(sourceSkills).toHaveLength(3);
        expect((await target.query(skills)).rows).toEqual(sourceSkills);
        const found = await target.query("select title from projects where search_vector @@ to_tsquery('english', 'narwhal')");
        expect(found.rows).toEqual([{ title: 'Copied lighthouse' }]);
        await expect(copyToPostgres(pglite, targetUrl)).rejects.toThrow('already has accounts');
      } finally {
        await target.end();
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
