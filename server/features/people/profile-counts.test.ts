import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { peopleCounts, projects } from '../../db/schema';
import { call, createSignedInUser, createUser } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { createProject } from '../../test/projects';

/**
 * A profile's counts come from people_counts, which triggers keep with every write that moves them
 * (migration 0017, issue 12). Each step here goes through the app as a person would, and the
 * stored counts must equal a recount from scratch after every one of them.
 */
const context = useTestApp();

async function profileCounts(id: string) {
  const body = (await call(context, 'GET', `/api/users/${id}`)).json();
  return { projects: body.projectCount, likes: body.likesReceived, followers: body.followersCount, following: body.followingCount };
}

/** The counts as kept, against the counts recounted from the tables (the function the migration backfills with). */
async function keptEqualsRecount() {
  const { db } = context.deps.database;
  const kept = await db.select().from(peopleCounts).orderBy(peopleCounts.userId);
  await db.execute(sql`select shipyard_recount_people_counts()`);
  const recounted = await db.select().from(peopleCounts).orderBy(peopleCounts.userId);
  const nonZero = (rows: typeof kept) => rows.filter((row) => row.listedProjects || row.likesReceived || row.followers || row.following);
  expect(nonZero(kept)).toEqual(nonZero(recounted));
}

function expectOk(response: { statusCode: number; body: string }) {
  expect(response.statusCode, response.body).toBeLessThan(300);
}

describe('profile counts kept with the writes', () => {
  it('move with projects, likes, follows, a ban and its end, and an account deleted', async () => {
    const star = await createSignedInUser(context);
    const fan = await createSignedInUser(context);
    const other = await createSignedInUser(context);
    const admin = await createSignedInUser(context, { role: 'admin' });
    const project = await createProject(context.app, star.cookie, { title: 'Counted Project' });
    await createProject(context.app, star.cookie, { title: 'A Draft', published: false });
    expect(await profileCounts(star.user.id)).toEqual({ projects: 1, likes: 0, followers: 0, following: 0 });

    expectOk(await call(context, 'POST', `/api/projects/${project.id}/like`, fan.cookie));
    expectOk(await call(context, 'POST', `/api/projects/${project.id}/like`, other.cookie));
    // The same call again takes the like back.
    expect((await call(context, 'POST', `/api/projects/${project.id}/like`, other.cookie)).json()).toMatchObject({ liked: false });
    expectOk(await call(context, 'POST', `/api/users/${star.user.id}/follow`, fan.cookie));
    expectOk(await call(context, 'POST', `/api/users/${star.user.id}/follow`, other.cookie));
    expectOk(await call(context, 'POST', `/api/users/${fan.user.id}/follow`, star.cookie));
    expect(await profileCounts(star.user.id)).toEqual({ projects: 1, likes: 1, followers: 2, following: 1 });
    expect(await profileCounts(fan.user.id)).toEqual({ projects: 0, likes: 0, followers: 1, following: 1 });
    await keptEqualsRecount();

    // Views and trending move the project all the time and no count.
    await context.deps.database.db.update(projects).set({ viewsCount: 50, trendingScore: 99 }).where(eq(projects.id, project.id));
    // A banned person's follows count for no one, until the ban ends.
    const ban = await call(context, 'POST', `/api/admin/users/${fan.user.id}/ban`, admin.cookie, { reason: 'Spam everywhere' });
    expectOk(ban);
    expect(await profileCounts(star.user.id)).toMatchObject({ followers: 1, following: 0 });
    await keptEqualsRecount();
    expectOk(await call(context, 'POST', `/api/admin/users/${fan.user.id}/unban`, admin.cookie, { reason: 'Appeal accepted' }));
    expect(await profileCounts(star.user.id)).toMatchObject({ followers: 2, following: 1 });

    // A project taken off the listing takes its likes with it.
    await context.deps.database.db.update(projects).set({ listed: false }).where(eq(projects.id, project.id));
    expect(await profileCounts(star.user.id)).toMatchObject({ projects: 0, likes: 0 });
    await context.deps.database.db.update(projects).set({ listed: true }).where(eq(projects.id, project.id));

    // Deleting an account deletes its follows: the others' counts follow, its own row goes.
    const deleted = await call(context, 'DELETE', '/api/auth/delete-account', other.cookie, {});
    expectOk(deleted);
    expect(await profileCounts(star.user.id)).toEqual({ projects: 1, likes: 1, followers: 1, following: 1 });
    const { db } = context.deps.database;
    expect(await db.select().from(peopleCounts).where(eq(peopleCounts.userId, other.user.id))).toEqual([]);
    await keptEqualsRecount();
    // Many requests in one journey: room for a busy machine.
  }, 120_000);

  it('a person with nothing counted has no row and reads zeros', async () => {
    const quiet = await createUser(context);
    expect(await profileCounts(quiet.id)).toEqual({ projects: 0, likes: 0, followers: 0, following: 0 });
  });
});
