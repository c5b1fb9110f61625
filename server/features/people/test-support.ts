import { randomUUID } from 'node:crypto';
import { projectMedia, projects, type ProjectRow, type UserRow } from '../../db/schema';
import type { TestContext } from '../../test/harness';

/** Test data the people tests need from the projects feature, written straight to the tables. */

export const DAY_MS = 24 * 60 * 60 * 1000;
export const suspended = (): Partial<UserRow> => ({ status: 'suspended', suspendedUntil: new Date(Date.now() + 7 * DAY_MS) });
export const banned = (): Partial<UserRow> => ({ status: 'banned', bannedAt: new Date(), banReason: 'Spam everywhere' });

export async function insertProject(context: TestContext, userId: string, overrides: Partial<ProjectRow> = {}): Promise<ProjectRow> {
  const id = randomUUID();
  const [row] = await context.deps.database.db
    .insert(projects)
    .values({ id, slug: `project-${id.slice(0, 8)}`, userId, title: 'A project', categories: ['full-stack'], ...overrides })
    .returning();
  if (!row) throw new Error('project was not inserted');
  return row;
}

export async function insertMedia(context: TestContext, projectId: string, order: number, type: 'image' | 'video' = 'image') {
  const id = randomUUID();
  await context.deps.database.db.insert(projectMedia).values({ id, projectId, type, url: `/uploads/media-${order}.png`, order });
  return id;
}

export { call } from '../../test/factories';
