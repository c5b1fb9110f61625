import { describe, expect, it } from 'vitest';
import { createUser, DEFAULT_PASSWORD, uniqueEmail } from '../test/factories';
import { useTestApp } from '../test/harness';

const context = useTestApp({ rateLimits: true });

let addressCounter = 0;
/** A client address of its own for each test, so the per-address budgets never overlap. */
function freshAddress(): string {
  addressCounter += 1;
  return `10.0.${addressCounter}.1`;
}

function login(remoteAddress: string, email: string, password: string) {
  return context.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password } });
}

function forgot(remoteAddress: string, email: string) {
  return context.app.inject({ method: 'POST', url: '/api/auth/forgot-password', remoteAddress, payload: { email } });
}

function expectLimited(response: Awaited<ReturnType<typeof login>>) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(response.headers['content-type']).toMatch(/application\/json/);
  const body = response.json();
  expect(body.message).toMatch(/^Too many requests\. Please try again/);
  expect(body.code).toBe('rate_limited');
}

describe('per-address limit on sign-in (30 per 15 minutes)', () => {
  it('answers 429 with Retry-After once the budget of one address is spent, other addresses unaffected', async () => {
    const address = freshAddress();
    // Malformed payloads still count (the limit runs before validation) and skip argon2: fast.
    for (let attempt = 1; attempt <= 30; attempt++) {
      const response = await context.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: address, payload: {} });
      expect(response.statusCode, `attempt ${attempt}`).toBe(400);
    }
    const limited = await login(address, 'someone@example.com', 'whatever');
    expectLimited(limited);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

    const user = await createUser(context);
    expect((await login(freshAddress(), user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });
});

describe('a per-address limit counts the route, however its address is spelt', () => {
  it('shares one budget between /api/auth/login and its percent-escaped spellings', async () => {
    const address = freshAddress();
    const spellings = ['/api/auth/login', '/api/auth/%6Cogin', '/%61pi/auth/login', '/api/%61uth/log%69n'];
    for (let attempt = 0; attempt < 30; attempt++) {
      const url = spellings[attempt % spellings.length] as string;
      const response = await context.app.inject({ method: 'POST', url, remoteAddress: address, payload: {} });
      expect(response.statusCode, `attempt ${attempt + 1} at ${url}`).toBe(400);
    }
    for (const url of spellings) {
      expectLimited(await context.app.inject({ method: 'POST', url, remoteAddress: address, payload: {} }));
    }
  });
});

describe('per-account failed sign-in limit (10 per 15 minutes)', () => {
  it('blocks the 11th attempt on an account, even with the right password, from any address', async () => {
    const victim = await createUser(context);
    const attacker = freshAddress();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await login(attacker, victim.email, `wrong guess ${attempt}`);
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const eleventh = await login(attacker, victim.email, DEFAULT_PASSWORD);
    expectLimited(eleventh);
    expect(eleventh.cookies).toHaveLength(0);
    expect(Number(eleventh.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // The budget belongs to the account, not to the address.
    const elsewhere = await login(freshAddress(), victim.email.toUpperCase(), DEFAULT_PASSWORD);
    expectLimited(elsewhere);

    // Another account signs in fine from the same address.
    const bystander = await createUser(context);
    expect((await login(attacker, bystander.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('counts only failures: successful sign-ins do not use up the budget', async () => {
    const user = await createUser(context);
    const address = freshAddress();
    for (let attempt = 1; attempt <= 9; attempt++) {
      expect((await login(address, user.email, 'wrong')).statusCode).toBe(401);
    }
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await login(address, user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
    }
    expect((await login(address, user.email, 'wrong')).statusCode).toBe(401);
    expectLimited(await login(address, user.email, DEFAULT_PASSWORD));
  });

  it('counts failures against unknown addresses the same way (no enumeration through the limit)', async () => {
    const ghost = uniqueEmail('ghost');
    const address = freshAddress();
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await login(address, ghost, 'wrong')).statusCode).toBe(401);
    }
    expectLimited(await login(address, ghost, 'wrong'));
  });
});

describe('per-account mail limit (5 per hour)', () => {
  it('sends at most 5 reset mails per hour to one account, whatever the addresses', async () => {
    const user = await createUser(context);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await forgot(freshAddress(), user.email)).statusCode, `attempt ${attempt}`).toBe(200);
    }
    const sixth = await forgot(freshAddress(), user.email);
    expectLimited(sixth);
    expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(3600);
    await context.deps.mailer.drain();
    expect(context.mail.to(user.email).filter((mail) => mail.subject.includes('Reset'))).toHaveLength(5);

    // Another account still gets its mail.
    const other = await createUser(context);
    expect((await forgot(freshAddress(), other.email)).statusCode).toBe(200);
    await context.mail.waitFor(other.email, 'Reset');
  });

  it('shares the budget between forgot-password and resend-verification', async () => {
    const user = await createUser(context, { emailVerified: false });
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/auth/resend-verification',
        remoteAddress: freshAddress(),
        payload: { email: user.email },
      });
      expect(response.statusCode).toBe(200);
    }
    expectLimited(await forgot(freshAddress(), user.email));
  });
});

describe('per-address limit on forgot-password (10 per hour)', () => {
  it('stops one address from spraying many accounts', async () => {
    const address = freshAddress();
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await forgot(address, uniqueEmail('spray'))).statusCode).toBe(200);
    }
    expectLimited(await forgot(address, uniqueEmail('spray')));
  });
});
