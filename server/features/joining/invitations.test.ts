import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { JOINING_MESSAGES } from '../../../common/joining';
import { invitations, users } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { member } from '../../test/projects';
import { call, login, newcomer, registerWith, setJoining, verifyByMail } from './test-support';

const context = useTestApp();
afterEach(() => setJoining(context));

const rowOf = async (email: string) => (await context.deps.database.db.select().from(users).where(eq(users.email, email)))[0];

async function invite(cookie: string, body: object = {}) {
  return call(context, 'POST', '/api/invitations', cookie, body);
}

describe('invite-only mode', () => {
  it('refuses a registration without an invitation, and one with a bad code, naming the problem', async () => {
    await setJoining(context, { mode: 'invite-only' });
    const payload = newcomer();
    const without = await registerWith(context, payload);
    expect(without.statusCode).toBe(403);
    expect(without.json()).toMatchObject({ message: JOINING_MESSAGES.inviteOnly, registrationMode: 'invite-only' });
    const bad = await registerWith(context, { ...payload, invitationCode: 'not-a-real-code' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([{ field: 'invitationCode', message: JOINING_MESSAGES.invalidInvitation }]);
    expect(await rowOf(payload.email)).toBeUndefined();
  });

  it('an invitation works exactly its number of uses, and records who invited whom', async () => {
    await setJoining(context, { mode: 'invite-only' });
    const staff = await member(context, { role: 'admin', firstName: 'Ann', lastName: 'Admin' });
    const made = await invite(staff.cookie, { maxUses: 2, expiresInDays: 3 });
    expect(made.statusCode).toBe(201);
    const invitation = made.json();
    expect(invitation).toMatchObject({ maxUses: 2, uses: 0, usable: true, url: `http://localhost:3000/register?invitation=${invitation.code}` });
    expect(invitation.code).toMatch(/^[\w-]{22}$/);
    expect(new Date(invitation.expiresAt).getTime() - Date.now()).toBeGreaterThan(3 * 86_400_000 - 60_000);

    const check = await call(context, 'GET', `/api/invitations/check/${invitation.code}`, null);
    expect(check.json()).toEqual({ valid: true, message: null, inviterName: 'Ann Admin' });

    const first = newcomer();
    const second = newcomer();
    const third = newcomer();
    expect((await registerWith(context, { ...first, invitationCode: invitation.code })).statusCode).toBe(201);
    expect((await registerWith(context, { ...second, invitationCode: invitation.code })).statusCode).toBe(201);
    const over = await registerWith(context, { ...third, invitationCode: invitation.code });
    expect(over.statusCode).toBe(400);
    expect(over.json().fields[0]).toEqual({ field: 'invitationCode', message: JOINING_MESSAGES.invalidInvitation });
    expect((await call(context, 'GET', `/api/invitations/check/${invitation.code}`, null)).json().valid).toBe(false);

    expect(await rowOf(first.email)).toMatchObject({ invitedBy: staff.user.id, invitationId: invitation.id, joiningStatus: 'approved' });
    const listed = (await call(context, 'GET', '/api/admin/joining/invitations', staff.cookie)).json();
    const entry = listed.find((item: { id: string }) => item.id === invitation.id);
    expect(entry).toMatchObject({ uses: 2, usable: false, createdBy: { id: staff.user.id, name: 'Ann Admin' } });
    expect(entry.usedBy.map((person: { name: string }) => person.name)).toEqual(['Nina Newcomer', 'Nina Newcomer']);

    // The invited person's export says who invited them.
    await verifyByMail(context, first.email);
    const signedIn = await login(context, first.email);
    const cookie = signedIn.cookies.map((item) => `${item.name}=${item.value}`).join('; ');
    const exported = (await call(context, 'GET', '/api/auth/export-data', cookie)).json();
    expect(exported.joining).toMatchObject({ invitedBy: { id: staff.user.id, name: 'Ann Admin' }, invitationId: invitation.id });
  });

  it('a taken address spends no use (the answer stays the same, decision 0001)', async () => {
    await setJoining(context, { mode: 'invite-only' });
    const staff = await member(context, { role: 'admin' });
    const existing = await member(context);
    const invitation = (await invite(staff.cookie)).json();
    const response = await registerWith(context, { ...newcomer(), email: existing.user.email, invitationCode: invitation.code });
    expect(response.statusCode).toBe(201);
    const [row] = await context.deps.database.db.select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(row?.uses).toBe(0);
  });

  it('an expired or revoked invitation admits nobody', async () => {
    await setJoining(context, { mode: 'invite-only' });
    const staff = await member(context, { role: 'admin' });
    const expired = (await invite(staff.cookie)).json();
    await context.deps.database.db.update(invitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(invitations.id, expired.id));
    expect((await registerWith(context, { ...newcomer(), invitationCode: expired.code })).statusCode).toBe(400);

    const revoked = (await invite(staff.cookie)).json();
    const answer = await call(context, 'DELETE', `/api/invitations/${revoked.id}`, staff.cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ usable: false });
    expect(answer.json().revokedAt).not.toBeNull();
    expect((await registerWith(context, { ...newcomer(), invitationCode: revoked.code })).statusCode).toBe(400);
    const again = await call(context, 'DELETE', `/api/invitations/${revoked.id}`, staff.cookie);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(JOINING_MESSAGES.alreadyRevoked);
  });

  it('in approval mode an invitation skips the queue', async () => {
    await setJoining(context, { mode: 'approval' });
    const staff = await member(context, { role: 'admin' });
    const invitation = (await invite(staff.cookie)).json();
    const payload = newcomer({ invitationCode: invitation.code });
    expect((await registerWith(context, payload)).json().message).not.toBe(JOINING_MESSAGES.registeredPending);
    expect((await rowOf(payload.email))?.joiningStatus).toBe('approved');
  });
});

describe('invitations by members', () => {
  it('are refused unless the operator allows them', async () => {
    const { cookie } = await member(context);
    const refused = await invite(cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(JOINING_MESSAGES.membersMayNotInvite);
    expect((await call(context, 'GET', '/api/invitations', cookie)).json()).toMatchObject({ mayInvite: false, quota: 5, committed: 0 });
  });

  it('stay within the quota; revoking an unused one frees its uses', async () => {
    await setJoining(context, { membersMayInvite: true, memberInviteQuota: 3 });
    const inviter = await member(context);
    const two = (await invite(inviter.cookie, { maxUses: 2 })).json();
    expect((await invite(inviter.cookie, { maxUses: 1 })).statusCode).toBe(201);
    const over = await invite(inviter.cookie, { maxUses: 1 });
    expect(over.statusCode).toBe(403);
    expect(over.json().message).toBe(JOINING_MESSAGES.quotaReached(3));

    // One use made stays counted after the revocation; the unused one is freed.
    expect((await registerWith(context, { ...newcomer(), invitationCode: two.code })).statusCode).toBe(201);
    await call(context, 'DELETE', `/api/invitations/${two.id}`, inviter.cookie);
    const mine = (await call(context, 'GET', '/api/invitations', inviter.cookie)).json();
    expect(mine).toMatchObject({ mayInvite: true, quota: 3, committed: 2 });
    expect(mine.invitations.find((item: { id: string }) => item.id === two.id).usedBy).toHaveLength(1);
    expect((await invite(inviter.cookie, { maxUses: 1 })).statusCode).toBe(201);
    expect((await invite(inviter.cookie, { maxUses: 1 })).statusCode).toBe(403);
  });

  it('a member revokes only their own; the staff revoke any', async () => {
    await setJoining(context, { membersMayInvite: true });
    const maker = await member(context);
    const other = await member(context);
    const staff = await member(context, { role: 'admin' });
    const invitation = (await invite(maker.cookie)).json();
    const refused = await call(context, 'DELETE', `/api/invitations/${invitation.id}`, other.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(JOINING_MESSAGES.notYourInvitation);
    expect((await call(context, 'DELETE', `/api/invitations/${invitation.id}`, staff.cookie)).statusCode).toBe(200);
    expect((await call(context, 'DELETE', '/api/invitations/no-such-id', staff.cookie)).statusCode).toBe(404);
  });

  it('refuses bad input with a clear 400', async () => {
    const staff = await member(context, { role: 'admin' });
    for (const [body, message] of [
      [{ maxUses: 0 }, 'An invitation must allow at least 1 use'],
      [{ maxUses: 1.5 }, 'The number of uses must be a whole number'],
      [{ expiresInDays: 91 }, 'An invitation may be valid for at most 90 days'],
      [{ expiresInDays: 'soon' }, 'The validity must be a number of days'],
    ] as const) {
      const response = await invite(staff.cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(response.json()), JSON.stringify(body)).toContain(message);
    }
  });
});
