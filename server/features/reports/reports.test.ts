import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REPORT_REASONS } from '../../../common/reports';
import { abuseReports } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { createProject, member } from '../../test/projects';
import { banned, call, suspended } from '../people/test-support';

const context = useTestApp();

const report = (cookie: string | undefined, userId: string, payload: Record<string, unknown>) =>
  call(context, 'POST', `/api/users/${userId}/report`, cookie, payload);
const rowOf = async (id: string) => (await context.deps.database.db.select().from(abuseReports).where(eq(abuseReports.id, id)))[0];

async function commentOn(cookie: string, projectId: string): Promise<string> {
  const response = await call(context, 'POST', `/api/projects/${projectId}/comments`, cookie, { content: 'You are all terrible' });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

describe('POST /api/users/:id/report', () => {
  it('files a pending report for the admin panel and answers 201 { id, message }', async () => {
    const reporter = await member(context, { firstName: 'Ada', lastName: 'Reporter' });
    const reported = await member(context, { firstName: 'Mal', lastName: 'Icious' });
    const response = await report(reporter.cookie, reported.user.id, { reason: 'harassment', description: '  Keeps sending insults  ' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ id: expect.any(String), message: 'Report submitted' });
    expect(await rowOf(body.id)).toMatchObject({
      reporterId: reporter.user.id,
      reportedUserId: reported.user.id,
      reason: 'harassment',
      description: 'Keeps sending insults',
      status: 'pending',
      projectId: null,
      commentId: null,
      reporterLabel: 'Ada Reporter',
      reportedUserLabel: 'Mal Icious',
    });
  });

  it('accepts each of the six reasons, and no description', async () => {
    const reporter = await member(context);
    const reported = await member(context);
    for (const reason of REPORT_REASONS) {
      const response = await report(reporter.cookie, reported.user.id, { reason });
      expect(response.statusCode).toBe(201);
      expect((await rowOf(response.json().id))?.description).toBeNull();
    }
  });

  it.each([[{}], [{ reason: 'rude' }], [{ reason: '' }], [{ reason: null }]])("answers 'Please select a reason' to %j", async (payload) => {
    const reporter = await member(context);
    const reported = await member(context);
    const response = await report(reporter.cookie, reported.user.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Please select a reason', fields: [{ field: 'reason' }] });
  });

  it('bounds the description to 1000 characters after trimming', async () => {
    const reporter = await member(context);
    const reported = await member(context);
    expect((await report(reporter.cookie, reported.user.id, { reason: 'spam', description: `  ${'x'.repeat(1000)}  ` })).statusCode).toBe(201);
    const long = await report(reporter.cookie, reported.user.id, { reason: 'other', description: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Description must be at most 1000 characters');
  });

  it('refuses reporting yourself, and answers 404 for unknown and banned people', async () => {
    const reporter = await member(context);
    const self = await report(reporter.cookie, reporter.user.id, { reason: 'spam' });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot report yourself');
    const unknown = await report(reporter.cookie, 'no-such-user', { reason: 'spam' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Developer not found');
    const gone = await member(context, banned());
    expect((await report(reporter.cookie, gone.user.id, { reason: 'spam' })).statusCode).toBe(404);
  });

  it('folds a repeated identical report while it is pending', async () => {
    const reporter = await member(context);
    const reported = await member(context);
    const first = await report(reporter.cookie, reported.user.id, { reason: 'spam', description: 'Links everywhere' });
    const again = await report(reporter.cookie, reported.user.id, { reason: 'spam', description: 'Still at it' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ id: first.json().id, message: 'Report submitted' });
    const rows = await context.deps.database.db.select().from(abuseReports).where(eq(abuseReports.reportedUserId, reported.user.id));
    expect(rows).toHaveLength(1);

    // Another reason, another reporter, or a report already reviewed: a new report each.
    expect((await report(reporter.cookie, reported.user.id, { reason: 'threats' })).statusCode).toBe(201);
    const second = await member(context);
    expect((await report(second.cookie, reported.user.id, { reason: 'spam' })).statusCode).toBe(201);
    await context.deps.database.db.update(abuseReports).set({ status: 'reviewed' }).where(eq(abuseReports.id, first.json().id));
    expect((await report(reporter.cookie, reported.user.id, { reason: 'spam' })).statusCode).toBe(201);
  });

  it('folds identical reports sent at the same moment', async () => {
    const reporter = await member(context);
    const reported = await member(context);
    const answers = await Promise.all([1, 2, 3].map(() => report(reporter.cookie, reported.user.id, { reason: 'impersonation' })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
  });

  it("targets the reported person's own project or comment, and refuses someone else's", async () => {
    const reporter = await member(context);
    const reported = await member(context);
    const bystander = await member(context);
    const theirs = await createProject(context.app, reported.cookie);
    const others = await createProject(context.app, bystander.cookie);
    const theirComment = await commentOn(reported.cookie, others.id);
    const othersComment = await commentOn(bystander.cookie, theirs.id);

    const onProject = await report(reporter.cookie, reported.user.id, { reason: 'inappropriate-content', projectId: theirs.id });
    expect(onProject.statusCode).toBe(201);
    expect(await rowOf(onProject.json().id)).toMatchObject({ projectId: theirs.id, commentId: null });
    const onComment = await report(reporter.cookie, reported.user.id, { reason: 'inappropriate-content', commentId: theirComment });
    expect(onComment.statusCode).toBe(201);
    expect(onComment.json().id).not.toBe(onProject.json().id);

    for (const payload of [{ projectId: others.id }, { commentId: othersComment }, { projectId: 'missing' }, { commentId: theirComment, projectId: theirs.id }]) {
      const response = await report(reporter.cookie, reported.user.id, { reason: 'spam', ...payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('The reported content does not belong to this user');
    }
  });

  it('answers 401 to visitors before any field error, lets suspended accounts report and refuses banned ones', async () => {
    const reported = await member(context);
    const visitor = await report(undefined, reported.user.id, {});
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('Unauthorized');
    const suspendedUser = await member(context, suspended());
    expect((await report(suspendedUser.cookie, reported.user.id, { reason: 'harassment' })).statusCode).toBe(201);
    const bannedUser = await member(context, banned());
    const refused = await report(bannedUser.cookie, reported.user.id, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().accountStatus).toBe('banned');
  });
});

describe('report rate limit', () => {
  const limited = useTestApp({ rateLimits: true });

  it('allows 20 reports an hour per account, then 429', async () => {
    const reporter = await member(limited);
    const reported = await member(limited);
    const send = () =>
      limited.app.inject({ method: 'POST', url: `/api/users/${reported.user.id}/report`, headers: { cookie: reporter.cookie }, payload: { reason: 'spam' } });
    for (let count = 0; count < 20; count += 1) expect((await send()).statusCode).toBeLessThan(300);
    const blocked = await send();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});
