import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../test/factories';
import { useTestApp } from '../test/harness';

// One load balancer in front: it connects from PROXY and appends the address it saw to whatever
// X-Forwarded-For the client sent.
const context = useTestApp({ rateLimits: true, environment: { TRUST_PROXY: '1' } });
const PROXY = '10.0.0.2';

function failedLoginThroughProxy(clientAddress: string, claimedAddress: string) {
  return context.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': `${claimedAddress}, ${clientAddress}` },
    // A new unknown account each time, so only the per-address budget (30) can run out.
    payload: { email: uniqueEmail('nobody'), password: 'wrong password' },
  });
}

describe('TRUST_PROXY=1 (one proxy in front)', () => {
  it('keeps counting one client whose own X-Forwarded-For entry changes on every attempt', async () => {
    const attacker = '203.0.113.7';
    for (let attempt = 1; attempt <= 30; attempt++) {
      const response = await failedLoginThroughProxy(attacker, `198.51.100.${attempt}`);
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const limited = await failedLoginThroughProxy(attacker, '198.51.100.200');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');

    // The budget is the attacker's, not the proxy's: another client behind it still gets in line.
    expect((await failedLoginThroughProxy('203.0.113.8', '198.51.100.1')).statusCode).toBe(401);
  });
});
