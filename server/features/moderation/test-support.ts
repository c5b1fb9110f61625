
import type { TestContext } from '../../test/harness';
import { createProject, member } from '../../test/projects';
import { call as send } from '../../test/factories';

/** The API call helper every feature's tests share (server/test/factories.ts). */
export { send };

/** Helpers for the moderation tests: people in every role, reports filed through the real call. */

export { bannedFields, DAY_MS, suspendedFields } from '../../test/roles';


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

export const moderator = (context: TestContext) => member(context, { role: 'moderator', firstName: 'Mo', lastName: 'Moderator' });

/** A member sanctioned through the real call (warn by default) who appeals through the real call. */
export async function appealedSanction(
  context: TestContext,
  staffCookie: string,
  action: 'warn' | 'suspend' | 'ban' = 'warn',
  text = 'I did not mean it that way',
) {
  const person = await member(context, { firstName: 'Sam', lastName: 'Sanctioned' });
  await adminAction(context, staffCookie, `/users/${person.user.id}/${action}`, { reason: `Reason for ${action}` });
  const mine = (await send(context, 'GET', '/api/appeals/mine', person.cookie)).json() as { sanction: { id: string } };
  const filed = await send(context, 'POST', '/api/appeals', person.cookie, { sanctionId: mine.sanction.id, text });
  if (filed.statusCode !== 201) throw new Error(`appeal failed: ${filed.statusCode} ${filed.body}`);
  return { ...person, sanctionId: mine.sanction.id, appealId: filed.json().id as string };
}

/** Every /api/admin call, with a body that is valid for it, so only the role decides the answer. */
export function adminCalls(ids: { userId: string; projectId: string; commentId: string; reportId: string; acceptId?: string; rejectId?: string; email?: string }) {
  const reason = { reason: 'Testing the gate' };
  return [
    { method: 'GET', url: '/api/admin/reports' },
    { method: 'GET', url: '/api/admin/reports?status=pending' },
    { method: 'GET', url: '/api/admin/stats' },
    { method: 'PATCH', url: `/api/admin/reports/${ids.reportId}`, payload: { adminNotes: 'Looked at it', status: 'reviewed' } },
    { method: 'POST', url: `/api/admin/users/${ids.userId}/warn`, payload: reason },
    { method: 'POST', url: `/api/admin/users/${ids.userId}/suspend`, payload: { ...reason, duration: 3 } },
    { method: 'POST', url: `/api/admin/users/${ids.userId}/unban`, payload: reason },
    { method: 'POST', url: `/api/admin/users/${ids.userId}/ban`, payload: reason },
    { method: 'POST', url: `/api/admin/users/${ids.userId}/unban`, payload: reason },
    { method: 'POST', url: `/api/admin/projects/${ids.projectId}/hide`, payload: reason },
    { method: 'POST', url: `/api/admin/projects/${ids.projectId}/unhide`, payload: reason },
    { method: 'POST', url: `/api/admin/comments/${ids.commentId}/hide`, payload: reason },
    { method: 'POST', url: `/api/admin/comments/${ids.commentId}/unhide`, payload: reason },
    { method: 'GET', url: '/api/admin/audit-log?limit=5' },
    { method: 'GET', url: '/api/admin/users?q=target&page=1' },
    { method: 'GET', url: '/api/admin/appeals?status=pending' },
    { method: 'POST', url: `/api/admin/appeals/${ids.acceptId ?? ids.reportId}/accept`, payload: { reason: 'Fair point' } },
    { method: 'POST', url: `/api/admin/appeals/${ids.rejectId ?? ids.reportId}/reject`, payload: { reason: 'It stands' } },
    { method: 'GET', url: '/api/admin/staff' },
    { method: 'PUT', url: '/api/admin/roles', payload: { email: ids.email ?? 'nobody@example.com', role: 'moderator', reason: 'Helps out' } },
  ] as const;
}

export async function gateFixture(context: TestContext) {
  const owner = await member(context, { firstName: 'Target' });
  const reporter = await member(context);
  const project = await createProject(context.app, owner.cookie);
  const comment = (await send(context, 'POST', `/api/projects/${project.id}/comments`, owner.cookie, { content: 'Hello' })).json();
  const reportId = await fileReport(context, reporter.cookie, owner.user.id);
  // Two appeals to decide (decision 0023), filed through the real calls, and someone to promote.
  const staff = await admin(context);
  const accepted = await appealedSanction(context, staff.cookie);
  const rejected = await appealedSanction(context, staff.cookie);
  return {
    userId: owner.user.id,
    projectId: project.id,
    commentId: comment.id as string,
    reportId,
    acceptId: accepted.appealId,
    rejectId: rejected.appealId,
    email: reporter.user.email,
  };
}

