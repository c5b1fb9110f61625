import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { createProject, member } from '../../test/projects';
import { admin, adminAction, fileReport, send } from './test-support';

const context = useTestApp();

const status = async (url: string, cookie?: string) => (await send(context, 'GET', url, cookie)).statusCode;
const feedIds = async () => (await send(context, 'GET', '/api/projects?limit=50')).json().map((project: { id: string }) => project.id);
const contents = async (projectId: string, cookie?: string) =>
  (await send(context, 'GET', `/api/projects/${projectId}/comments`, cookie)).json().map((comment: { content: string }) => comment.content);
const commentsCount = async (projectId: string) => (await send(context, 'GET', `/api/projects/${projectId}`)).json().commentsCount;

describe('hiding content (decision 8)', () => {
  it('hides a project from everyone but its owner and admins, and unhides it', async () => {
    const moderator = await admin(context);
    const owner = await member(context);
    const other = await member(context);
    const project = await createProject(context.app, owner.cookie, { title: 'Questionable' });
    const totals = (await send(context, 'GET', '/api/stats')).json();

    const result = await adminAction<{ message: string }>(context, moderator.cookie, `/projects/${project.id}/hide`, { reason: 'Stolen artwork' });
    expect(result.message).toBe('Content has been hidden.');
    expect(await feedIds()).not.toContain(project.id);
    expect(await status(`/api/projects/${project.id}`)).toBe(404);
    expect(await status(`/api/projects/slug/${project.slug}`, other.cookie)).toBe(404);
    expect(await status(`/api/projects/${project.id}/comments`, other.cookie)).toBe(404);
    expect(await status(`/api/projects/${project.id}`, owner.cookie)).toBe(200);
    expect(await status(`/api/projects/${project.id}`, moderator.cookie)).toBe(200);
    const ownView = (await send(context, 'GET', `/api/users/${owner.user.id}/projects`, owner.cookie)).json();
    expect(ownView.map((item: { id: string }) => item.id)).toContain(project.id);
    const publicView = (await send(context, 'GET', `/api/users/${owner.user.id}/projects`, other.cookie)).json();
    expect(publicView.map((item: { id: string }) => item.id)).not.toContain(project.id);
    const search = (await send(context, 'GET', '/api/projects?search=Questionable')).json();
    expect(search.map((item: { id: string }) => item.id)).not.toContain(project.id);
    expect((await send(context, 'POST', `/api/projects/${project.id}/like`, other.cookie)).statusCode).toBe(404);
    // Owners keep editing; the project stays hidden whatever they change.
    const edited = await send(context, 'PUT', `/api/projects/${project.id}`, owner.cookie, {
      title: 'Questionable v2',
      description: 'A small app that does one thing well',
      categories: ['frontend-development'],
      published: true,
    });
    expect(edited.statusCode).toBe(200);
    expect(await feedIds()).not.toContain(project.id);
    await context.mail.waitFor(owner.user.email, 'hidden');

    await adminAction(context, moderator.cookie, `/projects/${project.id}/unhide`, { reason: 'Artist confirmed it is theirs' });
    expect(await feedIds()).toContain(project.id);
    expect(await status(`/api/projects/${project.id}`, other.cookie)).toBe(200);
    expect((await send(context, 'GET', '/api/stats')).json().totalProjects).toBeGreaterThanOrEqual(totals.totalProjects);
  });

  it('hides a comment from everyone but its author and admins; the count drops once and comes back', async () => {
    const moderator = await admin(context);
    const owner = await member(context);
    const author = await member(context);
    const reader = await member(context);
    const project = await createProject(context.app, owner.cookie);
    const rude = (await send(context, 'POST', `/api/projects/${project.id}/comments`, author.cookie, { content: 'Rude words' })).json();
    await send(context, 'POST', `/api/projects/${project.id}/comments`, reader.cookie, { content: 'Kind words' });
    const reportId = await fileReport(context, reader.cookie, author.user.id, { reason: 'harassment', commentId: rude.id });
    expect(await commentsCount(project.id)).toBe(2);

    const result = await adminAction<{ report: Record<string, unknown> }>(context, moderator.cookie, `/comments/${rude.id}/hide`, {
      reason: 'Insults',
      reportId,
    });
    expect(result.report).toMatchObject({ status: 'resolved', actionTaken: 'content_hidden', actionDetails: 'Comment hidden: Insults', comment: { hidden: true } });
    expect(await contents(project.id)).toEqual(['Kind words']);
    expect(await contents(project.id, reader.cookie)).toEqual(['Kind words']);
    expect(await contents(project.id, owner.cookie)).toEqual(['Kind words']);
    expect(await contents(project.id, author.cookie)).toEqual(['Rude words', 'Kind words']);
    expect(await contents(project.id, moderator.cookie)).toEqual(['Rude words', 'Kind words']);
    expect(await commentsCount(project.id)).toBe(1);

    // Hiding again only updates the reason; a ban of the author does not count it twice.
    await adminAction(context, moderator.cookie, `/comments/${rude.id}/hide`, { reason: 'Insults, really' });
    await adminAction(context, moderator.cookie, `/users/${author.user.id}/ban`, { reason: 'Troll' });
    await adminAction(context, moderator.cookie, `/users/${author.user.id}/unban`, { reason: 'Appeal' });
    expect(await commentsCount(project.id)).toBe(1);

    await adminAction(context, moderator.cookie, `/comments/${rude.id}/unhide`, { reason: 'Context was a joke' });
    expect(await contents(project.id, reader.cookie)).toEqual(['Rude words', 'Kind words']);
    expect(await commentsCount(project.id)).toBe(2);

    const log = (await send(context, 'GET', '/api/admin/audit-log', moderator.cookie)).json();
    expect(log.entries.map((entry: { action: string }) => entry.action).slice(0, 5)).toEqual([
      'unhide_comment',
      'unban',
      'ban',
      'hide_comment',
      'hide_comment',
    ]);
    expect(log.entries[4]).toMatchObject({ reason: 'Insults', reportId, commentId: rude.id, projectId: project.id, target: { id: author.user.id } });
    const bell = (await send(context, 'GET', '/api/notifications', author.cookie)).json();
    expect(bell.items.some((item: { message: string | null }) => item.message?.includes('Reason: Insults'))).toBe(true);
  });
});
