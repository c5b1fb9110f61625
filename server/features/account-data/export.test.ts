import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversationMembers } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { member } from '../../test/projects';
import { banned, call, suspended } from '../people/test-support';
import { personWithEverything } from './test-support';
import { admin, appealedSanction } from '../moderation/test-support';

const context = useTestApp();

describe('GET /api/auth/export-data', () => {
  it('downloads a dated JSON attachment with every section populated', async () => {
    const world = await personWithEverything(context);
    const { a, b, c, d } = world;
    const response = await call(context, 'GET', '/api/auth/export-data', a.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="shipyard-export-${today}.json"`);
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json();

    expect(Object.keys(data).sort()).toEqual(
      ['appeals', 'blocks', 'collections', 'comments', 'conversations', 'exportedAt', 'follows', 'format', 'joining', 'likes', 'notifications', 'profile', 'projects', 'reports', 'sessions', 'settings', 'signIn', 'uploads'].sort(),
    );
    expect(data.signIn).toEqual({ password: true, twoFactorEnabled: false, twoFactorEnabledAt: null, passkeys: [], linkedAccounts: [], knownDevices: expect.any(Array) });
    expect(data.sessions[0]).toMatchObject({ signInMethod: 'password' });
    expect(data.profile).toMatchObject({ id: a.user.id, email: a.user.email, firstName: 'Ada', bio: 'Everything person' });
    expect(data.profile.profileImageUrl).toMatch(/^\/uploads\//);
    expect(response.body).not.toContain('passwordHash');
    expect(response.body).not.toContain(a.user.passwordHash);
    expect(data.settings).toMatchObject({ theme: 'light', timezone: 'Europe/Oslo', emailNotifications: true });

    expect(data.projects).toHaveLength(1);
    expect(data.projects[0]).toMatchObject({ id: world.project.id, title: 'Ada Export Project', likesCount: 1, commentsCount: 1 });
    expect(data.projects[0].media).toEqual([expect.objectContaining({ id: world.media.id, type: 'image', url: world.media.url })]);
    expect(data.uploads.map((upload: { kind: string }) => upload.kind).sort()).toEqual(['avatar', 'image']);

    expect(data.comments).toEqual([expect.objectContaining({ projectId: world.bProject.id, projectTitle: 'Bo Project', content: 'Lovely work, Bo' })]);
    expect(data.likes).toEqual([expect.objectContaining({ projectId: world.bProject.id, projectTitle: 'Bo Project' })]);
    expect(data.collections).toEqual([
      expect.objectContaining({ name: 'Saved', isDefault: true, items: [expect.objectContaining({ projectId: world.bProject.id, projectTitle: 'Bo Project' })] }),
    ]);
    expect(data.follows.following).toEqual([expect.objectContaining({ id: b.user.id, name: 'Bo Other' })]);
    expect(data.follows.followers).toEqual([expect.objectContaining({ id: c.user.id, name: 'Cy Third' })]);
    expect(data.blocks).toEqual([expect.objectContaining({ id: d.user.id, name: 'Di Blocked' })]);

    expect(data.conversations).toHaveLength(1);
    expect(data.conversations[0]).toMatchObject({ id: world.conversationId, withUser: { id: b.user.id, name: 'Bo Other' } });
    expect(data.conversations[0].messages.map((message: { content: string; fromMe: boolean }) => [message.content, message.fromMe])).toEqual([
      ['Hello Bo, about your project', true],
      ['Hi Ada!', false],
    ]);
    // Written by the test, and by the notifications feature where it already reacts to likes and follows.
    expect(data.notifications).toContainEqual(expect.objectContaining({ type: 'like', actorId: b.user.id, projectId: world.project.id }));
    expect(data.reports).toEqual([
      expect.objectContaining({ id: world.filedReportId, reportedUserId: b.user.id, reportedUser: 'Bo Other', reason: 'spam', description: 'Sends links', status: 'pending' }),
    ]);
    // Reports about the person and the moderators' notes are not theirs to read.
    expect(response.body).not.toContain(world.aboutReportId);
    expect(data.sessions).toEqual([expect.objectContaining({ device: expect.any(String), current: true })]);
  });

  it('holds the appeals the person wrote, with the answer but not who gave it', async () => {
    const staff = await admin(context);
    const person = await appealedSanction(context, staff.cookie, 'warn', 'It was a one-off');
    expect((await call(context, 'POST', `/api/admin/appeals/${person.appealId}/reject`, staff.cookie, { reason: 'The links were spam' })).statusCode).toBe(200);
    const response = await call(context, 'GET', '/api/auth/export-data', person.cookie);
    expect(response.json().appeals).toEqual([
      expect.objectContaining({ id: person.appealId, sanctionKind: 'warn', text: 'It was a one-off', status: 'rejected', decisionReason: 'The links were spam' }),
    ]);
    expect(response.body).not.toContain(staff.user.id);
  });

  it('leaves out messages from before the person cleared the conversation', async () => {
    const world = await personWithEverything(context);
    await context.deps.database.db
      .update(conversationMembers)
      .set({ clearedAt: new Date(Date.now() - 30_000) })
      .where(and(eq(conversationMembers.conversationId, world.conversationId), eq(conversationMembers.userId, world.a.user.id)));
    const data = (await call(context, 'GET', '/api/auth/export-data', world.a.cookie)).json();
    expect(data.conversations[0].messages).toEqual([]);
    const theirs = (await call(context, 'GET', '/api/auth/export-data', world.b.cookie)).json();
    expect(theirs.conversations[0].messages).toHaveLength(2);
  });

  it('answers an empty but complete export to a new account', async () => {
    const { cookie } = await member(context);
    const data = (await call(context, 'GET', '/api/auth/export-data', cookie)).json();
    expect(data).toMatchObject({ projects: [], comments: [], likes: [], follows: { following: [], followers: [] }, blocks: [], conversations: [], notifications: [], reports: [], appeals: [] });
    expect(data.settings.theme).toBe('dark');
  });

  it('answers 401 to visitors and is open to suspended and banned accounts', async () => {
    expect((await call(context, 'GET', '/api/auth/export-data')).statusCode).toBe(401);
    for (const overrides of [suspended(), banned()]) {
      const { cookie } = await member(context, overrides);
      expect((await call(context, 'GET', '/api/auth/export-data', cookie)).statusCode).toBe(200);
    }
  });
});
