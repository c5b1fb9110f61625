import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { users, type UserRow } from '../db/schema';
import { passwordsOf } from '../platform/passwords';
import type { TestContext } from './harness';

export const DEFAULT_PASSWORD = 'correct horse battery';
let defaultHash: Promise<string> | null = null;

let counter = 0;
/** A unique address per call, so tests never collide on the unique e-mail index. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${counter}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Inserts a verified user directly (argon2 runs once per file, not once per user). */
export async function createUser(context: TestContext, overrides: Partial<UserRow> & { password?: string } = {}): Promise<UserRow> {
  const { password, ...columns } = overrides;
  const passwords = passwordsOf(context.deps);
  defaultHash ??= passwords.hash(DEFAULT_PASSWORD);
  const passwordHash = password ? await passwords.hash(password) : await defaultHash;
  const [row] = await context.deps.database.db
    .insert(users)
    .values({
      id: randomUUID(),
      email: uniqueEmail(),
      firstName: 'Test',
      lastName: 'User',
      emailVerified: true,
      ...columns,
      passwordHash,
    })
    .returning();
  if (!row) throw new Error('user was not inserted');
  return row;
}

/** Signs in through the real endpoint and returns the Cookie header to send with later calls. */
export async function signIn(app: FastifyInstance, email: string, password = DEFAULT_PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return cookieHeader(response);
}

export async function createSignedInUser(context: TestContext, overrides: Partial<UserRow> = {}) {
  const user = await createUser(context, overrides);
  const cookie = await signIn(context.app, user.email);
  return { user, cookie };
}

/**
 * The session cookie a sign-in set, as a Cookie header. The readable "signed in" hint set beside it
 * (decision 0017) carries no authority and is left out; its own tests read Set-Cookie.
 */
export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies
    .filter((cookie) => cookie.name.endsWith('shipyard_session'))
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');
}

/** One API call as the app gets it, with a session cookie when given and a JSON body when given. */
export function call(
  context: TestContext,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  cookie?: string | null,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return context.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }), headers: cookie ? { cookie } : {} });
}
