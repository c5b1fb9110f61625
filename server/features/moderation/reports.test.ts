import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { createProject, member } from '../../test/projects';
import { admin, adminAction, fileReport, send } from './test-support';

const context = useTestApp();

describe('abuse reports in the admin panel (spec §2, §3, §4)', () => {
  it('lists reports newest first with reporter and reported person, filters by status and counts them', async () => {
    const moderator = await admin(context);
    const empty = (await send(context, 'GET', '/api/admin/stats', moderator.cookie)).json();
    expect(empty).toEqual({ totalReports: 0, pendingReports: 0, reviewedReports: 0, resolvedReports: 0, pendingAppeals: 0, totalAppeals: 0 });
    expect((await send(context, 'GET', '/api/admin/reports', moderator.cookie)).json()).toEqual([]);

    const alice = await member(context, { firstName: 'Alice', lastName: 'Reporter' });
    const bob = await member(context, { firstName: 'Bob', lastName: 'Reported' });
    const carol = await member(context, { firstName: 'Carol', lastName: 'Other' });
    const project = await createProject(context.app, bob.cookie, { title: 'Spam project' });
    const older = await fileReport(context, alice.cookie, bob.user.id, { reason: 'spam', projectId: project.id, description: 'Ads only' });
    const newer = await fileReport(context, alice.cookie, carol.user.id, { reason: 'harassment', description: 'Insults' });

    const all = (await send(context, 'GET', '/api/admin/reports', moderator.cookie)).json();
    expect(all.map((report: { id: string }) => report.id)).toEqual([newer, older]);
    expect(all[1]).toEqual({
      id: older,
      reason: 'spam',
      status: 'pending',
      description: 'Ads only',
      createdAt: expect.any(String),
      reporter: { firstName: 'Alice', lastName: 'Reporter', email: alice.user.email },
      reportedUser: { firstName: 'Bob', lastName: 'Reported', email: bob.user.email, status: 'active' },
      reportedUserId: bob.user.id,
      projectId: project.id,
      commentId: null,
      adminNotes: null,
      actionTaken: null,
      actionDetails: null,
      reviewedAt: null,
      project: { id: project.id, title: 'Spam project', slug: project.slug, hidden: false },
      comment: null,
    });

    const patched = await send(context, 'PATCH', `/api/admin/reports/${newer}`, moderator.cookie, { status: 'reviewed', adminNotes: '  Checked the DMs  ' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ status: 'reviewed', adminNotes: 'Checked the DMs', reviewedAt: expect.any(String) });

    const pending = (await send(context, 'GET', '/api/admin/reports?status=pending', moderator.cookie)).json();
    expect(pending.map((report: { id: string }) => report.id)).toEqual([older]);
    const reviewed = (await send(context, 'GET', '/api/admin/reports?status=reviewed', moderator.cookie)).json();
    expect(reviewed.map((report: { id: string }) => report.id)).toEqual([newer]);
    expect((await send(context, 'GET', '/api/admin/reports?status=resolved', moderator.cookie)).json()).toEqual([]);
    expect((await send(context, 'GET', '/api/admin/reports?status=all', moderator.cookie)).json()).toHaveLength(2);
    expect((await send(context, 'GET', '/api/admin/reports?status=bogus', moderator.cookie)).statusCode).toBe(400);

    await adminAction(context, moderator.cookie, `/projects/${project.id}/hide`, { reason: 'Only ads', reportId: older });
    expect((await send(context, 'GET', '/api/admin/stats', moderator.cookie)).json()).toEqual({
      totalReports: 2,
      pendingReports: 0,
      reviewedReports: 1,
      resolvedReports: 1,
      pendingAppeals: 0,
      totalAppeals: 0,
    });
    const resolved = (await send(context, 'GET', '/api/admin/reports?status=resolved', moderator.cookie)).json();
    expect(resolved[0]).toMatchObject({
      id: older,
      actionTaken: 'content_hidden',
      actionDetails: 'Project hidden: Only ads',
      project: { hidden: true },
    });
  });

  it('sets any status in any order; back to pending clears the review stamp; every change is audited', async () => {
    const moderator = await admin(context);
    const [reporter, reported] = [await member(context), await member(context)];
    const id = await fileReport(context, reporter.cookie, reported.user.id);
    const patch = (body: Record<string, unknown>) => send(context, 'PATCH', `/api/admin/reports/${id}`, moderator.cookie, body);
    expect((await patch({ status: 'resolved', actionTaken: 'warning', actionDetails: 'Talked to them' })).json()).toMatchObject({
      status: 'resolved',
      actionTaken: 'warning',
      actionDetails: 'Talked to them',
    });
    expect((await patch({ status: 'pending' })).json()).toMatchObject({ status: 'pending', reviewedAt: null, actionTaken: 'warning' });
    expect((await patch({ adminNotes: '' })).json().adminNotes).toBeNull();
    expect((await patch({ status: 'closed' })).statusCode).toBe(400);
    const log = (await send(context, 'GET', '/api/admin/audit-log', moderator.cookie)).json();
    const entries = log.entries.filter((entry: { reportId: string | null }) => entry.reportId === id);
    expect(entries.map((entry: { action: string }) => entry.action)).toEqual(['update_report', 'update_report', 'update_report']);
    expect(entries[1]).toMatchObject({ details: { from: 'resolved', to: 'pending' }, target: { id: reported.user.id } });
  });

  it('shows the kept label for a reporter whose account is gone', async () => {
    const moderator = await admin(context);
    const [reporter, reported] = [await member(context, { firstName: 'Gone', lastName: 'Soon' }), await member(context)];
    const id = await fileReport(context, reporter.cookie, reported.user.id);
    await context.deps.database.db.delete(users).where(eq(users.id, reporter.user.id));
    const [report] = (await send(context, 'GET', '/api/admin/reports', moderator.cookie)).json().filter((row: { id: string }) => row.id === id);
    expect(report.reporter).toEqual({ firstName: 'Gone Soon', lastName: '', email: '' });
  });
});
