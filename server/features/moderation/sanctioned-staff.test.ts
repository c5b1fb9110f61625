import { describe, expect, it } from 'vitest';
import { APPEAL_MESSAGES } from '../../../common/appeals';
import { MODERATION_MESSAGES } from '../../../common/moderation';
import { STAFF_MESSAGES } from '../../../common/staff';
import { useTestApp } from '../../test/harness';
import { staffRoutes } from '../../test/routes';
import { createProject, member } from '../../test/projects';
import { admin, adminAction, adminCalls, appealedSanction, bannedFields, gateFixture, moderator, send, suspendedFields } from './test-support';

/**
 * Decision 0040: a moderator or admin who is suspended or banned has no staff rights while the
 * sanction lasts, and nobody lifts their own sanction or decides their own appeal.
 */
const context = useTestApp();

const SANCTIONED = [
  ['a suspended moderator', { role: 'moderator' as const, ...suspendedFields() }],
  ['a banned moderator', { role: 'moderator' as const, ...bannedFields() }],
  ['a suspended admin', { role: 'admin' as const, ...suspendedFields() }],
  ['a banned admin', { role: 'admin' as const, ...bannedFields() }],
] as const;

describe('sanctioned staff (decision 0040)', () => {
  it('refuses every staff route to a suspended or banned moderator or admin, saying why, before the body', async () => {
    const routes = staffRoutes(context.app);
    // The panel, the site's settings, joining, security and backups all register under /api/admin.
    for (const area of ['/api/admin/reports', '/api/admin/site', '/api/admin/joining', '/api/admin/security', '/api/admin/backups']) {
      expect(routes.some((route) => route.path.startsWith(area)), area).toBe(true);
    }
    for (const [label, fields] of SANCTIONED) {
      const { cookie } = await member(context, fields);
      for (const route of routes) {
        const answer = await send(context, route.method, route.path, cookie, route.method === 'GET' ? undefined : {});
        expect(answer.statusCode, `${route.method} ${route.path} as ${label}: ${answer.body}`).toBe(403);
        expect(answer.json()).toMatchObject({ message: STAFF_MESSAGES.powersPaused, staffPowersPaused: true });
      }
    }
  });

  it('refuses the staff calls with valid bodies too, and gives them back when the suspension is lifted', async () => {
    const ids = await gateFixture(context);
    const boss = await admin(context);
    const mod = await moderator(context);
    await adminAction(context, boss.cookie, `/users/${mod.user.id}/suspend`, { reason: 'Abused the queue', duration: 3 });
    for (const call of adminCalls(ids)) {
      const answer = await send(context, call.method, call.url, mod.cookie, 'payload' in call ? call.payload : undefined);
      expect(answer.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(answer.json().message).toBe(STAFF_MESSAGES.powersPaused);
    }
    await adminAction(context, boss.cookie, `/users/${mod.user.id}/unban`, { reason: 'Served enough' });
    expect((await send(context, 'GET', '/api/admin/reports', mod.cookie)).statusCode).toBe(200);
  });

  it('stops a banned moderator warning, reading reports, and accepting their own appeal', async () => {
    const boss = await admin(context);
    const mod = await moderator(context);
    const { user: target } = await member(context);
    await adminAction(context, boss.cookie, `/users/${mod.user.id}/ban`, { reason: 'Leaked reports' });

    const warn = await send(context, 'POST', `/api/admin/users/${target.id}/warn`, mod.cookie, { reason: 'Because I can' });
    expect(warn.statusCode).toBe(403);
    expect((await send(context, 'GET', '/api/admin/reports', mod.cookie)).statusCode).toBe(403);
    expect((await send(context, 'GET', '/api/admin/appeals', mod.cookie)).statusCode).toBe(403);

    const mine = (await send(context, 'GET', '/api/appeals/mine', mod.cookie)).json();
    const filed = await send(context, 'POST', '/api/appeals', mod.cookie, { sanctionId: mine.sanction.id, text: 'Let me back in' });
    expect(filed.statusCode).toBe(201);
    const accepted = await send(context, 'POST', `/api/admin/appeals/${filed.json().id}/accept`, mod.cookie, { reason: 'Fair enough' });
    expect(accepted.statusCode).toBe(403);
    expect((await send(context, 'GET', '/api/auth/user', mod.cookie)).json()).toMatchObject({ status: 'banned' });
    expect((await send(context, 'GET', `/api/admin/appeals?status=pending`, boss.cookie)).json().map((appeal: { id: string }) => appeal.id)).toContain(
      filed.json().id,
    );
  });

  it('stops a suspended moderator lifting their own suspension', async () => {
    const boss = await admin(context);
    const mod = await moderator(context);
    await adminAction(context, boss.cookie, `/users/${mod.user.id}/suspend`, { reason: 'Cooling off', duration: 7 });
    const lifted = await send(context, 'POST', `/api/admin/users/${mod.user.id}/unban`, mod.cookie, { reason: 'I am fine' });
    expect(lifted.statusCode).toBe(403);
    expect((await send(context, 'GET', '/api/auth/user', mod.cookie)).json()).toMatchObject({ status: 'suspended' });
  });

  it('hides what moderation hides from sanctioned staff, as from any member', async () => {
    const boss = await admin(context);
    const owner = await member(context);
    const project = await createProject(context.app, owner.cookie, { title: 'Hidden work' });
    await adminAction(context, boss.cookie, `/projects/${project.id}/hide`, { reason: 'Stolen artwork' });
    expect((await send(context, 'GET', `/api/projects/${project.id}`, (await moderator(context)).cookie)).statusCode).toBe(200);
    for (const [label, fields] of SANCTIONED) {
      const { cookie } = await member(context, fields);
      expect((await send(context, 'GET', `/api/projects/${project.id}`, cookie)).statusCode, label).toBe(404);
    }
  });
});

describe('nobody acts on their own account (decision 0040)', () => {
  it('refuses an admin lifting a sanction of their own, before looking at whether there is one', async () => {
    const boss = await admin(context);
    const answer = await send(context, 'POST', `/api/admin/users/${boss.user.id}/unban`, boss.cookie, { reason: 'Just in case' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(MODERATION_MESSAGES.notYourself);
  });

  it('refuses a warned moderator (whose rights a warning leaves) deciding the appeal of their own warning', async () => {
    const boss = await admin(context);
    const mod = await moderator(context);
    await adminAction(context, boss.cookie, `/users/${mod.user.id}/warn`, { reason: 'Too hasty' });
    const mine = (await send(context, 'GET', '/api/appeals/mine', mod.cookie)).json();
    const filed = (await send(context, 'POST', '/api/appeals', mod.cookie, { sanctionId: mine.sanction.id, text: 'It was a mistake' })).json();
    expect((await send(context, 'GET', '/api/admin/reports', mod.cookie)).statusCode).toBe(200);
    for (const verb of ['accept', 'reject']) {
      const answer = await send(context, 'POST', `/api/admin/appeals/${filed.id}/${verb}`, mod.cookie, { reason: 'Mine to judge' });
      expect(answer.statusCode, verb).toBe(403);
      expect(answer.json().message).toBe(APPEAL_MESSAGES.notYourOwn);
    }
    const pending = (await send(context, 'GET', '/api/admin/appeals?status=pending', boss.cookie)).json();
    expect(pending.find((appeal: { id: string }) => appeal.id === filed.id)).toMatchObject({ status: 'pending' });
  });
});

describe('who decides an appeal of each sanction (decision 0040)', () => {
  const KINDS = ['warn', 'suspend', 'ban'] as const;
  const refusedEveryKind = [
    ['a member', {}, MODERATION_MESSAGES.adminOnly],
    ['a suspended member', suspendedFields(), MODERATION_MESSAGES.adminOnly],
    ['a banned member', bannedFields(), MODERATION_MESSAGES.adminOnly],
    ...SANCTIONED.map(([label, fields]) => [label, fields, STAFF_MESSAGES.powersPaused] as const),
  ] as const;

  it.each(KINDS)('the appeal of a %s: refused to visitors, members and sanctioned staff; moderators only short of a ban', async (kind) => {
    const boss = await admin(context);
    const waiting = await appealedSanction(context, boss.cookie, kind);
    const decide = (cookie: string | null, appealId = waiting.appealId, verb = 'accept') =>
      send(context, 'POST', `/api/admin/appeals/${appealId}/${verb}`, cookie, { reason: 'Decided' });

    for (const verb of ['accept', 'reject']) {
      expect((await decide(null, waiting.appealId, verb)).statusCode).toBe(401);
      for (const [label, fields, message] of refusedEveryKind) {
        const answer = await decide((await member(context, fields)).cookie, waiting.appealId, verb);
        expect(answer.statusCode, `${verb} as ${label}`).toBe(403);
        expect(answer.json().message, label).toBe(message);
      }
    }

    const mod = await moderator(context);
    const byModerator = await decide(mod.cookie);
    if (kind === 'ban') {
      expect(byModerator.statusCode).toBe(403);
      expect(byModerator.json().message).toBe(APPEAL_MESSAGES.banAdminsOnly);
      expect((await decide(mod.cookie, waiting.appealId, 'reject')).json().message).toBe(APPEAL_MESSAGES.banAdminsOnly);
      expect((await send(context, 'GET', '/api/auth/user', waiting.cookie)).json()).toMatchObject({ status: 'banned' });
    } else {
      expect(byModerator.statusCode, byModerator.body).toBe(200);
    }

    const another = await appealedSanction(context, boss.cookie, kind);
    const byAdmin = await decide(boss.cookie, another.appealId);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect((await send(context, 'GET', '/api/auth/user', another.cookie)).json().status).toBe('active');
  });
});
