import { describe, expect, it } from 'vitest';
import { MODERATION_MESSAGES } from '../../../common/moderation';
import { useTestApp } from '../../test/harness';
import { member } from '../../test/projects';
import { adminCalls, admin, bannedFields, DAY_MS, gateFixture, send, suspendedFields } from './test-support';

const context = useTestApp();

/** The admin routes the app really has, as OpenAPI lists them ("/api/admin/users/{userId}/warn"). */
function registeredAdminRoutes(): string[] {
  const spec = context.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(spec.paths)
    // The Site tab's routes (/api/admin/site), /api/admin/joining, /api/admin/security and
    // /api/admin/backups are admins' alone, with their own gates and tests (features/site/site-access,
    // features/joining/access, features/two-factor/staff-two-factor, features/backups/backups-access).
    .filter(
      ([path]) =>
        path.startsWith('/api/admin') &&
        !['/api/admin/site', '/api/admin/joining', '/api/admin/security', '/api/admin/backups'].some((own) => path.startsWith(own)),
    )
    .flatMap(([path, methods]) => Object.keys(methods).filter((method) => method !== 'head').map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
}

const fixture = () => gateFixture(context);

describe('the admin gate (decision 5)', () => {
  it('covers every registered admin route', () => {
    const templates = adminCalls({ userId: '{userId}', projectId: '{id}', commentId: '{id}', reportId: '{id}' });
    const covered = new Set(templates.map((call) => `${call.method} ${call.url.split('?')[0]}`));
    expect(registeredAdminRoutes()).toEqual([...covered].sort());
  });

  const refused = [
    ['an unverified account', { emailVerified: false }],
    ['a user', {}],
    ['a suspended user', suspendedFields()],
    ['a banned user', bannedFields()],
  ] as const;

  it('answers 401 to visitors and 403 to every non-admin, before reading the body', async () => {
    const ids = await fixture();
    const people = await Promise.all(refused.map(([, fields]) => member(context, fields)));
    for (const call of adminCalls(ids)) {
      const visitor = await send(context, call.method, call.url, null, 'payload' in call ? call.payload : undefined);
      expect(visitor.statusCode, `${call.method} ${call.url} as a visitor`).toBe(401);
      expect(visitor.json().message).toBe('Unauthorized');
      for (const [index, [label]] of refused.entries()) {
        const cookie = people[index]?.cookie;
        const answer = await send(context, call.method, call.url, cookie, 'payload' in call ? call.payload : undefined);
        expect(answer.statusCode, `${call.method} ${call.url} as ${label}`).toBe(403);
        expect(answer.json().message).toBe(MODERATION_MESSAGES.adminOnly);
        // An empty body changes nothing: the role is checked first.
        if (call.method !== 'GET') expect((await send(context, call.method, call.url, cookie, {})).statusCode).toBe(403);
      }
    }
  });

  it('lets an admin make every call', async () => {
    const ids = await fixture();
    const { cookie } = await admin(context);
    for (const call of adminCalls(ids)) {
      const answer = await send(context, call.method, call.url, cookie, 'payload' in call ? call.payload : undefined);
      expect(answer.statusCode, `${call.method} ${call.url}: ${answer.body}`).toBe(200);
    }
  });
});

describe('admin action validation (spec §5)', () => {
  const userActions = ['warn', 'suspend', 'ban', 'unban'];

  it.each([[{ reason: '' }], [{ reason: '    ' }], [{}], [{ reason: null }]])('refuses a blank reason %j on every user action', async (body) => {
    const { cookie } = await admin(context);
    const { user } = await member(context);
    for (const action of userActions) {
      const answer = await send(context, 'POST', `/api/admin/users/${user.id}/${action}`, cookie, body);
      expect(answer.statusCode, action).toBe(400);
      expect(answer.json().message).toBe('Please provide a reason for this action.');
    }
  });

  it.each([[{ reason: '' }], [{ reason: ' \n ' }], [{}]])('refuses a blank reason %j for hiding', async (body) => {
    const { cookie } = await admin(context);
    const ids = await fixture();
    for (const url of [`/api/admin/projects/${ids.projectId}/hide`, `/api/admin/comments/${ids.commentId}/hide`]) {
      const answer = await send(context, 'POST', url, cookie, body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe('Please provide a reason for hiding content.');
    }
  });

  it.each([[0], [366], [-3], [2.5], ['7']])('refuses a suspension of %j days', async (duration) => {
    const { cookie } = await admin(context);
    const { user } = await member(context);
    const answer = await send(context, 'POST', `/api/admin/users/${user.id}/suspend`, cookie, { reason: 'Spam', duration });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Suspension must last between 1 and 365 days.');
  });

  it('suspends for 1 and 365 days, and for 7 when no duration is given', async () => {
    const { cookie } = await admin(context);
    for (const [duration, days] of [[1, 1], [365, 365], [undefined, 7]] as const) {
      const { user } = await member(context);
      const before = Date.now();
      const answer = await send(context, 'POST', `/api/admin/users/${user.id}/suspend`, cookie, { reason: 'Spam', duration });
      expect(answer.statusCode).toBe(200);
      const until = new Date(answer.json().user.suspendedUntil).getTime();
      expect(until - before).toBeGreaterThanOrEqual(days * DAY_MS - 1000);
      expect(until - before).toBeLessThan(days * DAY_MS + 5000);
    }
  });

  it('refuses sanctions against oneself and other admins, and unknown people, reports and content', async () => {
    const me = await admin(context);
    const other = await admin(context);
    for (const action of ['warn', 'suspend', 'ban']) {
      const self = await send(context, 'POST', `/api/admin/users/${me.user.id}/${action}`, me.cookie, { reason: 'x' });
      expect(self.statusCode).toBe(400);
      expect(self.json().message).toBe('You cannot take action against your own account.');
      const peer = await send(context, 'POST', `/api/admin/users/${other.user.id}/${action}`, me.cookie, { reason: 'x' });
      expect(peer.statusCode).toBe(403);
      expect(peer.json().message).toBe('Administrators cannot be warned, suspended or banned.');
    }
    expect((await send(context, 'POST', '/api/admin/users/nobody/warn', me.cookie, { reason: 'x' })).json()).toMatchObject({ message: 'User not found' });
    expect((await send(context, 'POST', '/api/admin/projects/nothing/hide', me.cookie, { reason: 'x' })).statusCode).toBe(404);
    expect((await send(context, 'POST', '/api/admin/comments/nothing/hide', me.cookie, { reason: 'x' })).statusCode).toBe(404);
    expect((await send(context, 'PATCH', '/api/admin/reports/nothing', me.cookie, { status: 'reviewed' })).statusCode).toBe(404);
    const ids = await fixture();
    const unknownReport = await send(context, 'POST', `/api/admin/users/${ids.userId}/warn`, me.cookie, { reason: 'x', reportId: 'nothing' });
    expect(unknownReport.json()).toMatchObject({ message: 'Report not found' });
    const { user: someoneElse } = await member(context);
    const wrongPerson = await send(context, 'POST', `/api/admin/users/${someoneElse.id}/warn`, me.cookie, { reason: 'x', reportId: ids.reportId });
    expect(wrongPerson.statusCode).toBe(400);
    expect(wrongPerson.json().message).toBe('This report is about a different user.');
    const wrongContent = await send(context, 'POST', `/api/admin/projects/${ids.projectId}/hide`, me.cookie, { reason: 'x', reportId: ids.reportId });
    expect(wrongContent.json().message).toBe('This report is about different content.');
  });

  it('refuses a second ban and an unban of someone in good standing (409)', async () => {
    const { cookie } = await admin(context);
    const { user } = await member(context);
    expect((await send(context, 'POST', `/api/admin/users/${user.id}/unban`, cookie, { reason: 'x' })).json()).toMatchObject({
      message: 'This user is neither banned nor suspended.',
    });
    expect((await send(context, 'POST', `/api/admin/users/${user.id}/ban`, cookie, { reason: 'x' })).statusCode).toBe(200);
    const again = await send(context, 'POST', `/api/admin/users/${user.id}/ban`, cookie, { reason: 'x' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This user is already banned.');
    expect((await send(context, 'POST', `/api/admin/users/${user.id}/suspend`, cookie, { reason: 'x' })).statusCode).toBe(409);
  });
});
