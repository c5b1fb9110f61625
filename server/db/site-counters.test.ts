import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POPULAR_SKILLS_SHOWN } from '../../common/people';
import { listedInDirectory, shownToOthers } from '../core/people/user-repository';
import { directoryNumbers } from '../features/people/directory-repository';
import { admin, adminAction, send } from '../features/moderation/test-support';
import { createUser, uniqueEmail } from '../test/factories';
import { useTestApp } from '../test/harness';
import { linkIn } from '../test/smtp-capture';
import { createProject, member, validProject } from '../test/projects';
import { directorySkills, directorySkillSpellings, projects, siteCounters, userSettings, users } from './schema';

/**
 * Migration 0007: the site's and the directory's totals are counters the database moves with the
 * writes. After each kind of write, through the API as people make them, the endpoints must answer
 * what the old full counts (kept here) give over the rows, and the recount must find nothing to fix.
 */
const context = useTestApp();
const db = () => context.deps.database.db;

/** The totals as the app counted them before the counters: over every row. */
async function countedFromRows() {
  const [content] = await db()
    .select({
      projects: sql<number>`count(*)::int`,
      likes: sql<number>`coalesce(sum(${projects.likesCount}), 0)::int`,
      comments: sql<number>`coalesce(sum(${projects.commentsCount}), 0)::int`,
    })
    .from(projects)
    .where(sql`${projects.listed}`);
  const [shown] = await db().select({ n: sql<number>`count(*)::int` }).from(users).where(shownToOthers);
  const [listed] = await db().select({ n: sql<number>`count(*)::int` }).from(users).where(listedInDirectory);
  const skills = await db().execute<{ skill: string; count: number }>(sql`
    select mode() within group (order by skill) as skill, count(*)::int as count
    from ${users}, unnest(${users.skills}) as skill
    where ${listedInDirectory}
    group by lower(skill)
    order by count desc, lower(skill)`);
  const allSkills = skills.rows.map((row) => ({ skill: row.skill, count: Number(row.count) }));
  return {
    site: { totalUsers: shown?.n, totalProjects: content?.projects, totalLikes: content?.likes, totalComments: content?.comments },
    directory: { activeDevelopers: listed?.n, totalProjects: content?.projects, uniqueSkills: allSkills.length, popularSkills: allSkills.slice(0, POPULAR_SKILLS_SHOWN) },
    allSkills,
  };
}

/** What the counter tables hold, slots summed and zero rows left out: a recount must not change it. */
async function counterTables() {
  const [totals] = await db()
    .select({
      people: sql<number>`sum(${siteCounters.people})::int`,
      listedPeople: sql<number>`sum(${siteCounters.listedPeople})::int`,
      listedProjects: sql<number>`sum(${siteCounters.listedProjects})::int`,
      likes: sql<number>`sum(${siteCounters.likes})::int`,
      comments: sql<number>`sum(${siteCounters.comments})::int`,
      skills: sql<number>`sum(${siteCounters.skills})::int`,
    })
    .from(siteCounters);
  const keys = await db().select().from(directorySkills).where(sql`${directorySkills.people} <> 0`).orderBy(directorySkills.key);
  const spellings = await db()
    .select()
    .from(directorySkillSpellings)
    .where(sql`${directorySkillSpellings.people} <> 0`)
    .orderBy(directorySkillSpellings.key, directorySkillSpellings.spelling);
  return { totals, keys, spellings };
}

async function expectInStep(step: string) {
  const expected = await countedFromRows();
  expect((await send(context, 'GET', '/api/stats')).json(), `${step}: /api/stats`).toEqual(expected.site);
  expect((await send(context, 'GET', '/api/users/stats')).json(), `${step}: /api/users/stats`).toEqual(expected.directory);
  // Every skill, not only the popular ones shown.
  expect((await directoryNumbers(db(), 1000)).popularSkills, `${step}: every skill`).toEqual(expected.allSkills);
  const kept = await counterTables();
  await db().execute(sql`select shipyard_recount_site_counters()`);
  expect(await counterTables(), `${step}: recount`).toEqual(kept);
}

async function registerAndVerify(firstName: string) {
  const email = uniqueEmail('counted');
  const password = 'long enough password';
  const registered = await send(context, 'POST', '/api/auth/register', null, { email, password, confirmPassword: password, firstName, lastName: 'New' });
  expect(registered.statusCode).toBe(201);
  const mail = await context.mail.waitFor(email, 'Verify');
  const token = new URL(linkIn(mail, '/verify-email?token=')).searchParams.get('token') as string;
  return { email, password, token };
}

describe('site and directory counters', () => {
  it('follow every kind of write and match a count over the rows', async () => {
    await expectInStep('empty');
    const moderator = await admin(context);
    const alice = await member(context, { skills: ['Python', 'React'] });
    const bob = await member(context, { skills: ['python', 'Go'] });
    const carol = await member(context, { skills: ['PYTHON', 'react', 'Rust'] });
    await member(context, { emailVerified: false, skills: ['Cobol'] });
    await expectInStep('people joined');

    const joining = await registerAndVerify('Dora');
    await expectInStep('registered, not verified');
    expect((await send(context, 'GET', `/api/auth/verify-email?token=${joining.token}`)).statusCode).toBe(200);
    await expectInStep('verified');
    const [dora] = await db().update(users).set({ skills: ['Go', 'Haskell'] }).where(eq(users.email, joining.email)).returning();
    if (!dora) throw new Error('Dora was not registered');
    await expectInStep('skills written directly');

    const listed = await createProject(context.app, alice.cookie, { title: 'Listed one' });
    const draft = await createProject(context.app, alice.cookie, { title: 'A draft', published: false });
    const bobs = await createProject(context.app, bob.cookie, { title: 'Bob builds' });
    await expectInStep('projects created');
    expect((await send(context, 'PUT', `/api/projects/${draft.id}`, alice.cookie, validProject({ title: 'A draft', published: true }))).statusCode).toBe(200);
    await expectInStep('draft published');

    for (const liker of [bob, carol]) {
      for (const id of [listed.id, draft.id, bobs.id]) expect((await send(context, 'POST', `/api/projects/${id}/like`, liker.cookie)).statusCode).toBe(200);
    }
    expect((await send(context, 'POST', `/api/projects/${listed.id}/like`, carol.cookie)).json().liked).toBe(false);
    const comment = (await send(context, 'POST', `/api/projects/${listed.id}/comments`, bob.cookie, { content: 'Nice' })).json();
    await send(context, 'POST', `/api/projects/${bobs.id}/comments`, carol.cookie, { content: 'Great' });
    await expectInStep('likes and comments');
    await adminAction(context, moderator.cookie, `/comments/${comment.id}/hide`, { reason: 'Rude' });
    await expectInStep('comment hidden');
    await adminAction(context, moderator.cookie, `/comments/${comment.id}/unhide`, { reason: 'Fine after all' });
    await adminAction(context, moderator.cookie, `/projects/${draft.id}/hide`, { reason: 'Stolen' });
    await expectInStep('project hidden');
    await adminAction(context, moderator.cookie, `/projects/${draft.id}/unhide`, { reason: 'Not stolen' });
    await expectInStep('project unhidden');

    await adminAction(context, moderator.cookie, `/users/${bob.user.id}/ban`, { reason: 'Spam' });
    await expectInStep('author banned');
    await adminAction(context, moderator.cookie, `/users/${bob.user.id}/unban`, { reason: 'Appeal' });
    await adminAction(context, moderator.cookie, `/users/${carol.user.id}/suspend`, { reason: 'Cool off', duration: 3 });
    await expectInStep('unbanned, suspended');

    expect((await send(context, 'PUT', '/api/settings', carol.cookie, { publicProfile: false })).statusCode).toBe(200);
    await expectInStep('private');
    expect((await send(context, 'PUT', '/api/users/profile', alice.cookie, { skills: ['Rust', 'rust', 'TypeScript'] })).statusCode).toBe(200);
    await expectInStep('skills changed');
    await adminAction(context, moderator.cookie, `/users/${carol.user.id}/unban`, { reason: 'Early release' });
    expect((await send(context, 'PUT', '/api/settings', carol.cookie, { publicProfile: true })).statusCode).toBe(200);
    expect((await send(context, 'PUT', '/api/settings', bob.cookie, { publicProfile: false })).statusCode).toBe(200);
    await expectInStep('public again, another private');

    expect((await send(context, 'DELETE', `/api/projects/${bobs.id}`, bob.cookie)).statusCode).toBe(200);
    await expectInStep('project deleted');
    // A private person leaves: their settings row goes with the account (on delete cascade).
    expect((await send(context, 'DELETE', '/api/auth/delete-account', bob.cookie)).statusCode).toBe(200);
    await expectInStep('private account deleted');
    expect((await send(context, 'DELETE', '/api/auth/delete-account', alice.cookie)).statusCode).toBe(200);
    await expectInStep('author deleted');
    await db().insert(userSettings).values({ userId: dora.id, publicProfile: false });
    await expectInStep('settings row inserted private');
    await db().delete(users).where(eq(users.id, dora.id));
    await expectInStep('private row deleted');
  });

  it('stay exact under concurrent likes from many connections', async () => {
    const author = await member(context);
    const project = await createProject(context.app, author.cookie, { title: 'Popular' });
    const fans = await Promise.all(Array.from({ length: 16 }, () => member(context)));
    await Promise.all(fans.map((fan) => send(context, 'POST', `/api/projects/${project.id}/like`, fan.cookie)));
    await Promise.all(fans.slice(0, 5).map((fan) => send(context, 'POST', `/api/projects/${project.id}/like`, fan.cookie)));
    await expectInStep('concurrent likes');
  });

  it('are put right by the recount after they drift', async () => {
    await createUser(context, { skills: ['Elixir'] });
    await db().update(siteCounters).set({ likes: sql`${siteCounters.likes} + 5`, people: sql`${siteCounters.people} - 2` });
    await db().update(directorySkills).set({ people: 40 });
    await db().execute(sql`select shipyard_recount_site_counters()`);
    await expectInStep('recounted');
  });
});
