import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MODERATION_MESSAGES } from '../../../common/moderation';
import { TWO_FACTOR_MESSAGES } from '../../../common/two-factor';
import { auditLog, securitySettings } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { member } from '../../test/projects';
import { ROLE_FIELDS, ROLES, type Role } from '../../test/roles';
import { staffRoutes } from '../../test/routes';
import { call, enableTotp } from './test-support';

/** Admins may require two-factor sign-in for staff (decision 0025); the server holds every staff call. */
const context = useTestApp();

const adminOnly = { visitor: 401, member: 403, moderator: 403, admin: 200, suspended: 403, banned: 403 };

async function person(role: Role) {
  return role === 'visitor' ? { user: null, cookie: null } : member(context, ROLE_FIELDS[role]());
}

/** An admin with two-factor sign-in on turns the rule on or off through the API. */
async function setRule(required: boolean) {
  const admin = await member(context, { role: 'admin' });
  await enableTotp(context, admin.user.id, admin.cookie);
  const response = await call(context, 'PUT', '/api/admin/security/settings', admin.cookie, { requireStaffTwoFactor: required });
  expect(response.statusCode, response.body).toBe(200);
  return admin;
}

describe('who may read and change the staff security rule', () => {
  for (const [method, payload] of [['GET', undefined], ['PUT', { requireStaffTwoFactor: false }]] as const) {
    it(`${method} /api/admin/security/settings`, async () => {
      for (const role of ROLES) {
        const { cookie } = await person(role);
        const response = await call(context, method as 'GET', '/api/admin/security/settings', cookie, payload);
        expect(response.statusCode, `${role}: ${response.body}`).toBe(adminOnly[role]);
        if (response.statusCode === 403) expect(response.json().message).toBe(MODERATION_MESSAGES.adminOnly);
      }
    });
  }

  it('an admin without two-factor sign-in cannot turn the rule on; one with it can, and it is audit-logged', async () => {
    await context.deps.database.db.delete(securitySettings);
    const plain = await member(context, { role: 'admin' });
    const refused = await call(context, 'PUT', '/api/admin/security/settings', plain.cookie, { requireStaffTwoFactor: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(TWO_FACTOR_MESSAGES.turnOnYourselfFirst);
    const bad = await call(context, 'PUT', '/api/admin/security/settings', plain.cookie, { requireStaffTwoFactor: 'yes' });
    expect(bad.statusCode).toBe(400);

    const admin = await setRule(true);
    expect((await call(context, 'GET', '/api/admin/security/settings', admin.cookie)).json()).toEqual({ requireStaffTwoFactor: true });
    const [entry] = await context.deps.database.db.select().from(auditLog).where(eq(auditLog.actorId, admin.user.id)).orderBy(desc(auditLog.createdAt)).limit(1);
    expect(entry).toMatchObject({ action: 'change_security_settings', details: { requireStaffTwoFactor: true } });
    await setRule(false);
  });
});

describe('while the rule is on', () => {
  it('staff without two-factor sign-in get a clear 403 on every staff call; with it, they pass', async () => {
    await setRule(true);
    try {
      const moderator = await member(context, { role: 'moderator' });
      for (const url of ['/api/admin/reports', '/api/admin/stats', '/api/admin/joining/pending']) {
        const refused = await call(context, 'GET', url, moderator.cookie);
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json()).toMatchObject({ message: TWO_FACTOR_MESSAGES.staffNeedsTwoFactor, needsTwoFactor: true });
      }
      const admin = await member(context, { role: 'admin' });
      const adminRefused = await call(context, 'GET', '/api/admin/security/settings', admin.cookie);
      expect(adminRefused.json().needsTwoFactor).toBe(true);

      // Setting it up stays open to them, and then the staff tools open.
      await enableTotp(context, moderator.user.id, moderator.cookie);
      expect((await call(context, 'GET', '/api/admin/reports', moderator.cookie)).statusCode).toBe(200);

      // Members and visitors get the answers they always got.
      const plain = await member(context);
      const memberAnswer = await call(context, 'GET', '/api/admin/reports', plain.cookie);
      expect(memberAnswer.statusCode).toBe(403);
      expect(memberAnswer.json().message).toBe(MODERATION_MESSAGES.adminOnly);
      expect((await call(context, 'GET', '/api/admin/reports')).statusCode).toBe(401);
      // Staff calls outside the rule's reach (their own settings, the site) are not held.
      expect((await call(context, 'GET', '/api/auth/two-factor', admin.cookie)).statusCode).toBe(200);
    } finally {
      await setRule(false);
    }
  });

  it('without the rule, staff without two-factor sign-in use staff tools as before', async () => {
    const moderator = await member(context, { role: 'moderator' });
    expect((await call(context, 'GET', '/api/admin/reports', moderator.cookie)).statusCode).toBe(200);
  });
});

/** The same address spelt so that the router decodes it to the staff route, but a test of the raw URL does not see /api/admin/. */
const encodings = [
  (path: string) => path.replace('/api/admin/', '/api/%61dmin/'),
  (path: string) => path.replace('/api/admin/', '/api/adm%69n/'),
  (path: string) => path.replace('/api/admin/', '/api/%61%64%6D%69%6E/'),
  (path: string) => path.replace('/api/admin/', '/%61pi/admin/'),
];

describe('while the rule is on, an address spelt with percent-escapes', () => {
  it('is held like the plain one, on every staff route of every staff plugin', async () => {
    const routes = staffRoutes(context.app);
    // Moderation, the site, joining, backups, metrics and the security settings: every plugin's routes are here.
    for (const prefix of ['/api/admin/reports', '/api/admin/audit-log', '/api/admin/staff', '/api/admin/stats', '/api/admin/site', '/api/admin/joining', '/api/admin/backups', '/api/admin/security']) {
      expect(routes.some((route) => route.path.startsWith(prefix)), prefix).toBe(true);
    }
    await setRule(true);
    try {
      const moderator = await member(context, { role: 'moderator' });
      const admin = await member(context, { role: 'admin' });
      for (const [index, { method, path }] of routes.entries()) {
        // The moderator meets every spelling of every route; the admin one spelling of each.
        const calls = [...encodings.map((encode) => ['moderator', moderator.cookie, encode] as const), ['admin', admin.cookie, encodings[index % encodings.length]] as const];
        for (const [who, cookie, encode] of calls) {
          const url = (encode as (path: string) => string)(path);
          const response = await call(context, method, url, cookie);
          expect(response.statusCode, `${who} ${method} ${url}: ${response.body}`).toBe(403);
          expect(response.json()).toMatchObject({ message: TWO_FACTOR_MESSAGES.staffNeedsTwoFactor, needsTwoFactor: true });
        }
      }
      // The escaped addresses are the staff routes themselves: with two-factor sign-in on, they answer.
      await enableTotp(context, moderator.user.id, moderator.cookie);
      for (const encode of encodings) {
        for (const path of ['/api/admin/reports', '/api/admin/audit-log', '/api/admin/staff']) {
          expect((await call(context, 'GET', encode(path), moderator.cookie)).statusCode, encode(path)).toBe(200);
        }
      }
    } finally {
      await setRule(false);
    }
    // About two hundred calls: more than the default time on a busy machine.
  }, 60_000);
});
