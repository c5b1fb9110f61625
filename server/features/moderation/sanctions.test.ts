import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { createProject, member } from '../../test/projects';
import { admin, adminAction, fileReport, send } from './test-support';

const context = useTestApp();

type Result = { message: string; user: Record<string, unknown>; report: Record<string, unknown> | null };
const me = async (cookie: string) => (await send(context, 'GET', '/api/auth/user', cookie)).json();
const feedIds = async () => (await send(context, 'GET', '/api/projects?limit=50')).json().map((project: { id: string }) => project.id);

describe('warn, suspend, ban, unban (decision 7)', () => {
  it('warns: the count goes up, the report is resolved, the person is told in the app and by e-mail', async () => {
    const moderator = await admin(context);
    const reporter = await member(context);
    const target = await member(context, { firstName: 'Wendy' });
    const reportId = await fileReport(context, reporter.cookie, target.user.id);

    const result = await adminAction<Result>(context, moderator.cookie, `/users/${target.user.id}/warn`, { reason: '  Rude replies  ', reportId });
    expect(result.message).toBe('User has been warned.');
    expect(result.user).toMatchObject({ status: 'warned', warningCount: 1 });
    expect(result.report).toMatchObject({
      id: reportId,
      status: 'resolved',
      actionTaken: 'warning',
      actionDetails: 'Warning issued: Rude replies',
      reviewedAt: expect.any(String),
    });
    await adminAction(context, moderator.cookie, `/users/${target.user.id}/warn`, { reason: 'Again' });
    expect(await me(target.cookie)).toMatchObject({ status: 'warned', warningCount: 2 });

    const mail = await context.mail.waitFor(target.user.email, 'warning');
    expect(mail.text).toContain('Reason: Rude replies');
    const bell = (await send(context, 'GET', '/api/notifications', target.cookie)).json();
    expect(bell.items.filter((item: { type: string }) => item.type === 'moderation')).toHaveLength(2);
    expect(bell.items[1]).toMatchObject({ type: 'moderation', actor: null, message: expect.stringContaining('Reason: Rude replies') });
  });

  it('tells the person in their own language, in the bell as in the e-mail (decision 0033)', async () => {
    const moderator = await admin(context);
    const target = await member(context);
    await send(context, 'PUT', '/api/settings', target.cookie, { language: 'de' });
    await adminAction(context, moderator.cookie, `/users/${target.user.id}/warn`, { reason: 'Unhöfliche Antworten' });
    const mail = await context.mail.waitFor(target.user.email, 'Verwarnung');
    expect(mail.text).toContain('Grund: Unhöfliche Antworten');
    const bell = (await send(context, 'GET', '/api/notifications', target.cookie)).json();
    expect(bell.items[0]).toMatchObject({
      type: 'moderation',
      message: 'Ein Administrator hat dein Konto wegen eines Verstoßes gegen die Community-Richtlinien verwarnt (Verwarnung 1). Grund: Unhöfliche Antworten',
    });
  });

  it('suspends: read-only until the date, with the clear message; a warning keeps the suspension', async () => {
    const moderator = await admin(context);
    const reporter = await member(context);
    const target = await member(context);
    const reportId = await fileReport(context, reporter.cookie, target.user.id);
    const result = await adminAction<Result>(context, moderator.cookie, `/users/${target.user.id}/suspend`, { reason: 'Spam', duration: 7, reportId });
    expect(result.message).toBe('User has been suspended.');
    expect(result.report).toMatchObject({ status: 'resolved', actionTaken: 'suspension', actionDetails: 'Suspended for 7 days: Spam' });

    expect(await me(target.cookie)).toMatchObject({ status: 'suspended', suspendedUntil: result.user.suspendedUntil });
    const refused = await send(context, 'POST', '/api/projects', target.cookie, { title: 'x' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ accountStatus: 'suspended', message: expect.stringMatching(/^Your account is suspended\. You cannot do this until /) });

    const warned = await adminAction<Result>(context, moderator.cookie, `/users/${target.user.id}/warn`, { reason: 'And rude' });
    expect(warned.user).toMatchObject({ status: 'suspended', warningCount: 1 });
    await context.mail.waitFor(target.user.email, 'suspended');
  });

  it('bans: sessions stay for the banner, projects and comments leave public views and counts; unban restores them', async () => {
    const moderator = await admin(context);
    const target = await member(context);
    const bystander = await member(context);
    const theirs = await createProject(context.app, target.cookie, { title: 'Banned soon' });
    const other = await createProject(context.app, bystander.cookie, { title: 'Bystander project' });
    await send(context, 'POST', `/api/projects/${other.id}/comments`, target.cookie, { content: 'Buy my stuff' });
    await send(context, 'POST', `/api/projects/${other.id}/comments`, bystander.cookie, { content: 'Nice' });
    await adminAction(context, moderator.cookie, `/users/${target.user.id}/warn`, { reason: 'First warning' });

    const banned = await adminAction<Result>(context, moderator.cookie, `/users/${target.user.id}/ban`, { reason: 'Spam account' });
    expect(banned.user).toMatchObject({ status: 'banned', banReason: 'Spam account', bannedAt: expect.any(String) });
    expect(await me(target.cookie)).toMatchObject({ status: 'banned', banReason: 'Spam account' });

    expect(await feedIds()).not.toContain(theirs.id);
    expect((await send(context, 'GET', `/api/projects/${theirs.id}`, bystander.cookie)).statusCode).toBe(404);
    expect((await send(context, 'GET', `/api/projects/${theirs.id}`, target.cookie)).statusCode).toBe(200);
    expect((await send(context, 'GET', `/api/projects/${theirs.id}`, moderator.cookie)).statusCode).toBe(200);
    expect((await send(context, 'GET', `/api/users/${target.user.id}/projects`)).statusCode).not.toBe(200);
    const comments = (await send(context, 'GET', `/api/projects/${other.id}/comments`, bystander.cookie)).json();
    expect(comments.map((comment: { content: string }) => comment.content)).toEqual(['Nice']);
    expect((await send(context, 'GET', `/api/projects/${other.id}`)).json().commentsCount).toBe(1);
    expect((await send(context, 'POST', `/api/projects/${other.id}/like`, target.cookie)).json().message).toBe('Your account has been banned.');
    await context.mail.waitFor(target.user.email, 'banned');

    const unbanned = await adminAction<Result>(context, moderator.cookie, `/users/${target.user.id}/unban`, { reason: 'Appeal accepted' });
    expect(unbanned.message).toBe('User has been unbanned.');
    expect(unbanned.user).toEqual({ id: target.user.id, status: 'active', warningCount: 1, suspendedUntil: null, bannedAt: null, banReason: null });
    expect(await feedIds()).toContain(theirs.id);
    expect((await send(context, 'GET', `/api/projects/${theirs.id}`, bystander.cookie)).statusCode).toBe(200);
    expect((await send(context, 'GET', `/api/projects/${other.id}`)).json().commentsCount).toBe(2);
    expect((await send(context, 'GET', `/api/projects/${other.id}/comments`)).json()).toHaveLength(2);
    expect((await send(context, 'POST', `/api/projects/${other.id}/like`, target.cookie)).statusCode).toBe(200);
  });

  it('unban lifts a suspension too and leaves the warning count', async () => {
    const moderator = await admin(context);
    const target = await member(context, { warningCount: 2, status: 'warned' });
    await adminAction(context, moderator.cookie, `/users/${target.user.id}/suspend`, { reason: 'Cool off', duration: 3 });
    const result = await adminAction<Result>(context, moderator.cookie, `/users/${target.user.id}/unban`, { reason: 'Early release' });
    expect(result.user).toMatchObject({ status: 'active', warningCount: 2, suspendedUntil: null });
    expect((await send(context, 'POST', '/api/projects', target.cookie, { title: 'x' })).statusCode).toBe(400);
  });

  it('writes every action to the audit log with who, whom, what, why and when, newest first, in pages', async () => {
    const moderator = await admin(context);
    const target = await member(context, { firstName: 'Terry', lastName: 'Target' });
    await adminAction(context, moderator.cookie, `/users/${target.user.id}/warn`, { reason: 'One' });
    await adminAction(context, moderator.cookie, `/users/${target.user.id}/suspend`, { reason: 'Two', duration: 2 });
    await adminAction(context, moderator.cookie, `/users/${target.user.id}/unban`, { reason: 'Three' });

    const first = (await send(context, 'GET', '/api/admin/audit-log?limit=2', moderator.cookie)).json();
    expect(first.entries).toHaveLength(2);
    expect(first.entries[0]).toMatchObject({
      action: 'unban',
      reason: 'Three',
      createdAt: expect.any(String),
      actor: { id: moderator.user.id, name: 'Ada Admin', email: moderator.user.email },
      target: { id: target.user.id, name: 'Terry Target' },
      details: { from: 'suspended' },
    });
    expect(first.entries[1]).toMatchObject({ action: 'suspend', reason: 'Two', details: { days: 2 } });
    expect(first.nextBefore).toBe(first.entries[1].id);
    const second = (await send(context, 'GET', `/api/admin/audit-log?limit=2&before=${first.nextBefore}`, moderator.cookie)).json();
    expect(second.entries[0]).toMatchObject({ action: 'warn', reason: 'One' });
  });
});
