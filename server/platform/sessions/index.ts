import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SIGNED_IN_HINT_COOKIE } from '../../../common/auth-hint';
import { SESSION_LIFETIME_MS } from '../../../common/limits';
import type { UserRow } from '../../db/schema';
import { unauthorized } from '../errors';
import * as repository from './repository';
import { describeDevice } from './device';
import { hashToken, newToken } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, loaded once per request by the authentication hook. */
    user: UserRow | null;
    sessionId: string | null;
    /** When the session last proved the password or a current code (decision 0039). */
    sessionProvedAt: Date | null;
  }
}

/** Extending the expiry on every request would write on every read; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export function sessionCookieName(secure: boolean): string {
  // The __Host- prefix pins the cookie to this host, path / and https.
  return secure ? '__Host-shipyard_session' : 'shipyard_session';
}

/** The readable "this browser has a session" hint of decision 0017; same prefix rule as the session. */
function signedInHintCookieName(secure: boolean): string {
  return secure ? `__Host-${SIGNED_IN_HINT_COOKIE}` : SIGNED_IN_HINT_COOKIE;
}

/** Whether the request carries a session cookie (valid or not: pages do not look sessions up). */
export function hasSessionCookie(request: FastifyRequest): boolean {
  return Boolean(request.cookies?.[sessionCookieName(isSecure(request))]);
}

/**
 * Whether the raw Cookie header may hold a session or its signed-in hint, read without parsing the
 * cookies (the shared answers' fast path runs before they are parsed). A look-alike name reads as
 * yes, which only sends the request the usual way.
 */
export function hasSessionCookieHeader(request: FastifyRequest): boolean {
  const header = request.headers.cookie;
  if (!header) return false;
  const secure = isSecure(request);
  return header.includes(`${sessionCookieName(secure)}=`) || header.includes(`${signedInHintCookieName(secure)}=`);
}

function isSecure(request: FastifyRequest): boolean {
  return request.server.deps.config.appUrl.startsWith('https://');
}

/** The one authentication hook: every API route sees `request.user` (or null). */
export const authentication = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('sessionProvedAt', null);
  app.addHook('onRequest', async (request, reply) => {
    // Only the API reads the user. Pages, assets and uploaded images (a dozen per feed page) would
    // otherwise each cost a session lookup. The router decodes the path (`/%61pi/…` is an API
    // route), so an address that does not read as the API is asked which route it matched.
    if (!request.url.startsWith('/api/') && !request.routeOptions.url?.startsWith('/api/')) return;
    const token = request.cookies[sessionCookieName(isSecure(request))];
    if (!token || token.length > 100) {
      // The hint must not outlive the session, or the web app would keep asking in vain.
      if (request.cookies[signedInHintCookieName(isSecure(request))]) clearSessionCookie(request, reply);
      return;
    }
    const { db } = app.deps.database;
    const now = new Date();
    const id = hashToken(token);
    const found = await repository.findLiveSessionWithUser(db, id, now);
    if (!found) {
      clearSessionCookie(request, reply);
      return;
    }
    request.user = found.user;
    request.sessionId = id;
    request.sessionProvedAt = found.session.provedAt;
    if (now.getTime() - found.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
      await repository.touchSession(db, id, now, expiresAt);
      setSessionCookie(request, reply, token, expiresAt);
    } else if (request.cookies[signedInHintCookieName(isSecure(request))] !== '1') {
      // A session from before the hint existed (or a browser that dropped it) gets it back.
      setSignedInHint(request, reply, found.session.expiresAt);
    }
  });
});

/**
 * How a session signed in (decision 0026), stored with it and shown in the sessions list:
 * 'password', `provider:<id>` (GitHub, GitLab, an OpenID Connect issuer), and the methods of
 * two-factor sign-in and passkeys ('password+totp', 'password+recovery-code', 'passkey', …).
 */
export type SignInMethod = string;

/**
 * Opens a session for `userId`, signed in by `method`, and remembers the browser (family and
 * system) it came from. A sign-in from a browser this account never used before (but not the
 * account's very first sign-in) is announced as `signed-in-on-new-device`, on which the accounts
 * feature e-mails the person (decision 0026). Every way of signing in goes through here.
 */
export async function startSession(request: FastifyRequest, reply: FastifyReply, userId: string, method: SignInMethod): Promise<void> {
  const { deps } = request.server;
  const { db } = deps.database;
  // A fresh token at every sign-in; the one the browser held before (if any) stops working.
  if (request.sessionId) await repository.deleteSession(db, request.sessionId);
  const token = newToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  const userAgent = request.headers['user-agent']?.slice(0, 500) ?? null;
  const ipAddress = request.ip ?? null;
  const id = hashToken(token);
  await repository.insertSession(db, { id, userId, userAgent, ipAddress, expiresAt, signInMethod: method });
  setSessionCookie(request, reply, token, expiresAt);
  const device = describeDevice(userAgent);
  let seen = await repository.rememberDevice(db, userId, device, now);
  if (seen === 'first') {
    // An account signed in before devices were remembered: its live sessions are earlier sign-ins.
    const earlier = (await repository.userAgentsOfOtherSessions(db, userId, id, now)).map(describeDevice);
    await repository.rememberDevices(db, userId, earlier, now);
    if (earlier.length > 0 && !earlier.includes(device)) seen = 'new-device';
  }
  if (seen === 'new-device') {
    await deps.events.emit('signed-in-on-new-device', { userId, device, ipAddress, at: now, method });
  }
}

/** The session's owner just proved the password or a current code again (decision 0039). */
export async function recordProof(request: FastifyRequest): Promise<Date> {
  const now = new Date();
  if (request.sessionId) await repository.markSessionProved(request.server.deps.database.db, request.sessionId, now);
  request.sessionProvedAt = now;
  return now;
}

export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.sessionId) await repository.deleteSession(request.server.deps.database.db, request.sessionId);
  clearSessionCookie(request, reply);
}

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date): void {
  const secure = isSecure(request);
  reply.setCookie(sessionCookieName(secure), token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    expires: expiresAt,
  });
  setSignedInHint(request, reply, expiresAt);
}

function setSignedInHint(request: FastifyRequest, reply: FastifyReply, expiresAt: Date): void {
  const secure = isSecure(request);
  reply.setCookie(signedInHintCookieName(secure), '1', { httpOnly: false, sameSite: 'lax', path: '/', secure, expires: expiresAt });
}

function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  const secure = isSecure(request);
  reply.clearCookie(sessionCookieName(secure), { path: '/', httpOnly: true, sameSite: 'lax', secure });
  reply.clearCookie(signedInHintCookieName(secure), { path: '/', sameSite: 'lax', secure });
}

/** Guard for routes that need a signed-in user; the 401 text is what the web app looks for. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized('Unauthorized');
  return request.user;
}
