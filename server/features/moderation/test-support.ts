import type { LightMyRequestResponse } from 'fastify';
import type { UserRow } from '../../db/schema';
import type { TestContext } from '../../test/harness';
import { member } from '../../test/projects';

/** Helpers for the moderation tests: people in every role, reports filed through the real call. */

export const DAY_MS = 24 * 60 * 60 * 1000;
export const suspendedFields = (): Partial<UserRow> => ({ status: 'suspended', suspendedUntil: new Date(Date.now() + 7 * DAY_MS) });
export const bannedFields = (): Partial<UserRow> => ({ status: 'banned', bannedAt: new Date(), banReason: 'Spam everywhere' });

export function send(
  context: TestContext,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  cookie?: string | null,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return context.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }), headers: cookie ? { cookie } : {} });
}

/** User A reports user B (POST /api/users/:id/report), optionally about one of B's projects or comments. */
export async function fileReport(
  context: TestContext,
  reporterCookie: string,
  reportedId: string,
  body: { reason?: string; description?: string; projectId?: string; commentId?: string } = {},
): Promise<string> {
  const response = await send(context, 'POST', `/api/users/${reportedId}/report`, reporterCookie, {
    reason: 'spam',
    description: 'Posts the same link everywhere',
    ...body,
  });
  if (response.statusCode !== 201 && response.statusCode !== 200) throw new Error(`report failed: ${response.statusCode} ${response.body}`);
  return response.json().id as string;
}

export const admin = (context: TestContext) => member(context, { role: 'admin', firstName: 'Ada', lastName: 'Admin' });

/** An admin action; the answer's JSON when `expected` matches, else a thrown error with the body. */
export async function adminAction<T = Record<string, unknown>>(
  context: TestContext,
  cookie: string,
  path: string,
  payload: Record<string, unknown>,
  expected = 200,
): Promise<T> {
  const response = await send(context, 'POST', `/api/admin${path}`, cookie, payload);
  if (response.statusCode !== expected) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
  return response.json() as T;
}
