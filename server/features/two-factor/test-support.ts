import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { totpCredentials } from '../../db/schema';
import { DEFAULT_PASSWORD } from '../../test/factories';
import type { TestContext } from '../../test/harness';
import { call } from '../../test/factories';

/** The API call helper every feature's tests share (server/test/factories.ts). */
export { call };

/** What an authenticator app would show for `secret` at `timestamp`. */
export function codeAt(secret: string, timestamp = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp });
}

const step = (timestamp: number) => Math.floor(timestamp / 30_000);

/**
 * A code the server has not accepted yet: each accepted code claims its 30-second step, and the
 * server takes one step either side of now. The current step first (it stays valid if a step
 * ends before the server checks it), then the next: two fresh codes an account, a step.
 */
export async function freshCode(context: TestContext, userId: string, secret: string): Promise<string> {
  const [row] = await context.deps.database.db.select().from(totpCredentials).where(eq(totpCredentials.userId, userId));
  const now = Date.now();
  const wanted = Math.max(step(now), (row?.lastUsedStep ?? -Infinity) + 1);
  if (wanted > step(now) + 1) throw new Error('no unused code left in this window');
  return codeAt(secret, wanted * 30_000 + 1_000);
}


/** Turns two-factor sign-in on through the API, as the Security tab does. */
export async function enableTotp(context: TestContext, userId: string, cookie: string) {
  const setup = await call(context, 'POST', '/api/auth/two-factor/setup', cookie);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const enabled = await call(context, 'POST', '/api/auth/two-factor/enable', cookie, { code: await freshCode(context, userId, secret) });
  expect(enabled.statusCode, enabled.body).toBe(200);
  return { secret, recoveryCodes: enabled.json().recoveryCodes as string[] };
}

/** The password step; answers the pending sign-in's token. */
export async function passwordStep(context: TestContext, email: string, password = DEFAULT_PASSWORD): Promise<string> {
  const response = await call(context, 'POST', '/api/auth/login', null, { email, password });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().secondFactorRequired).toBe(true);
  return response.json().pendingSignIn as string;
}

export function secondStep(context: TestContext, payload: Record<string, unknown>) {
  return call(context, 'POST', '/api/auth/login/second-factor', null, payload);
}
