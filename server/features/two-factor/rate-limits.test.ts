import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { codeAt, enableTotp, freshCode, passwordStep, secondStep } from './test-support';

/** Wrong second-step codes are limited per account, across pending sign-ins (decision 0025). */
const context = useTestApp({ rateLimits: true });

function wrongCode(secret: string): string {
  const valid = [-30_000, 0, 30_000].map((offset) => codeAt(secret, Date.now() + offset));
  return ['000000', '111111', '222222', '333333'].find((code) => !valid.includes(code)) ?? '444444';
}

describe('the second step is rate-limited per account', () => {
  it('answers 429 with Retry-After after ten wrong codes, even for a right code in a new pending sign-in', async () => {
    const { user, cookie } = await createSignedInUser(context);
    const { secret } = await enableTotp(context, user.id, cookie);
    // Five wrong codes spend a pending sign-in, so the attacker starts new ones: the account's budget still runs out.
    for (let round = 0; round < 2; round += 1) {
      const pendingSignIn = await passwordStep(context, user.email);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await secondStep(context, { pendingSignIn, code: wrongCode(secret) })).statusCode).toBe(400);
      }
    }
    const limited = await secondStep(context, { pendingSignIn: await passwordStep(context, user.email), code: await freshCode(context, user.id, secret) });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.cookies).toHaveLength(0);

    // Another account is not affected.
    const other = await createSignedInUser(context);
    const { secret: otherSecret } = await enableTotp(context, other.user.id, other.cookie);
    const fine = await secondStep(context, { pendingSignIn: await passwordStep(context, other.user.email), code: await freshCode(context, other.user.id, otherSecret) });
    expect(fine.statusCode).toBe(200);
  });
});
