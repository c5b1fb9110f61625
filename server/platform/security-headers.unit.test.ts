import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

/** What helmet itself sets on a real response, run per request as its middleware normally is. */
async function headersFromHelmet(options: HelmetOptions): Promise<Record<string, string>> {
  const middleware = helmet(options);
  const server = createServer((request, response) => middleware(request, response, () => response.end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const headers: Record<string, string> = {};
    for (const [name, value] of response.headers) headers[name] = value;
    for (const name of ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']) delete headers[name];
    return headers;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('security headers worked out once', () => {
  it.each([
    ['the defaults', {}],
    [
      'options like the app’s (CSP directives, HSTS, referrer policy)',
      {
        contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'", "'sha256-abc='"], frameAncestors: ["'none'"], upgradeInsecureRequests: [] } },
        hsts: { maxAge: 15552000, includeSubDomains: true },
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        crossOriginEmbedderPolicy: false,
      },
    ],
  ] as [string, HelmetOptions][])('are exactly what helmet sets per request, for %s', async (_name, options) => {
    expect(securityHeaders(options)).toEqual(await headersFromHelmet(options));
  });

  it('refuses options helmet refuses', () => {
    expect(() => securityHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ['self'] } } })).toThrow();
  });
});
