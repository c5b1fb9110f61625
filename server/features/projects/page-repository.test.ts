import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects, users } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { addImage, createProject, member } from '../../test/projects';
import { withAuthor, writeupColumns } from '../../core/projects/project-repository';
import { projectPage } from './page-repository';

const context = useTestApp();

describe('the project page statement', () => {
  it('reads the project and its author as Drizzle maps their columns: dates, arrays, a table of contents, a staff role', async () => {
    const owner = await member(context, { role: 'moderator' });
    const content = ['# What it is', 'A **fast** client.', '## How it is built', '```ts\nconst answer = 42;\n```', '## Numbers', '| metric | value |\n|---|---|\n| stars | 42 |'].join('\n\n');
    const { id, slug } = await createProject(context.app, owner.cookie, { title: 'Mapped', technologies: ['TypeScript', 'Rust'], tags: ['cli'], content });
    await addImage(context.app, owner.cookie, id);
    const { db } = context.deps.database;
    await db.update(projects).set({ hiddenAt: new Date('2026-01-02T03:04:05.678Z'), trendingScore: 12.345678901234 }).where(eq(projects.id, id));
    const [expected] = await db.select({ ...withAuthor, ...writeupColumns }).from(projects).innerJoin(users, eq(users.id, projects.userId)).where(eq(projects.id, id));
    const viewer = { key: 'v:mapped', hour: new Date() };
    const byId = await projectPage(db, { id }, viewer);
    const bySlug = await projectPage(db, { slug }, viewer);
    expect(expected?.contentToc).toHaveLength(3);
    expect(expected?.author.staffRole).toBe('moderator');
    expect(byId?.project).toEqual(expected);
    expect(bySlug?.project).toEqual(expected);
    expect(byId?.project.createdAt).toBeInstanceOf(Date);
    expect(byId?.media).toHaveLength(1);
    expect(byId?.viewStored).toBe(false);
    expect(await projectPage(db, { slug: 'no-such-project' }, viewer)).toBeNull();
  });
});
