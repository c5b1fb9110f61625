import { describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '../../../common/staff';
import { issueSetupLink, SETUP_LINK_LIFETIME_MS } from '../setup/service';
import { lockAdmins, setRole } from '../../core/people/role-repository';
import { useTestApp } from '../../test/harness';
import { createProject, member } from '../../test/projects';
import { changeRole, CLI_ACTOR } from './roles';
import { admin, moderator, send } from './test-support';

/** Roles (decision 0023): changes by admins and the CLI, the last admin, badges, the setup link. */
const context = useTestApp();

/** A fresh install has no admin: the tests of this database take the role from every admin. */
async function removeAllAdmins() {
  const { db } = context.deps.database;
  for (const id of await lockAdmins(db)) await setRole(db, id, 'user');
}

const putRole = (cookie: string, email: string, role: string, reason = 'Helps with reports') =>
  send(context, 'PUT', '/api/admin/roles', cookie, { email, role, reason });

describe('role changes', () => {
  it('an admin makes a member moderator and back, with the reason in the audit log', async () => {
    const boss = await admin(context);
    const { user, cookie } = await member(context);
    const made = await putRole(boss.cookie, user.email.toUpperCase(), 'moderator');
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ message: STAFF_MESSAGES.changed, user: { id: user.id, role: 'moderator' } });
    // The new moderator reaches the panel at once.
    expect((await send(context, 'GET', '/api/admin/reports', cookie)).statusCode).toBe(200);
    expect((await send(context, 'GET', '/api/admin/staff', cookie)).json()).toEqual(expect.arrayContaining([expect.objectContaining({ id: user.id, role: 'moderator' })]));
    expect((await putRole(boss.cookie, user.email, 'member', 'Stepped down')).json().user.role).toBe('user');
    expect((await send(context, 'GET', '/api/admin/reports', cookie)).statusCode).toBe(403);
    const log = (await send(context, 'GET', '/api/admin/audit-log?limit=5', boss.cookie)).json().entries;
    expect(log.slice(0, 2)).toMatchObject([
      { action: 'change_role', reason: 'Stepped down', details: { from: 'moderator', to: 'user' }, target: { id: user.id } },
      { action: 'change_role', reason: 'Helps with reports', details: { from: 'user', to: 'moderator' } },
    ]);
  });

  it('refuses the last admin giving up the role (409), allows it once another admin exists', async () => {
    // Every admin of this database but one loses the role first: the rule counts them all.
    const boss = await admin(context);
    const staff = (await send(context, 'GET', '/api/admin/staff', boss.cookie)).json() as { email: string; role: string }[];
    for (const other of staff.filter((row) => row.role === 'admin' && row.email !== boss.user.email)) {
      await changeRole(context.deps, { actor: null, email: other.email, role: 'user', reason: 'test set-up' });
    }
    const alone = await putRole(boss.cookie, boss.user.email, 'moderator', 'Stepping back');
    expect(alone.statusCode).toBe(409);
    expect(alone.json().message).toBe(STAFF_MESSAGES.lastAdmin);
    const { user } = await member(context);
    expect((await putRole(boss.cookie, user.email, 'admin')).statusCode).toBe(200);
    expect((await putRole(boss.cookie, boss.user.email, 'moderator', 'Stepping back')).json().user.role).toBe('moderator');
  });

  it('will not make a suspended or banned person staff', async () => {
    const boss = await admin(context);
    const { user } = await member(context);
    await send(context, 'POST', `/api/admin/users/${user.id}/suspend`, boss.cookie, { reason: 'Spam' });
    const refused = await putRole(boss.cookie, user.email, 'moderator');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(STAFF_MESSAGES.sanctionedStaff);
  });

  it('the CLI path (grant-role, grant-admin) changes the role and names the command line in the audit log', async () => {
    const boss = await admin(context);
    const { user } = await member(context);
    const result = await changeRole(context.deps, { actor: null, email: ` ${user.email} `, role: 'moderator', reason: 'grant-role from the command line' });
    expect(result.user.role).toBe('moderator');
    const again = await changeRole(context.deps, { actor: null, email: user.email, role: 'moderator', reason: 'again' });
    expect(again.message).toBe(STAFF_MESSAGES.unchanged);
    const [entry] = (await send(context, 'GET', '/api/admin/audit-log?limit=1', boss.cookie)).json().entries;
    expect(entry).toMatchObject({ action: 'change_role', actor: { id: null, name: CLI_ACTOR }, target: { id: user.id } });
  });
});

describe('staff badges', () => {
  it('shows staffRole on profiles, project authors and comment authors; null for members', async () => {
    const mod = await moderator(context);
    const boss = await admin(context);
    const plain = await member(context);
    const project = await createProject(context.app, mod.cookie);
    await send(context, 'POST', `/api/projects/${project.id}/comments`, boss.cookie, { content: 'Welcome!' });
    await send(context, 'POST', `/api/projects/${project.id}/comments`, plain.cookie, { content: 'Nice' });
    expect((await send(context, 'GET', `/api/users/${mod.user.id}`)).json().staffRole).toBe('moderator');
    expect((await send(context, 'GET', `/api/users/${plain.user.id}`)).json().staffRole).toBeNull();
    expect((await send(context, 'GET', `/api/projects/${project.id}`)).json().user.staffRole).toBe('moderator');
    const comments = (await send(context, 'GET', `/api/projects/${project.id}/comments`)).json();
    expect(comments.map((row: { user: { staffRole: string | null } }) => row.user.staffRole)).toEqual(['admin', null]);
  });
});

describe('the first-start setup link', () => {
  it('is issued only while no admin exists, works once for a verified member, and not after', async () => {
    await removeAllAdmins();
    expect((await send(context, 'GET', '/api/setup/status')).json()).toEqual({ needsAdmin: true });

    const link = await issueSetupLink(context.deps);
    if (!link) throw new Error('no link while no admin exists');
    expect(link.url).toMatch(/\/setup\/[\w-]{40,}$/);
    expect(link.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(SETUP_LINK_LIFETIME_MS);
    const token = link.url.split('/setup/')[1] ?? '';

    const unverified = await member(context, { emailVerified: false });
    expect((await send(context, 'POST', '/api/setup/claim', unverified.cookie, { token })).json().message).toBe(STAFF_MESSAGES.setupNeedsVerified);
    const wrong = await member(context);
    expect((await send(context, 'POST', '/api/setup/claim', wrong.cookie, { token: `${token}x` })).json().message).toBe(STAFF_MESSAGES.setupUsed);

    const first = await member(context, { firstName: 'Owner' });
    const claimed = await send(context, 'POST', '/api/setup/claim', first.cookie, { token });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().message).toBe(STAFF_MESSAGES.setupDone);
    expect((await send(context, 'GET', '/api/auth/user', first.cookie)).json().role).toBe('admin');
    expect((await send(context, 'GET', '/api/setup/status')).json()).toEqual({ needsAdmin: false });
    expect(await issueSetupLink(context.deps)).toBeNull();

    const reused = await send(context, 'POST', '/api/setup/claim', wrong.cookie, { token });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(STAFF_MESSAGES.setupHasAdmin);
  });

  it('an expired or spent link is refused even while no admin exists', async () => {
    await removeAllAdmins();
    const old = await issueSetupLink(context.deps, new Date(Date.now() - SETUP_LINK_LIFETIME_MS - 1000));
    const someone = await member(context);
    const answer = await send(context, 'POST', '/api/setup/claim', someone.cookie, { token: old?.url.split('/setup/')[1] });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(STAFF_MESSAGES.setupUsed);
  });
});
