import { describe, expect, it } from 'vitest';
import { createSignedInUser, DEFAULT_PASSWORD, createUser } from '../test/factories';
import { useTestApp } from '../test/harness';

const context = useTestApp();

function forgot(headers: Record<string, string>) {
  return context.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email: 'someone@example.com' },
    headers,
  });
}

describe('CSRF protection', () => {
  it('refuses a state-changing call marked cross-site by the browser', async () => {
    const response = await forgot({ 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Cross-site requests are not allowed');
  });

  it('refuses a call from a foreign Origin', async () => {
    const response = await forgot({ origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Cross-site requests are not allowed');
    // Same host, other scheme or port is another origin too.
    expect((await forgot({ origin: 'http://localhost:3001' })).statusCode).toBe(403);
    expect((await forgot({ origin: 'https://localhost:3000' })).statusCode).toBe(403);
    expect((await forgot({ origin: 'null' })).statusCode).toBe(403);
  });

  it('lets the site itself through', async () => {
    expect((await forgot({ origin: 'http://localhost:3000' })).statusCode).toBe(200);
    expect((await forgot({ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await forgot({})).statusCode).toBe(200);
  });

  it('stops a cross-site logout from signing anyone out', async () => {
    const { cookie } = await createSignedInUser(context);
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
    const me = await context.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
  });

  it('refuses a cross-site sign-in too (login CSRF)', async () => {
    const user = await createUser(context);
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: DEFAULT_PASSWORD },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.cookies).toHaveLength(0);
  });

  it('never blocks GET', async () => {
    const { cookie } = await createSignedInUser(context);
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('response headers', () => {
  it('sends a strict CSP, nosniff and a referrer policy, and no HSTS over http', async () => {
    for (const url of ['/healthz', '/api/auth/user', '/api/nothing-here']) {
      const response = await context.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });
});

describe('error answers', () => {
  it('answers malformed JSON with a 400 JSON message', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@example.com", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json().message).toBe('The request body is not valid JSON');
  });

  it('names the field when a value has the wrong type', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 123, password: 'whatever' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validation_failed');
    expect(body.fields.map((field: { field: string }) => field.field)).toContain('email');
    expect(body.message).toBe('Invalid email address');
  });

  it('answers a 2 MB body with 413 JSON', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json().message).toBe('The request body is too large');
  });

  it('answers an unsupported content type with 415 JSON', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBeTruthy();
  });

  it('answers an unknown API path with 404 JSON', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await context.app.inject({ method, url: '/api/whatever?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json().message).toBe(`No route for ${method} /api/whatever`);
    }
  });

  it('never shows a stack trace or internals', async () => {
    const response = await context.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: [], password: {} } });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/at .*\.ts:\d+|node_modules/);
  });
});

describe('GET /healthz', () => {
  it('reports the process alive (liveness; the database is /readyz)', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /api/login', () => {
  async function location(url: string, headers: Record<string, string> = {}) {
    const response = await context.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(302);
    return response.headers.location;
  }

  it('redirects to the sign-in page', async () => {
    expect(await location('/api/login')).toBe('/login');
  });

  it('keeps a local next path', async () => {
    expect(await location('/api/login?next=/settings')).toBe('/login?next=%2Fsettings');
    expect(await location('/api/login?next=%2Fprojects%2Fx%3Ftab%3D1')).toBe('/login?next=%2Fprojects%2Fx%3Ftab%3D1');
  });

  it.each([
    '//evil.com',
    'https://evil.com',
    '/\\evil.com',
    '%2F%2Fevil.com',
    'javascript:alert(1)',
    'evil.com',
    '/login',
  ])('drops next=%s', async (next) => {
    expect(await location(`/api/login?next=${next}`)).toBe('/login');
  });

  it('falls back to a same-site Referer, never a foreign one', async () => {
    expect(await location('/api/login', { referer: 'http://localhost:3000/messages?to=1' })).toBe('/login?next=%2Fmessages%3Fto%3D1');
    expect(await location('/api/login', { referer: 'https://evil.example/messages' })).toBe('/login');
  });
});

describe('GET /api/docs/json', () => {
  it('returns an OpenAPI document listing the account calls', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths).toHaveProperty('/api/auth/login');
    expect(document.paths['/api/auth/login']).toHaveProperty('post');
    expect(document.paths).toHaveProperty('/api/auth/register');
  });
});

describe('an API address spelt with percent-escapes', () => {
  it('is the same route to every hook: the session is read, as for the plain address', async () => {
    const { user, cookie } = await createSignedInUser(context);
    // The router decodes `/%61pi/…` to the API route; the session hook must not take it for a page.
    for (const url of ['/api/auth/user', '/%61pi/auth/user', '/%61%70%69/auth/%75ser']) {
      const response = await context.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode, url).toBe(200);
      expect(response.json().id, url).toBe(user.id);
    }
  });
});
