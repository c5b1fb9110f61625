import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { projectMedia, projects, users } from '../../db/schema';
import { listedInDirectory } from '../people/directory-repository';

/**
 * What a shared link's preview needs, for a listed project only: title, description, author and
 * the first image (the chosen preview when it is an image; videos make no card image).
 */
export async function pageMetaBySlug(db: Executor, slug: string) {
  const [row] = await db
    .select({
      slug: projects.slug,
      title: projects.title,
      description: projects.description,
      content: projects.content,
      createdAt: projects.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      imageUrl: sql<string | null>`(select ${projectMedia.url} from ${projectMedia} where ${projectMedia.projectId} = ${projects.id} and ${projectMedia.type} = 'image' order by coalesce(${projectMedia.id} = ${projects.previewMediaId}, false) desc, ${projectMedia.order}, ${projectMedia.createdAt} limit 1)`,
    })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.userId))
    // author_private: the row's copy of the author's "public profile off", as the visitor feeds read it.
    .where(and(eq(projects.slug, slug), sql`${projects.listed} and not ${projects.authorPrivate}`))
    .limit(1);
  return row ?? null;
}

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
