import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { peopleWords, users } from '../../db/schema';
import { createSignedInUser, createUser, uniqueEmail } from '../../test/factories';
import { linkIn } from '../../test/smtp-capture';
import { useTestApp } from '../../test/harness';
import { banned, call } from './test-support';

/** The vocabulary misspelled searches are corrected against, and the corrections it gives. */
const context = useTestApp();

async function peopleUsing(word: string): Promise<number> {
  const [row] = await context.deps.database.db.select().from(peopleWords).where(eq(peopleWords.word, word));
  return row?.people ?? 0;
}

async function names(q: string) {
  const response = await call(context, 'GET', `/api/users/search?q=${encodeURIComponent(q)}`);
  expect(response.statusCode).toBe(200);
  return { names: response.json().map((card: { firstName: string; lastName: string }) => `${card.firstName} ${card.lastName}`), total: response.headers['x-total-count'] };
}

/** The names found for `q`, checked, and how many statements the search sent. */
async function statementsFor(q: string, expected: string[]): Promise<number> {
  const { stats } = context.deps.database;
  const before = stats.queries;
  expect((await names(q)).names).toEqual(expected);
  return stats.queries - before;
}

beforeAll(async () => {
  await createUser(context, { firstName: 'John', lastName: 'Smith', skills: ['Kubernetes'] });
  await createUser(context, { firstName: 'Jon', lastName: 'Snow', skills: ['Rust'] });
  await createUser(context, { firstName: 'Jonas', lastName: 'Brandt', title: 'Platform engineer' });
  await createUser(context, { firstName: 'Zelda', lastName: 'Quartermain', skills: ['Elixir'], ...banned() });
});

describe('people_words', () => {
  it('counts the words of names, titles and skills as people join, change them and leave', async () => {
    expect(await peopleUsing('john')).toBe(1);
    expect(await peopleUsing('kubernetes')).toBe(1);
    expect(await peopleUsing('platform')).toBe(1);
    const { user, cookie } = await createSignedInUser(context, { firstName: 'Johnny', lastName: 'Smith', skills: ['Kubernetes'] });
    expect(await peopleUsing('smith')).toBe(2);
    expect(await peopleUsing('kubernetes')).toBe(2);
    const updated = await call(context, 'PUT', '/api/users/profile', cookie, { skills: ['Terraform'], title: 'Cloud wrangler' });
    expect(updated.statusCode).toBe(200);
    expect(await peopleUsing('kubernetes')).toBe(1);
    expect(await peopleUsing('terraform')).toBe(1);
    expect(await peopleUsing('wrangler')).toBe(1);
    expect(await peopleUsing('smith')).toBe(2);
    await context.deps.database.db.delete(users).where(eq(users.id, user.id));
    expect(await peopleUsing('smith')).toBe(1);
    expect(await peopleUsing('terraform')).toBe(0);
  });

  it('has no index but its key: each app reads it whole (decision 0036), so another would only slow its writes', async () => {
    const indexes = await context.deps.database.db.execute<{ indexname: string }>(sql`select indexname from pg_indexes where tablename = 'people_words' order by indexname`);
    expect(indexes.rows.map((row) => row.indexname)).toEqual(['people_words_pkey']);
  });

  it('matches a recount from scratch', async () => {
    const { db } = context.deps.database;
    const before = await db.select().from(peopleWords).where(sql`${peopleWords.people} > 0`).orderBy(peopleWords.word);
    await db.execute(sql`select shipyard_recount_people_words()`);
    const after = await db.select().from(peopleWords).orderBy(peopleWords.word);
    expect(after).toEqual(before);
  });
});

describe('misspelled people search', () => {
  it('corrects a swap to the word of the same length: "Jonh" is John before Jon', async () => {
    expect((await names('Jonh')).names).toEqual(['John Smith']);
    expect((await names('Jon')).names.sort()).toEqual(['Jon Snow', 'Jonas Brandt']);
    expect((await names('Jon Snwo')).names).toEqual(['Jon Snow']);
  });

  it('corrects skills and titles, never towards someone who is banned', async () => {
    expect((await names('Kubernets')).names).toEqual(['John Smith']);
    expect((await names('Platfrom')).names).toEqual(['Jonas Brandt']);
    expect(await names('Quartermian')).toEqual({ names: [], total: '0' });
    expect(await names('Elixr')).toEqual({ names: [], total: '0' });
  });

  it('finds nothing when a word is too far from every known word', async () => {
    expect(await names('Jonh Xqzvbw')).toEqual({ names: [], total: '0' });
  });

  it('corrects a misspelling in memory, and sends the corrected search only when the typed one finds nobody', async () => {
    // The first search of the app loads the vocabulary (people_words) beside its own statements.
    await statementsFor('Jonh Smiht', ['John Smith']);
    // Before, a misspelled name cost three: the search that found nothing, the near words, the
    // corrected search. Then one that had to be planned each time; now two that keep their plans.
    expect(await statementsFor('Jhon', ['John Smith'])).toBe(2);
    expect(await statementsFor('Kubrenetes Smith', ['John Smith'])).toBe(2);
    // Words people use, and words no known word is near, are searched as typed.
    expect(await statementsFor('john', ['John Smith'])).toBe(1);
    expect(await statementsFor('Xqzvbw', [])).toBe(1);
  });

  it('counts the corrected matches on a page past the end, and the typed ones when the text matches someone', async () => {
    const past = await call(context, 'GET', `/api/users/search?q=${encodeURIComponent('Jhon Smiht')}&offset=12`);
    expect(past.statusCode).toBe(200);
    expect({ cards: past.json(), total: past.headers['x-total-count'] }).toEqual({ cards: [], total: '1' });
    const typed = await call(context, 'GET', '/api/users/search?q=Jon&offset=12');
    expect({ cards: typed.json(), total: typed.headers['x-total-count'] }).toEqual({ cards: [], total: '2' });
  });

  it('still searches the text as typed first: a word of a bio or a place is no misspelling', async () => {
    // "Jonsa" is one slip from Jonas, yet someone's bio holds it: the search as typed finds them,
    // and the corrected search is not sent.
    await createUser(context, { firstName: 'Ingrid', lastName: 'Berg', bio: 'Maintainer of jonsa, a JSON streaming library' });
    await createUser(context, { firstName: 'Pia', lastName: 'Lind', location: 'Smiht Falls' });
    // Polled: the new people's words reach the vocabulary by a notification, and the search that
    // finds it stale loads it again (one statement more).
    await expect.poll(() => statementsFor('Jonsa', ['Ingrid Berg']), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => statementsFor('Smiht', ['Pia Lind']), { timeout: 15_000 }).toBe(1);
  });

  it('learns a person another process added: every process hears people_words change', async () => {
    // Loads this app's copy of the words, which holds no Featherstonehaugh yet.
    expect(await names('Featherstonhaugh')).toEqual({ names: [], total: '0' });
    // Written straight into the tables, as another process would: no event of this app hears it.
    await createUser(context, { firstName: 'Jonas', lastName: 'Featherstonehaugh' });
    await expect.poll(async () => (await names('Featherstonhaugh')).names, { timeout: 15_000 }).toEqual(['Jonas Featherstonehaugh']);
  });

  it('learns the words of someone who just joined, and of a profile edited', async () => {
    expect(await names('Wilhemina')).toEqual({ names: [], total: '0' });
    const email = uniqueEmail('wilhelmina');
    const password = 'long enough password';
    const registered = await call(context, 'POST', '/api/auth/register', null, { email, password, confirmPassword: password, firstName: 'Wilhelmina', lastName: 'Oduya' });
    expect(registered.statusCode).toBe(201);
    const verified = await call(context, 'GET', `/api/auth/verify-email${new URL(linkIn(await context.mail.waitFor(email, 'Verify'), '/verify-email?token=')).search}`);
    expect(verified.statusCode).toBeLessThan(400);
    expect((await names('Wilhemina')).names).toEqual(['Wilhelmina Oduya']);

    const { cookie } = await createSignedInUser(context, { firstName: 'Tomasz', lastName: 'Nowak' });
    expect(await names('Haskel')).toEqual({ names: [], total: '0' });
    expect((await call(context, 'PUT', '/api/users/profile', cookie, { skills: ['Haskell'] })).statusCode).toBe(200);
    expect((await names('Haskel')).names).toEqual(['Tomasz Nowak']);
  });
});
