import { eq } from 'drizzle-orm';
import pino from 'pino';
import { expect, it } from 'vitest';
import { AppScope } from '../../platform/app-scope';
import { users } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { createProject, member } from '../../test/projects';
import { siteStats } from './service';

const context = useTestApp();

it('GET /api/stats counts listed content and people who can sign in, publicly', async () => {
  const alice = await member(context);
  const bob = await member(context);
  await member(context, { emailVerified: false });
  const banned = await member(context);
  const listed = await createProject(context.app, alice.cookie, { title: 'Counted' });
  const draft = await createProject(context.app, alice.cookie, { title: 'Not counted', published: false });
  await createProject(context.app, banned.cookie, { title: 'Gone with its author' });
  for (const id of [listed.id, draft.id]) {
    await context.app.inject({ method: 'POST', url: `/api/projects/${id}/like`, headers: { cookie: bob.cookie } });
    await context.app.inject({ method: 'POST', url: `/api/projects/${id}/comments`, headers: { cookie: bob.cookie }, payload: { content: 'Nice' } });
  }
  await context.deps.database.db.update(users).set({ status: 'banned', bannedAt: new Date() }).where(eq(users.id, banned.user.id));
  const { refreshListed } = await import('../../core/projects/project-repository');
  await refreshListed(context.deps.database.db, { userId: banned.user.id });

  const response = await context.app.inject({ url: '/api/stats' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ totalUsers: 2, totalProjects: 1, totalLikes: 1, totalComments: 1 });
});

it('follows a write at once, in every app on the database (counters, not a per-process cache)', async () => {
  // Another app on the same database, as another process would be.
  const deps = { ...context.deps, scope: new AppScope(pino({ level: 'silent' })) };
  const before = await siteStats(deps);
  const author = await member(context);
  await createProject(context.app, author.cookie, { title: 'Counted at once' });
  expect(await siteStats(deps)).toEqual({ ...before, totalUsers: before.totalUsers + 1, totalProjects: before.totalProjects + 1 });
});
