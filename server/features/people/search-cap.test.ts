import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { RANKED_MATCHES_CAP } from './directory-repository';
import { call } from './test-support';

/** More matching developers than a search ranks: the work and the count stop at the cap. */
const context = useTestApp();
const MATCHING = RANKED_MATCHES_CAP + 101;

beforeAll(async () => {
  const start = Date.now() - 24 * 3_600_000;
  const rows = Array.from({ length: MATCHING }, (_, index) => ({
    id: randomUUID(),
    email: `haskeller-${index}@example.com`,
    passwordHash: 'not-used',
    firstName: 'Dev',
    lastName: `Number${index}`,
    emailVerified: true,
    skills: ['Haskell', index === MATCHING - 1 ? 'Prolog' : index % 2 === 0 ? 'Elm' : 'OCaml'],
    createdAt: new Date(start + index * 1000),
  }));
  for (let from = 0; from < rows.length; from += 500) {
    await context.deps.database.db.insert(users).values(rows.slice(from, from + 500));
  }
});

async function search(query: string) {
  const response = await call(context, 'GET', `/api/users/search${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return { cards: response.json() as { skills: string[] }[], total: response.headers['x-total-count'] };
}

describe('GET /api/users/search past the ranking cap', () => {
  it('ranks and counts at most the cap for a common word, and pages within it', async () => {
    const first = await search('?q=haskell');
    expect(first.total).toBe(String(RANKED_MATCHES_CAP));
    expect(first.cards).toHaveLength(12);
    expect(first.cards.every((card) => card.skills.includes('Haskell'))).toBe(true);
    const last = await search(`?q=haskell&limit=50&offset=${RANKED_MATCHES_CAP - 10}`);
    expect(last.cards).toHaveLength(10);
    expect(last.total).toBe(String(RANKED_MATCHES_CAP));
    const past = await search(`?q=haskell&offset=${RANKED_MATCHES_CAP}`);
    expect(past.cards).toEqual([]);
    expect(past.total).toBe(String(RANKED_MATCHES_CAP));
  });

  it('caps a misspelled search the same way', async () => {
    const { cards, total } = await search('?q=Hsakell');
    expect(total).toBe(String(RANKED_MATCHES_CAP));
    expect(cards).toHaveLength(12);
    expect(cards.every((card) => card.skills.includes('Haskell'))).toBe(true);
  });

  it('still counts everyone exactly for the whole directory', async () => {
    expect((await search('?q=*')).total).toBe(String(MATCHING));
  });

  it('finds the few among many: a rarer word is counted exactly, however late it was added', async () => {
    const ocaml = await search('?q=ocaml');
    expect(ocaml.total).toBe(String((MATCHING - 1) / 2));
    const prolog = await search('?q=prolog');
    expect(prolog.total).toBe('1');
    expect(prolog.cards.map((card) => card.skills)).toEqual([['Haskell', 'Prolog']]);
  });
});
