import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { auditLog, blocks, conversationMembers, conversations, messages, notifications, userEvents } from '../../db/schema';
import type { TestContext } from '../../test/harness';
import { addImage, createProject, member, png } from '../../test/projects';
import { call } from '../people/test-support';

/**
 * A person (A) with one of everything an export lists and a deletion removes, among others:
 * B owns a project A likes and comments on, C likes it too; A follows B and C follows A; A
 * blocked D; A and B talk; A filed a report on B and C one on A. Rows the messaging feature
 * makes are written straight to their tables, so these tests do not depend on its routes.
 */
export async function personWithEverything(context: TestContext) {
  const { db } = context.deps.database;
  const a = await member(context, { firstName: 'Ada', lastName: 'Export', bio: 'Everything person' });
  const b = await member(context, { firstName: 'Bo', lastName: 'Other' });
  const c = await member(context, { firstName: 'Cy', lastName: 'Third' });
  const d = await member(context, { firstName: 'Di', lastName: 'Blocked' });
  const ok = (response: { statusCode: number; body: string }, status = 200) => expect(response.statusCode, response.body).toBe(status);

  ok(await call(context, 'PUT', '/api/settings', a.cookie, { theme: 'light', timezone: 'Europe/Oslo' }));
  const avatarForm = await multipartAvatar();
  ok(await context.app.inject({ method: 'POST', url: '/api/upload-avatar', headers: { ...avatarForm.headers, cookie: a.cookie }, payload: avatarForm.payload }));
  const project = await createProject(context.app, a.cookie, { title: 'Ada Export Project' });
  const media = await addImage(context.app, a.cookie, project.id);

  const bProject = await createProject(context.app, b.cookie, { title: 'Bo Project' });
  const bMedia = await addImage(context.app, b.cookie, bProject.id);
  ok(await call(context, 'POST', `/api/projects/${bProject.id}/like`, a.cookie));
  ok(await call(context, 'POST', `/api/projects/${bProject.id}/like`, c.cookie));
  ok(await call(context, 'POST', `/api/projects/${bProject.id}/comments`, a.cookie, { content: 'Lovely work, Bo' }), 201);
  ok(await call(context, 'PUT', `/api/collections/saved/items/${bProject.id}`, a.cookie));
  ok(await call(context, 'POST', `/api/projects/${bProject.id}/comments`, c.cookie, { content: 'Agreed' }), 201);
  ok(await call(context, 'POST', `/api/projects/${project.id}/like`, b.cookie));
  ok(await call(context, 'POST', `/api/projects/${project.id}/comments`, b.cookie, { content: 'Nice one, Ada' }), 201);
  ok(await call(context, 'GET', `/api/projects/${bProject.id}`, a.cookie));
  ok(await call(context, 'POST', `/api/users/${b.user.id}/follow`, a.cookie), 201);
  ok(await call(context, 'POST', `/api/users/${a.user.id}/follow`, c.cookie), 201);
  const filed = await call(context, 'POST', `/api/users/${b.user.id}/report`, a.cookie, { reason: 'spam', description: 'Sends links' });
  ok(filed, 201);
  const about = await call(context, 'POST', `/api/users/${a.user.id}/report`, c.cookie, { reason: 'harassment' });
  ok(about, 201);

  await db.insert(blocks).values({ blockerId: a.user.id, blockedId: d.user.id });
  const [first, second] = [a.user.id, b.user.id].sort() as [string, string];
  const conversationId = randomUUID();
  await db.insert(conversations).values({ id: conversationId, user1Id: first, user2Id: second, lastMessageAt: new Date() });
  await db.insert(conversationMembers).values([
    { conversationId, userId: a.user.id },
    { conversationId, userId: b.user.id },
  ]);
  const sentAt = Date.now() - 60_000;
  await db.insert(messages).values([
    { id: randomUUID(), conversationId, senderId: a.user.id, content: 'Hello Bo, about your project', createdAt: new Date(sentAt) },
    { id: randomUUID(), conversationId, senderId: b.user.id, content: 'Hi Ada!', createdAt: new Date(sentAt + 1000) },
  ]);
  await db.insert(notifications).values([
    { id: randomUUID(), userId: a.user.id, actorId: b.user.id, type: 'like', projectId: project.id },
    { id: randomUUID(), userId: b.user.id, actorId: a.user.id, type: 'message', conversationId },
  ]);
  await db.insert(userEvents).values([
    { userId: b.user.id, type: 'message', payload: { conversationId, senderId: a.user.id, content: 'Hello Bo' } },
    { userId: b.user.id, type: 'notification', payload: { unread: 3 } },
    { userId: a.user.id, type: 'notification', payload: { unread: 1 } },
  ]);
  const admin = await member(context, { role: 'admin', firstName: 'Ann', lastName: 'Admin' });
  await db.insert(auditLog).values({
    id: randomUUID(),
    actorId: admin.user.id,
    targetUserId: a.user.id,
    action: 'warn',
    reason: 'Rude comment',
    targetLabel: 'Ada Export',
    actorLabel: 'Ann Admin',
  });

  return { a, b, c, d, project, media, bProject, bMedia, conversationId, filedReportId: filed.json().id as string, aboutReportId: about.json().id as string };
}

async function multipartAvatar() {
  const form = new FormData();
  form.append('type', 'avatar');
  form.append('file', new Blob([new Uint8Array(await png(80, 80, '#10b981'))], { type: 'image/png' }), 'me.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') as string } };
}

