import { describe, expect, it } from 'vitest';
import { COLLECTION_MESSAGES, COLLECTIONS_PER_MEMBER_MAX, COLLECTION_NAME_MAX_LENGTH } from '../../../common/collections';
import { call } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { createProject, member } from '../../test/projects';
import { admin, adminAction } from '../moderation/test-support';
import { collections as collectionsTable } from '../../db/schema';

const context = useTestApp();
const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, cookie?: string | null, payload?: unknown) =>
  call(context, method, url, cookie, payload);
const save = (collection: string, projectId: string, cookie: string) => send('PUT', `/api/collections/${collection}/items/${projectId}`, cookie);
const unsave = (collection: string, projectId: string, cookie: string) => send('DELETE', `/api/collections/${collection}/items/${projectId}`, cookie);
const savesOf = async (projectId: string, cookie?: string) => (await send('GET', `/api/projects/${projectId}`, cookie)).json().savesCount as number;
const titles = async (collectionId: string, cookie?: string | null) =>
  ((await send('GET', `/api/collections/${collectionId}/projects`, cookie)).json() as { title: string }[]).map((item) => item.title);

async function world() {
  const author = await member(context, { firstName: 'Ann', lastName: 'Author' });
  const saver = await member(context, { firstName: 'Sam', lastName: 'Saver' });
  const project = await createProject(context.app, author.cookie, { title: 'Lighthouse' });
  return { author, saver, project };
}

describe('the default "Saved" list', () => {
  it('is listed before it exists, made private by the first save, and counts the saver once', async () => {
    const { saver, project } = await world();
    const before = (await send('GET', `/api/collections/mine?projectId=${project.id}`, saver.cookie)).json();
    expect(before.collections).toEqual([expect.objectContaining({ id: 'saved', name: 'Saved', isDefault: true, hasProject: false })]);

    const saved = await save('saved', project.id, saver.cookie);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ saved: true, savesCount: 1 });
    const defaultId = saved.json().collectionId as string;
    expect(defaultId).not.toBe('saved');
    // Saving twice changes nothing.
    expect((await save('saved', project.id, saver.cookie)).json()).toMatchObject({ collectionId: defaultId, savesCount: 1 });

    const after = (await send('GET', `/api/collections/mine?projectId=${project.id}`, saver.cookie)).json();
    expect(after.collections).toEqual([expect.objectContaining({ id: defaultId, isDefault: true, isPrivate: true, hasProject: true, itemCount: 1 })]);
    expect(await titles(defaultId, saver.cookie)).toEqual(['Lighthouse']);
    expect((await send('GET', `/api/collections/${defaultId}`)).statusCode).toBe(404);

    expect((await send('PATCH', `/api/collections/${defaultId}`, saver.cookie, { name: 'Other' })).json().message).toBe(COLLECTION_MESSAGES.defaultKeepsName);
    expect((await send('DELETE', `/api/collections/${defaultId}`, saver.cookie)).json().message).toBe(COLLECTION_MESSAGES.defaultNotDeletable);
    expect((await send('PATCH', `/api/collections/${defaultId}`, saver.cookie, { isPrivate: false, description: 'Read later' })).json()).toMatchObject({
      isPrivate: false,
      description: 'Read later',
    });
    expect((await unsave('saved', project.id, saver.cookie)).json()).toMatchObject({ saved: false, savesCount: 0 });
  });

  it('is made once when two first saves arrive together', async () => {
    const { saver, author } = await world();
    const [a, b] = await Promise.all([createProject(context.app, author.cookie, { title: 'A' }), createProject(context.app, author.cookie, { title: 'B' })]);
    const answers = await Promise.all([save('saved', a.id, saver.cookie), save('saved', b.id, saver.cookie)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[0]?.json().collectionId).toBe(answers[1]?.json().collectionId);
  });
});

describe('named collections', () => {
  it('are created with a project, shown on their page and profile, renamed, made private (404 to others) and deleted', async () => {
    const { saver, project, author } = await world();
    const created = await send('POST', '/api/collections', saver.cookie, { name: '  Great tools ', description: 'Worth a look', projectId: project.id });
    expect(created.statusCode).toBe(201);
    const collection = created.json();
    expect(collection).toMatchObject({ name: 'Great tools', description: 'Worth a look', isPrivate: false, isDefault: false, itemCount: 1, savesCount: 1 });
    expect(collection.owner).toMatchObject({ id: saver.user.id, firstName: 'Sam' });

    // Public: visitors and others see it, and it is on the profile.
    expect((await send('GET', `/api/collections/${collection.id}`)).json()).toMatchObject({ name: 'Great tools', itemCount: 1 });
    expect(await titles(collection.id)).toEqual(['Lighthouse']);
    expect((await send('GET', `/api/users/${saver.user.id}/collections`)).json().map((c: { name: string }) => c.name)).toEqual(['Great tools']);

    // The same project in "Saved" too: still one saver.
    expect((await save('saved', project.id, saver.cookie)).json().savesCount).toBe(1);
    expect(await savesOf(project.id)).toBe(1);

    expect((await send('PATCH', `/api/collections/${collection.id}`, author.cookie, { name: 'Mine now' })).statusCode).toBe(403);
    expect((await send('PATCH', `/api/collections/${collection.id}`, saver.cookie, { name: 'Toolbox', isPrivate: true })).json()).toMatchObject({
      name: 'Toolbox',
      isPrivate: true,
    });
    for (const cookie of [null, author.cookie, (await admin(context)).cookie]) {
      const hidden = await send('GET', `/api/collections/${collection.id}`, cookie);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().message).toBe(COLLECTION_MESSAGES.notFound);
      expect((await send('GET', `/api/collections/${collection.id}/projects`, cookie)).statusCode).toBe(404);
      // Writes of others meet the same 404: nothing says it exists.
      if (cookie) expect((await save(collection.id, project.id, cookie)).statusCode).toBe(404);
    }
    expect((await send('GET', `/api/users/${saver.user.id}/collections`)).json()).toEqual([]);
    expect((await send('GET', `/api/users/${saver.user.id}/collections`, saver.cookie)).json().map((c: { name: string }) => c.name)).toEqual([
      'Saved',
      'Toolbox',
    ]);

    // Deleting it keeps the save that "Saved" holds; removing that one drops the count.
    expect((await send('DELETE', `/api/collections/${collection.id}`, saver.cookie)).statusCode).toBe(200);
    expect((await send('GET', `/api/collections/${collection.id}`, saver.cookie)).statusCode).toBe(404);
    expect(await savesOf(project.id)).toBe(1);
    expect((await unsave('saved', project.id, saver.cookie)).json().savesCount).toBe(0);
  });

  it('refuses bad input with a 4xx naming the problem', async () => {
    const { saver } = await world();
    const empty = await send('POST', '/api/collections', saver.cookie, { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(COLLECTION_MESSAGES.nameRequired);
    const long = await send('POST', '/api/collections', saver.cookie, { name: 'x'.repeat(COLLECTION_NAME_MAX_LENGTH + 1) });
    expect(long.json().message).toContain(COLLECTION_MESSAGES.nameTooLong);
    expect((await send('POST', '/api/collections', saver.cookie, { name: 'saved' })).statusCode).toBe(409);
    expect((await send('POST', '/api/collections', saver.cookie, { name: 'Ideas' })).statusCode).toBe(201);
    const twice = await send('POST', '/api/collections', saver.cookie, { name: 'IDEAS' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(COLLECTION_MESSAGES.nameTaken);
    expect((await send('POST', '/api/collections', saver.cookie, { name: 'Private?', isPrivate: 'yes' })).statusCode).toBe(400);
    expect((await send('POST', '/api/collections', saver.cookie, { name: 'Lost', projectId: 'no-such-project' })).statusCode).toBe(404);
    expect((await send('GET', '/api/collections/mine?projectId=x')).statusCode).toBe(401);
  });

  it(`stops at ${COLLECTIONS_PER_MEMBER_MAX} collections, keeping a place for "Saved"`, async () => {
    const { saver } = await world();
    const rows = Array.from({ length: COLLECTIONS_PER_MEMBER_MAX - 1 }, (_, index) => ({ id: `c-${saver.user.id}-${index}`, userId: saver.user.id, name: `List ${index}` }));
    await context.deps.database.db.insert(collectionsTable).values(rows);
    const refused = await send('POST', '/api/collections', saver.cookie, { name: 'One more' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(COLLECTION_MESSAGES.tooManyCollections);
  });
});

describe('what others see of a collection', () => {
  it('drops hidden projects, drafts and those of banned authors for others; blocked people see nothing of each other', async () => {
    const { saver, author, project } = await world();
    const staff = await admin(context);
    const other = await member(context, { firstName: 'Bea' });
    const otherProject = await createProject(context.app, other.cookie, { title: 'Bea’s app' });
    const list = (await send('POST', '/api/collections', saver.cookie, { name: 'Picks', projectId: project.id })).json();
    expect((await save(list.id, otherProject.id, saver.cookie)).statusCode).toBe(200);
    expect(await titles(list.id)).toEqual(['Bea’s app', 'Lighthouse']);

    await adminAction(context, staff.cookie, `/projects/${project.id}/hide`, { reason: 'Spam' });
    expect(await titles(list.id)).toEqual(['Bea’s app']);
    expect(await titles(list.id, saver.cookie)).toEqual(['Bea’s app']);
    // Its author still sees their own work in it.
    expect(await titles(list.id, author.cookie)).toEqual(['Bea’s app', 'Lighthouse']);
    expect((await send('GET', `/api/collections/${list.id}`)).json().itemCount).toBe(1);
    await adminAction(context, staff.cookie, `/projects/${project.id}/unhide`, { reason: 'Fine' });

    await adminAction(context, staff.cookie, `/users/${other.user.id}/ban`, { reason: 'Spam' });
    expect(await titles(list.id)).toEqual(['Lighthouse']);
    await adminAction(context, staff.cookie, `/users/${other.user.id}/unban`, { reason: 'Appeal' });

    // The saver blocks the author: neither sees the other's collections; the saver no longer sees the author's work in any.
    const authorList = (await send('POST', '/api/collections', author.cookie, { name: 'Author picks', projectId: otherProject.id })).json();
    expect((await send('POST', `/api/users/${author.user.id}/block`, saver.cookie)).statusCode).toBeLessThan(300);
    expect((await send('GET', `/api/collections/${authorList.id}`, saver.cookie)).statusCode).toBe(404);
    expect((await send('GET', `/api/collections/${list.id}`, author.cookie)).statusCode).toBe(404);
    expect((await send('GET', `/api/users/${author.user.id}/collections`, saver.cookie)).json()).toEqual([]);
    expect(await titles(list.id, saver.cookie)).toEqual(['Bea’s app']);
    const refused = await send('POST', '/api/collections', saver.cookie, { name: 'Nope', projectId: project.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(COLLECTION_MESSAGES.blocked);
    expect((await save('saved', project.id, author.cookie)).statusCode).toBe(200);
  });

  it('cannot save a draft of someone else (404), and the owner of a banned account is not shown', async () => {
    const { saver, author } = await world();
    const draft = await createProject(context.app, author.cookie, { title: 'Draft', published: false });
    expect((await save('saved', draft.id, saver.cookie)).statusCode).toBe(404);
    const list = (await send('POST', '/api/collections', author.cookie, { name: 'My drafts', projectId: draft.id })).json();
    expect(await titles(list.id)).toEqual([]);
    expect(await titles(list.id, author.cookie)).toEqual(['Draft']);
    const staff = await admin(context);
    await adminAction(context, staff.cookie, `/users/${author.user.id}/ban`, { reason: 'Spam' });
    expect((await send('GET', `/api/collections/${list.id}`, saver.cookie)).statusCode).toBe(404);
  });
});
