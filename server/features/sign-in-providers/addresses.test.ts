import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { INVALID_EMAIL_MESSAGE } from '../../../common/auth';
import { JOINING_MESSAGES } from '../../../common/joining';
import { linkedAccounts, users } from '../../db/schema';
import { createUser } from '../../test/factories';
import { setJoining } from '../joining/test-support';
import { CookieJar, PROVIDER_NAME, providerPerson, signInWithProvider, useProviderApp } from './test-support';

/**
 * A provider's verified address is read and checked as a typed one is (decisions 0024 and 0026):
 * the spellings of a blocked domain a form would normalise make no account through a provider either.
 */
const context = useProviderApp();
afterEach(() => setJoining(context));

const unique = () => Math.random().toString(36).slice(2, 10);

async function accountsOf(subject: string) {
  return context.deps.database.db.select().from(linkedAccounts).where(eq(linkedAccounts.subject, subject));
}

describe("a provider's address passes the same normalisation and checks as a typed one", () => {
  it('refuses every spelling of a blocked domain, a punycode entry blocking its Unicode form', async () => {
    await setJoining(context, { blockedDomains: ['blocked.test', 'xn--bcher-kva.test'] });
    const spellings: Array<[string, string]> = [
      [`x-${unique()}@blocked.test.`, 'blocked.test'],
      [`x-${unique()}@bücher.test`, 'xn--bcher-kva.test'],
      [`x-${unique()}@blocked。test`, 'blocked.test'],
      [`ｘ${unique()}@ｂｌｏｃｋｅｄ.ｔｅｓｔ`, 'blocked.test'],
    ];
    for (const [email, domain] of spellings) {
      const person = providerPerson(context, { email });
      const answer = await signInWithProvider(context, new CookieJar(), person.id);
      expect(answer.statusCode, email).toBe(400);
      expect(answer.json(), email).toMatchObject({ message: JOINING_MESSAGES.domainBlocked(domain), fields: [{ field: 'email', message: JOINING_MESSAGES.domainBlocked(domain) }] });
      expect(answer.cookies.some((cookie) => cookie.name.endsWith('shipyard_session') && cookie.value), email).toBe(false);
      expect(await accountsOf(person.id), email).toEqual([]);
    }
  });

  it('refuses an address with two @ as the register form does', async () => {
    await setJoining(context, { blockedDomains: ['blocked.test'] });
    const email = `x-${unique()}@blocked.test@x`;
    const person = providerPerson(context, { email });
    const answer = await signInWithProvider(context, new CookieJar(), person.id);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ message: INVALID_EMAIL_MESSAGE, fields: [{ field: 'email', message: INVALID_EMAIL_MESSAGE }] });
    expect(await accountsOf(person.id)).toEqual([]);
    expect(await context.deps.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('stores an admitted address in its normalised form, and finds an existing account by it', async () => {
    const local = `ada-${unique()}`;
    const person = providerPerson(context, { email: `${local.toUpperCase()}@München.test.` });
    const made = await signInWithProvider(context, new CookieJar(), person.id);
    expect(made.json()).toMatchObject({ outcome: 'signed-in', created: true });
    const [link] = await accountsOf(person.id);
    const [row] = await context.deps.database.db.select().from(users).where(eq(users.id, link?.userId ?? ''));
    expect(row?.email).toBe(`${local}@xn--mnchen-3ya.test`);

    // The owner of an address spelled otherwise at the provider is offered a link, not a second account.
    const owner = await createUser(context);
    const [name, domain] = owner.email.split('@') as [string, string];
    const other = providerPerson(context, { email: `${name}@${domain.replaceAll('.', '。')}.` });
    const offered = await signInWithProvider(context, new CookieJar(), other.id);
    expect(offered.json()).toEqual({ outcome: 'link-required', email: owner.email, providerName: PROVIDER_NAME });
  });
});
