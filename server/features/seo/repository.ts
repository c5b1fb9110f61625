import { desc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { projects, users } from '../../db/schema';
import { listedInDirectory } from '../../core/people/user-repository';

export async function sitemapProjects(db: Executor, limit: number) {
  return db
    .select({ slug: projects.slug, updatedAt: projects.updatedAt })
    .from(projects)
    .where(sql`${projects.listed} and not ${projects.authorPrivate}`)
    .orderBy(sql`${projects.createdAt} desc nulls last`, sql`${projects.id} desc nulls last`)
    .limit(limit);
}

/** People whose pages are public: listed in the directory (verified once, not banned, profile public). */
export async function sitemapDevelopers(db: Executor, limit: number) {
  return db
    .select({ id: users.id, updatedAt: users.updatedAt })
    .from(users)
    .where(listedInDirectory)
    .orderBy(desc(users.createdAt))
    .limit(limit);
}
