import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PROVIDER_MESSAGES } from '../../../common/sign-in';
import { createUser, signIn } from '../../test/factories';
import { CookieJar, postCallback, providerPerson, send, signInWithProvider, startFlow, throughProvider, useProviderApp } from './test-support';

/**
 * The cookies of the provider redirect and of the offer to link (decision 0026): over https they
 * are __Host- cookies (Secure, Path=/, no Domain), like the session's; over plain http the plain names.
 */
function setCookieLine(response: LightMyRequestResponse, name: string): string {
  const header = response.headers['set-cookie'];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
  const line = lines.find((candidate) => candidate.startsWith(`${name}=`));
  if (!line) throw new Error(`no Set-Cookie for ${name} in ${JSON.stringify(lines)}`);
  return line;
}

function expectHostCookie(line: string): void {
  expect(line).toMatch(/; Secure(;|$)/);
  expect(line).toMatch(/; Path=\/(;|$)/);
  expect(line).toContain('HttpOnly');
  expect(line).not.toMatch(/Domain=/i);
}

describe('over https (APP_URL https://…)', () => {
  const context = useProviderApp({ appUrl: 'https://shipyard.example' });

  it('the flow state is a __Host- cookie, and the plain name is not read', async () => {
    const jar = new CookieJar();
    const started = await startFlow(context, jar);
    expect(started.cookies.map((cookie) => cookie.name)).toEqual(['__Host-shipyard_provider_flow']);
    expectHostCookie(setCookieLine(started, '__Host-shipyard_provider_flow'));

    // A state under the plain name (planted by a plain-http page or a sibling host) is no state.
    const person = providerPerson(context);
    const planted = new CookieJar();
    const callbackUrl = await throughProvider(context, planted, person.id);
    planted.values.set('shipyard_provider_flow', planted.values.get('__Host-shipyard_provider_flow') ?? '');
    planted.values.delete('__Host-shipyard_provider_flow');
    const refused = await postCallback(context, planted, callbackUrl);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(PROVIDER_MESSAGES.invalidCallback);

    const signedIn = await signInWithProvider(context, jar, providerPerson(context).id);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ outcome: 'signed-in', created: true });
    // Spent, it is cleared under the same name, path and Secure flag, or the browser keeps it.
    expectHostCookie(setCookieLine(signedIn, '__Host-shipyard_provider_flow'));
    expect(jar.values.has('__Host-shipyard_provider_flow')).toBe(false);
  });

  it('the offer to link is a __Host- cookie that its owner confirms with', async () => {
    const owner = await createUser(context);
    const jar = new CookieJar();
    const offered = await signInWithProvider(context, jar, providerPerson(context, { email: owner.email }).id);
    expect(offered.json()).toMatchObject({ outcome: 'link-required', email: owner.email });
    expectHostCookie(setCookieLine(offered, '__Host-shipyard_link_offer'));
    expect(offered.cookies.some((cookie) => cookie.name === 'shipyard_link_offer')).toBe(false);

    const ownerJar = new CookieJar(await signIn(context.app, owner.email));
    ownerJar.values.set('__Host-shipyard_link_offer', jar.values.get('__Host-shipyard_link_offer') ?? '');
    expect((await send(context, ownerJar, 'GET', '/api/auth/linked-accounts')).json().offer).not.toBeNull();
    const confirmed = await send(context, ownerJar, 'POST', '/api/auth/link-offer/confirm');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expectHostCookie(setCookieLine(confirmed, '__Host-shipyard_link_offer'));
  });
});

describe('over plain http (local development)', () => {
  const context = useProviderApp();

  it('the flow state and the offer keep their plain names, not Secure', async () => {
    const started = await startFlow(context, new CookieJar());
    const flow = setCookieLine(started, 'shipyard_provider_flow');
    expect(flow).toMatch(/; Path=\/api\/auth\/providers(;|$)/);
    expect(flow).not.toMatch(/Secure/);

    const owner = await createUser(context);
    const offered = await signInWithProvider(context, new CookieJar(), providerPerson(context, { email: owner.email }).id);
    expect(offered.json()).toMatchObject({ outcome: 'link-required' });
    const offer = setCookieLine(offered, 'shipyard_link_offer');
    expect(offer).toMatch(/; Path=\/api\/auth(;|$)/);
    expect(offer).not.toMatch(/Secure/);
  });
});
