import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { collectionItems, collections, projectCategories, projects } from '../../db/schema';
import { call } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { createProject, member } from '../../test/projects';

const context = useTestApp();

/** Sam saves Ann's project into "Saved" and into a private named list; Bea saves it too. */
async function world() {
  const ann = await member(context, { firstName: 'Ann' });
  const sam = await member(context, { firstName: 'Sam' });
  const bea = await member(context, { firstName: 'Bea' });
  const project = await createProject(context.app, ann.cookie, { title: 'Kept lamp' });
  const own = await createProject(context.app, sam.cookie, { title: 'Sam’s own' });
  expect((await call(context, 'PUT', `/api/collections/saved/items/${project.id}`, sam.cookie)).statusCode).toBe(200);
  const named = await call(context, 'POST', '/api/collections', sam.cookie, { name: 'Secret finds', description: 'Shh', isPrivate: true, projectId: project.id });
  expect(named.statusCode).toBe(201);
  expect((await call(context, 'PUT', `/api/collections/${named.json().id}/items/${own.id}`, sam.cookie)).statusCode).toBe(200);
  expect((await call(context, 'PUT', `/api/collections/saved/items/${project.id}`, bea.cookie)).json().savesCount).toBe(2);
  return { ann, sam, bea, project };
}

describe('collections in the data export and the account deletion (issue 16)', () => {
  it('exports every collection of the person, private ones too, with what each holds', async () => {
    const { sam } = await world();
    const exported = (await call(context, 'GET', '/api/auth/export-data', sam.cookie)).json();
    expect(exported.collections).toEqual([
      expect.objectContaining({ name: 'Saved', isDefault: true, isPrivate: true, items: [expect.objectContaining({ projectTitle: 'Kept lamp' })] }),
      expect.objectContaining({
        name: 'Secret finds',
        description: 'Shh',
        isPrivate: true,
        items: [expect.objectContaining({ projectTitle: 'Kept lamp' }), expect.objectContaining({ projectTitle: 'Sam’s own', savedAt: expect.any(String) })],
      }),
    ]);
  });

  it('removes the person’s collections, and their save drops out of the count and the trending score', async () => {
    const { sam, project } = await world();
    const { db } = context.deps.database;
    const [before] = await db.select().from(projects).where(eq(projects.id, project.id));
    expect(before?.savesCount).toBe(2);
    const deleted = await context.app.inject({ method: 'DELETE', url: '/api/auth/delete-account', headers: { cookie: sam.cookie } });
    expect(deleted.statusCode).toBe(200);
    expect(await db.select().from(collections).where(eq(collections.userId, sam.user.id))).toEqual([]);
    expect(await db.select().from(collectionItems).where(eq(collectionItems.projectId, project.id))).toHaveLength(1);
    const [after] = await db.select().from(projects).where(eq(projects.id, project.id));
    expect(after?.savesCount).toBe(1);
    expect(after?.trendingScore).toBeLessThan(before?.trendingScore as number);
    for (const row of await db.select().from(projectCategories).where(eq(projectCategories.projectId, project.id))) {
      expect(row.trendingScore).toBe(after?.trendingScore);
    }
    expect((await call(context, 'GET', `/api/projects/${project.id}`)).json().savesCount).toBe(1);
  });
});
