import { describe, expect, it } from 'vitest';
import { APPEAL_MESSAGES } from '../../../common/appeals';
import { MODERATION_MESSAGES } from '../../../common/moderation';
import { STAFF_MESSAGES } from '../../../common/staff';
import { useTestApp } from '../../test/harness';
import { member } from '../../test/projects';
import { admin, adminCalls, appealedSanction, bannedFields, gateFixture, moderator, send, suspendedFields } from './test-support';

/**
 * Decision 0023: every new and changed endpoint × visitor, member, moderator, admin, suspended,
 * banned. Moderators do all of /api/admin but ban, lift a ban and change roles.
 */
const context = useTestApp();

/** What a moderator is refused, and with which sentence. */
const ADMIN_ONLY: Record<string, string> = {
  'POST /api/admin/users/{userId}/ban': MODERATION_MESSAGES.banAdminsOnly,
  'PUT /api/admin/roles': STAFF_MESSAGES.adminsOnly,
};
const key = (method: string, url: string, ids: Record<string, string>) => {
  let template = url.split('?')[0] ?? url;
  for (const [name, value] of Object.entries(ids)) if (value) template = template.replaceAll(value, name === 'userId' ? '{userId}' : '{id}');
  return `${method} ${template}`;
};

describe('the staff gate (decision 0023)', () => {
  it('lets a moderator make every admin call but ban and roles, which answer 403 before reading the body', async () => {
    const ids = await gateFixture(context);
    const { cookie } = await moderator(context);
    const named = { userId: ids.userId, projectId: ids.projectId, commentId: ids.commentId, reportId: ids.reportId, acceptId: ids.acceptId, rejectId: ids.rejectId };
    for (const call of adminCalls(ids)) {
      const refusal = ADMIN_ONLY[key(call.method, call.url, named)];
      const answer = await send(context, call.method, call.url, cookie, 'payload' in call ? call.payload : undefined);
      if (refusal) {
        expect(answer.statusCode, `${call.method} ${call.url}`).toBe(403);
        expect(answer.json().message).toBe(refusal);
        expect((await send(context, call.method, call.url, cookie, {})).statusCode).toBe(403);
      } else if (call.url.endsWith('/unban') && answer.statusCode !== 200) {
        // The second unban of the list follows a ban the moderator could not make: nothing to lift.
        expect(answer.statusCode, `${call.method} ${call.url}: ${answer.body}`).toBe(409);
      } else {
        expect(answer.statusCode, `${call.method} ${call.url}: ${answer.body}`).toBe(200);
      }
    }
  });

  it('keeps a ban to admins: a moderator can neither ban nor lift one, but lifts a suspension', async () => {
    const mod = await moderator(context);
    const boss = await admin(context);
    const { user } = await member(context);
    const reason = { reason: 'Spam' };
    const banned = await send(context, 'POST', `/api/admin/users/${user.id}/ban`, mod.cookie, reason);
    expect(banned.statusCode).toBe(403);
    expect(banned.json().message).toBe('Only administrators can ban or lift a ban.');
    expect((await send(context, 'POST', `/api/admin/users/${user.id}/suspend`, mod.cookie, reason)).statusCode).toBe(200);
    expect((await send(context, 'POST', `/api/admin/users/${user.id}/unban`, mod.cookie, reason)).json()).toMatchObject({ user: { status: 'active' } });
    expect((await send(context, 'POST', `/api/admin/users/${user.id}/ban`, boss.cookie, reason)).statusCode).toBe(200);
    const lift = await send(context, 'POST', `/api/admin/users/${user.id}/unban`, mod.cookie, reason);
    expect(lift.statusCode).toBe(403);
    expect(lift.json().message).toBe(MODERATION_MESSAGES.banAdminsOnly);
  });

  it('lets a moderator sanction members but not other staff; an admin may sanction a moderator', async () => {
    const mod = await moderator(context);
    const other = await moderator(context);
    const boss = await admin(context);
    const warned = await send(context, 'POST', `/api/admin/users/${other.user.id}/warn`, mod.cookie, { reason: 'x' });
    expect(warned.statusCode).toBe(403);
    expect(warned.json().message).toBe(MODERATION_MESSAGES.notStaff);
    expect((await send(context, 'POST', `/api/admin/users/${boss.user.id}/warn`, mod.cookie, { reason: 'x' })).statusCode).toBe(403);
    expect((await send(context, 'POST', `/api/admin/users/${other.user.id}/warn`, boss.cookie, { reason: 'x' })).statusCode).toBe(200);
  });

  it('answers the person-side calls by standing: visitors 401, everyone signed in (banned too) reaches them', async () => {
    const staff = await admin(context);
    const people = {
      member: await member(context),
      moderator: await moderator(context),
      admin: await admin(context),
      suspended: await member(context, suspendedFields()),
      banned: await member(context, bannedFields()),
    };
    expect((await send(context, 'GET', '/api/appeals/mine')).statusCode).toBe(401);
    expect((await send(context, 'POST', '/api/appeals', null, { sanctionId: 'x', text: 'y' })).statusCode).toBe(401);
    expect((await send(context, 'POST', '/api/setup/claim', null, { token: 'x' })).statusCode).toBe(401);
    expect((await send(context, 'GET', '/api/setup/status')).json()).toEqual({ needsAdmin: false });
    for (const [label, person] of Object.entries(people)) {
      const mine = await send(context, 'GET', '/api/appeals/mine', person.cookie);
      expect(mine.statusCode, label).toBe(200);
      // These accounts were sanctioned by hand, not by staff: there is no sanction on record to appeal.
      expect(mine.json()).toEqual({ sanction: null, appeal: null });
      const appeal = await send(context, 'POST', '/api/appeals', person.cookie, { sanctionId: 'x', text: 'Please' });
      expect(appeal.statusCode, label).toBe(409);
      expect(appeal.json().message).toBe(APPEAL_MESSAGES.noSanction);
      const claim = await send(context, 'POST', '/api/setup/claim', person.cookie, { token: 'not-a-link' });
      expect(claim.statusCode, label).toBe(409);
      expect(claim.json().message).toBe(STAFF_MESSAGES.setupHasAdmin);
      expect((await send(context, 'GET', '/api/setup/status', person.cookie)).statusCode).toBe(200);
    }
    // A banned person with a ban on record appeals it, beside export and deletion (decision 7).
    const banned = await appealedSanction(context, staff.cookie, 'ban', 'That was my brother');
    expect((await send(context, 'GET', '/api/appeals/mine', banned.cookie)).json()).toMatchObject({ appeal: { status: 'pending', sanctionKind: 'ban' } });
  });
});

describe('bad input answers a 4xx that names the problem', () => {
  it.each([
    [{ text: 'Please' }, 400, APPEAL_MESSAGES.sanctionRequired],
    [{ sanctionId: 'x' }, 400, APPEAL_MESSAGES.textRequired],
    [{ sanctionId: 'x', text: '   ' }, 400, APPEAL_MESSAGES.textRequired],
    [{ sanctionId: 'x', text: 'a'.repeat(1001) }, 400, APPEAL_MESSAGES.textTooLong],
    [{ sanctionId: 'x', text: 42 }, 400, APPEAL_MESSAGES.textRequired],
  ])('refuses the appeal %#', async (body, status, message) => {
    const staff = await admin(context);
    const person = await member(context);
    await send(context, 'POST', `/api/admin/users/${person.user.id}/warn`, staff.cookie, { reason: 'Rude' });
    const answer = await send(context, 'POST', '/api/appeals', person.cookie, body);
    expect(answer.statusCode).toBe(status);
    expect(answer.json().message).toBe(message);
  });

  it('refuses decisions and role changes without what they need', async () => {
    const staff = await admin(context);
    const { appealId } = await appealedSanction(context, staff.cookie);
    for (const body of [{}, { reason: '' }, { reason: ' \n ' }, { reason: 5 }]) {
      const answer = await send(context, 'POST', `/api/admin/appeals/${appealId}/accept`, staff.cookie, body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(APPEAL_MESSAGES.reasonRequired);
    }
    const unknown = await send(context, 'POST', '/api/admin/appeals/nothing/reject', staff.cookie, { reason: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(APPEAL_MESSAGES.notFound);
    expect((await send(context, 'GET', '/api/admin/appeals?status=maybe', staff.cookie)).statusCode).toBe(400);

    const { user } = await member(context);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ email: user.email, role: 'overlord', reason: 'x' }, 400, STAFF_MESSAGES.roleRequired],
      [{ email: user.email, reason: 'x' }, 400, STAFF_MESSAGES.roleRequired],
      [{ email: user.email, role: 'moderator' }, 400, STAFF_MESSAGES.reasonRequired],
      [{ email: user.email, role: 'moderator', reason: '  ' }, 400, STAFF_MESSAGES.reasonRequired],
      [{ role: 'moderator', reason: 'x' }, 400, STAFF_MESSAGES.emailRequired],
      [{ email: 'nobody@example.com', role: 'moderator', reason: 'x' }, 404, 'No account uses the address nobody@example.com'],
    ];
    for (const [body, status, message] of cases) {
      const answer = await send(context, 'PUT', '/api/admin/roles', staff.cookie, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(status);
      expect(answer.json().message).toBe(message);
    }
    const noToken = await send(context, 'POST', '/api/setup/claim', staff.cookie, {});
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().message).toBe('Token is required');
  });
});
