import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { comments, users } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { createProject, member } from '../../test/projects';

const context = useTestApp();
const post = (id: string, payload: unknown, cookie?: string) =>
  context.app.inject({ method: 'POST', url: `/api/projects/${id}/comments`, headers: cookie ? { cookie } : {}, payload: payload as object });
const list = (id: string, cookie?: string) => context.app.inject({ url: `/api/projects/${id}/comments`, headers: cookie ? { cookie } : {} });

describe('comments', () => {
  it('posts a trimmed comment and lists comments oldest first with their authors', async () => {
    const owner = await member(context);
    const reader = await member(context, { firstName: 'Ada', lastName: 'Lovelace', profileImageUrl: '/uploads/aa/x.png' });
    const { id } = await createProject(context.app, owner.cookie);
    const created = await post(id, { content: '  First!  ' }, reader.cookie);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(String),
      projectId: id,
      content: 'First!',
      createdAt: expect.any(String),
      user: { id: reader.user.id, firstName: 'Ada', lastName: 'Lovelace', profileImageUrl: '/uploads/aa/x.png', staffRole: null },
    });
    await post(id, { content: 'Second' }, owner.cookie);
    const listed = (await list(id)).json();
    expect(listed.map((comment: { content: string }) => comment.content)).toEqual(['First!', 'Second']);
    expect((await context.app.inject({ url: `/api/projects/${id}` })).json()).toMatchObject({ commentsCount: 2, _count: { comments: 2 } });
  });

  it.each([[{ content: '   ' }], [{ content: '' }], [{}]])("refuses a blank comment with 'Comment cannot be empty' (%j)", async (payload) => {
    const { cookie } = await member(context);
    const { id } = await createProject(context.app, cookie);
    const response = await post(id, payload, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Comment cannot be empty');
  });

  it('needs sign-in and an account in good standing', async () => {
    const owner = await member(context);
    const { id } = await createProject(context.app, owner.cookie);
    const anonymous = await post(id, { content: 'Hello' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Unauthorized');
    const suspended = await member(context, { status: 'suspended', suspendedUntil: new Date(Date.now() + 86_400_000) });
    expect((await post(id, { content: 'Hello' }, suspended.cookie)).json().message).toMatch(/^Your account is suspended/);
    const banned = await member(context, { status: 'banned', bannedAt: new Date() });
    expect((await post(id, { content: 'Hello' }, banned.cookie)).statusCode).toBe(403);
  });

  it('cannot comment on or read the comments of a draft of someone else', async () => {
    const owner = await member(context);
    const other = await member(context);
    const { id } = await createProject(context.app, owner.cookie, { published: false });
    expect((await post(id, { content: 'Hi' }, other.cookie)).statusCode).toBe(404);
    expect((await list(id, other.cookie)).statusCode).toBe(404);
    expect((await post(id, { content: 'Note to self' }, owner.cookie)).statusCode).toBe(201);
  });

  it('lets an admin read the comments of a draft of someone else but not comment on it (404)', async () => {
    const owner = await member(context);
    const admin = await member(context, { role: 'admin' });
    const { id } = await createProject(context.app, owner.cookie, { published: false });
    expect((await post(id, { content: 'Note to self' }, owner.cookie)).statusCode).toBe(201);
    const refused = await post(id, { content: 'Admin was here' }, admin.cookie);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Project not found');
    const read = await list(id, admin.cookie);
    expect(read.statusCode).toBe(200);
    expect(read.json().map((comment: { content: string }) => comment.content)).toEqual(['Note to self']);
  });

  it('shows hidden comments and those of banned people only to their author and admins', async () => {
    const owner = await member(context);
    const author = await member(context);
    const banned = await member(context);
    const admin = await member(context, { role: 'admin' });
    const { id } = await createProject(context.app, owner.cookie);
    const hidden = (await post(id, { content: 'Hidden one' }, author.cookie)).json();
    await post(id, { content: 'From someone later banned' }, banned.cookie);
    await post(id, { content: 'Visible' }, owner.cookie);
    const { db } = context.deps.database;
    await db.update(comments).set({ hiddenAt: new Date(), hiddenReason: 'rude' }).where(eq(comments.id, hidden.id));
    await db.update(users).set({ status: 'banned', bannedAt: new Date() }).where(eq(users.id, banned.user.id));
    const contents = async (cookie?: string) => (await list(id, cookie)).json().map((comment: { content: string }) => comment.content);
    expect(await contents()).toEqual(['Visible']);
    expect(await contents(owner.cookie)).toEqual(['Visible']);
    expect(await contents(author.cookie)).toEqual(['Hidden one', 'Visible']);
    expect(await contents(admin.cookie)).toEqual(['Hidden one', 'From someone later banned', 'Visible']);
  });
});
