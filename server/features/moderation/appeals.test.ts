import { describe, expect, it } from 'vitest';
import { APPEAL_MESSAGES } from '../../../common/appeals';
import { useTestApp } from '../../test/harness';
import { createProject, member } from '../../test/projects';
import { admin, adminAction, appealedSanction, fileReport, moderator, send } from './test-support';

/** Appeals (decision 0023): once per sanction; accept lifts it and what it hid; reject keeps it. */
const context = useTestApp();

const me = async (cookie: string) => (await send(context, 'GET', '/api/auth/user', cookie)).json();
const mine = async (cookie: string) => (await send(context, 'GET', '/api/appeals/mine', cookie)).json();
const decide = (cookie: string, id: string, verdict: 'accept' | 'reject', reason: string) =>
  send(context, 'POST', `/api/admin/appeals/${id}/${verdict}`, cookie, { reason });
const auditActions = async (cookie: string, userId: string) =>
  (await send(context, 'GET', '/api/admin/audit-log?limit=50', cookie))
    .json()
    .entries.filter((entry: { target: { id: string } | null }) => entry.target?.id === userId)
    .map((entry: { action: string; actor: { name: string } }) => `${entry.action} by ${entry.actor.name}`);

describe('appeals (decision 0023)', () => {
  it('a suspended person appeals once; a moderator accepts: lifted, told by e-mail and in the app, both steps audited', async () => {
    const boss = await admin(context);
    const mod = await moderator(context);
    const person = await member(context, { firstName: 'Sue' });
    await adminAction(context, mod.cookie, `/users/${person.user.id}/suspend`, { reason: 'Flooding', duration: 3 });

    const before = await mine(person.cookie);
    expect(before).toMatchObject({ sanction: { kind: 'suspend', reason: 'Flooding' }, appeal: null });
    const filed = await send(context, 'POST', '/api/appeals', person.cookie, { sanctionId: before.sanction.id, text: '  It was a script gone wrong  ' });
    expect(filed.statusCode).toBe(201);
    expect(filed.json()).toMatchObject({ status: 'pending', text: 'It was a script gone wrong', sanctionKind: 'suspend', decisionReason: null });

    const again = await send(context, 'POST', '/api/appeals', person.cookie, { sanctionId: before.sanction.id, text: 'Please?' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(APPEAL_MESSAGES.alreadyAppealed);

    const stats = (await send(context, 'GET', '/api/admin/stats', mod.cookie)).json();
    expect(stats.pendingAppeals).toBeGreaterThanOrEqual(1);
    const queue = (await send(context, 'GET', '/api/admin/appeals?status=pending', mod.cookie)).json();
    expect(queue.find((row: { id: string }) => row.id === filed.json().id)).toMatchObject({
      person: { id: person.user.id, status: 'suspended' },
      sanction: { kind: 'suspend', reason: 'Flooding' },
    });

    const accepted = await decide(mod.cookie, filed.json().id, 'accept', 'Fair enough, the script is fixed');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ message: APPEAL_MESSAGES.accepted, appeal: { status: 'accepted', decisionReason: 'Fair enough, the script is fixed' } });
    expect(await me(person.cookie)).toMatchObject({ status: 'active', suspendedUntil: null });
    expect((await send(context, 'POST', '/api/projects', person.cookie, { title: 'Back', description: 'A small app that does one thing well', categories: ['frontend-development'] })).statusCode).toBe(201);
    expect(await mine(person.cookie)).toEqual({ sanction: null, appeal: null });

    const mail = await context.mail.waitFor(person.user.email, 'Your appeal has been accepted');
    expect(mail.text).toContain('Reason: Fair enough, the script is fixed');
    const bell = (await send(context, 'GET', '/api/notifications', person.cookie)).json();
    expect(bell.items[0]).toMatchObject({ type: 'moderation', message: expect.stringContaining('accepted your appeal') });
    expect(await auditActions(boss.cookie, person.user.id)).toEqual(['accept_appeal by Mo Moderator', `appeal by Sue ${person.user.lastName}`, 'suspend by Mo Moderator']);

    // Lifted, the sanction still cannot be appealed a second time: the answer says why.
    const afterwards = await send(context, 'POST', '/api/appeals', person.cookie, { sanctionId: before.sanction.id, text: 'Once more' });
    expect(afterwards.statusCode).toBe(409);
    expect(afterwards.json().message).toBe(APPEAL_MESSAGES.alreadyAppealed);

    const decidedTwice = await decide(mod.cookie, filed.json().id, 'reject', 'Changed my mind');
    expect(decidedTwice.statusCode).toBe(409);
    expect(decidedTwice.json().message).toBe(APPEAL_MESSAGES.alreadyDecided);
  });

  it('reject keeps the sanction; the banner shows the rejection and its reason; no second appeal', async () => {
    const mod = await moderator(context);
    const { cookie, user, appealId, sanctionId } = await appealedSanction(context, mod.cookie, 'suspend');
    const rejected = await decide(mod.cookie, appealId, 'reject', 'The logs say otherwise');
    expect(rejected.json()).toMatchObject({ message: APPEAL_MESSAGES.rejected, appeal: { status: 'rejected' } });
    expect(await me(cookie)).toMatchObject({ status: 'suspended' });
    expect(await mine(cookie)).toMatchObject({ sanction: { id: sanctionId }, appeal: { status: 'rejected', decisionReason: 'The logs say otherwise' } });
    const mail = await context.mail.waitFor(user.email, 'Your appeal has been rejected');
    expect(mail.text).toContain('Reason: The logs say otherwise');
    const again = await send(context, 'POST', '/api/appeals', cookie, { sanctionId, text: 'But really' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(APPEAL_MESSAGES.alreadyAppealed);
  });

  it('accepting a ban appeal restores the person, their counts, and the comment hidden under the same report', async () => {
    const boss = await admin(context);
    const owner = await member(context);
    const project = await createProject(context.app, owner.cookie);
    const person = await member(context, { firstName: 'Bo' });
    const comment = (await send(context, 'POST', `/api/projects/${project.id}/comments`, person.cookie, { content: 'Spammy link' })).json();
    await send(context, 'POST', `/api/projects/${project.id}/comments`, person.cookie, { content: 'A fair remark' });
    const reportId = await fileReport(context, owner.cookie, person.user.id, { commentId: comment.id });
    await adminAction(context, boss.cookie, `/comments/${comment.id}/hide`, { reason: 'Spam', reportId });
    const count = async () => (await send(context, 'GET', `/api/projects/${project.id}`)).json().commentsCount;
    expect(await count()).toBe(1);
    // The report is resolved by the hide; the ban names it too, as the dialog does.
    await adminAction(context, boss.cookie, `/users/${person.user.id}/ban`, { reason: 'Spam', reportId });
    expect(await count()).toBe(0);

    const sanction = (await mine(person.cookie)).sanction;
    const appeal = (await send(context, 'POST', '/api/appeals', person.cookie, { sanctionId: sanction.id, text: 'My account was stolen' })).json();
    // Only an admin decides the appeal of a ban (decision 0040), as only an admin lifts one.
    const mod = await moderator(context);
    expect((await decide(mod.cookie, appeal.id, 'accept', 'Account recovered')).statusCode).toBe(403);
    expect((await decide(boss.cookie, appeal.id, 'accept', 'Account recovered')).statusCode).toBe(200);
    expect(await me(person.cookie)).toMatchObject({ status: 'active', bannedAt: null, banReason: null });
    expect(await count()).toBe(2);
    const shown = (await send(context, 'GET', `/api/projects/${project.id}/comments`)).json();
    expect(shown.map((row: { content: string }) => row.content).sort()).toEqual(['A fair remark', 'Spammy link']);
  });

  it('accepting a warning appeal takes that warning back', async () => {
    const mod = await moderator(context);
    const { cookie, appealId } = await appealedSanction(context, mod.cookie, 'warn');
    expect(await me(cookie)).toMatchObject({ status: 'warned', warningCount: 1 });
    await decide(mod.cookie, appealId, 'accept', 'Misread the thread');
    expect(await me(cookie)).toMatchObject({ status: 'active', warningCount: 0 });
  });

  it('offers only the sanction in force: an older one, or someone else’s, is refused', async () => {
    const boss = await admin(context);
    const { cookie, sanctionId, user } = await appealedSanction(context, boss.cookie, 'warn');
    await adminAction(context, boss.cookie, `/users/${user.id}/suspend`, { reason: 'Worse now' });
    const state = await mine(cookie);
    expect(state).toMatchObject({ sanction: { kind: 'suspend', reason: 'Worse now' }, appeal: null });
    expect((await send(context, 'POST', '/api/appeals', cookie, { sanctionId, text: 'Again' })).json().message).toBe(APPEAL_MESSAGES.alreadyAppealed);
    const stranger = await appealedSanction(context, boss.cookie, 'warn');
    const theirs = await send(context, 'POST', '/api/appeals', cookie, { sanctionId: stranger.sanctionId, text: 'Mine now' });
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json().message).toBe(APPEAL_MESSAGES.notInForce);
  });
});
