import { describe, expect, it } from 'vitest';
import { RECENT_PROOF_REQUIRED } from '../../../common/recent-proof';
import { createUser, DEFAULT_PASSWORD, signIn } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { ageProof } from '../../test/recent-proof';
import { ROLE_FIELDS, ROLES, type Role } from '../../test/roles';
import { call } from '../two-factor/test-support';

/**
 * Decision 0039 × every role: confirming is open to every signed-in account (what it unlocks is,
 * decision 7), and the guarded calls refuse an old session of every role alike.
 */
const context = useTestApp({ rateLimits: true });

async function caller(role: Role) {
  if (role === 'visitor') return { user: null, cookie: null };
  const user = await createUser(context, ROLE_FIELDS[role]());
  return { user, cookie: await signIn(context.app, user.email) };
}

const GUARDED: { method: 'POST' | 'DELETE'; url: string; payload?: Record<string, unknown> }[] = [
  { method: 'DELETE', url: '/api/auth/delete-account' },
  { method: 'POST', url: '/api/auth/passkeys/options' },
  { method: 'POST', url: '/api/auth/passkeys', payload: { name: 'Laptop', response: { id: 'x' } } },
  { method: 'POST', url: '/api/auth/two-factor/disable', payload: {} },
  { method: 'POST', url: '/api/auth/link-offer/confirm' },
];

describe('who may confirm', () => {
  for (const role of ROLES) {
    it(`POST /api/auth/confirm as ${role}`, async () => {
      const { user, cookie } = await caller(role);
      const answer = await call(context, 'POST', '/api/auth/confirm', cookie, { password: DEFAULT_PASSWORD });
      expect(answer.statusCode, answer.body).toBe(role === 'visitor' ? 401 : 200);
      if (!user) expect(answer.json().message).toBe('Unauthorized');
    });
  }
});

describe('the guarded calls with an old session', () => {
  for (const role of ROLES) {
    it(`refuse ${role}`, async () => {
      const { user, cookie } = await caller(role);
      if (user) await ageProof(context, user.id);
      for (const item of GUARDED) {
        const answer = await call(context, item.method, item.url, cookie, item.payload);
        expect(answer.statusCode, `${item.url}: ${answer.body}`).toBe(user ? 403 : 401);
        if (user) expect(answer.json().code).toBe(RECENT_PROOF_REQUIRED);
      }
    });
  }
});

describe('wrong passwords at the confirmation', () => {
  it('count toward the sign-in limit of the account', async () => {
    const user = await createUser(context);
    const cookie = await signIn(context.app, user.email);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await call(context, 'POST', '/api/auth/confirm', cookie, { password: 'not the password' })).statusCode).toBe(400);
    }
    expect((await call(context, 'POST', '/api/auth/confirm', cookie, { password: DEFAULT_PASSWORD })).statusCode).toBe(429);
    const login = await call(context, 'POST', '/api/auth/login', null, { email: user.email, password: DEFAULT_PASSWORD });
    expect(login.statusCode).toBe(429);
  });
});
