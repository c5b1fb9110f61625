import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type ProjectMediaRow, projectMedia, projects, projectViews, users } from '../../db/schema';
import { preparedStatement } from '../../db/prepared';
import { type ProjectWithAuthor, type WriteupFields, withAuthor, writeupColumns } from '../../core/projects/project-repository';

export interface ProjectPageRow {
  project: ProjectWithAuthor & WriteupFields;
  /** In page order. */
  media: ProjectMediaRow[];
  /** Whether this viewer's view of this hour is stored already. */
  viewStored: boolean;
}

/** One medium as the page statement gathers it; `createdAt` in epoch milliseconds. */
type MediaJson = Omit<ProjectMediaRow, 'createdAt'> & { createdAt: number };

const m = projectMedia;
const mediaJson = sql<MediaJson[]>`coalesce((
  select json_agg(json_build_object(
    'id', ${m.id}, 'projectId', ${m.projectId}, 'type', ${m.type}, 'url', ${m.url}, 'thumbnailUrl', ${m.thumbnailUrl},
    'width', ${m.width}, 'height', ${m.height}, 'placeholder', ${m.placeholder}, 'renditions', ${m.renditions},
    'posterUrl', ${m.posterUrl}, 'durationSeconds', ${m.durationSeconds},
    'caption', ${m.caption}, 'order', ${m.order}, 'createdAt', floor(extract(epoch from ${m.createdAt}) * 1000))
    order by ${m.order}, ${m.createdAt})
  from ${m} where ${m.projectId} = ${projects.id}), '[]'::json)`;

const viewStored = sql<boolean>`exists (
  select 1 from ${projectViews}
  where ${projectViews.projectId} = ${projects.id} and ${projectViews.viewerKey} = ${sql.placeholder('viewerKey')}
    and ${projectViews.hour} = ${sql.placeholder('hour')}::timestamptz)`;

/**
 * Everything a project page reads, in one round trip: the project with its author, its media and
 * whether the viewer's view is counted this hour. As three statements (the row, the media, the
 * view) the page cost three round trips and three statements built by Drizzle — most of the
 * server's CPU per page (issue 12); this one is built once and prepared, per way of naming the project.
 */
export async function projectPage(db: Executor, where: { id: string } | { slug: string }, viewer: { key: string; hour: Date }): Promise<ProjectPageRow | null> {
  const by = 'id' in where ? 'id' : 'slug';
  const statement = preparedStatement(db, `project:page:${by}`, (name) =>
    db
      .select({ ...withAuthor, ...writeupColumns, media: mediaJson, viewStored })
      .from(projects)
      .innerJoin(users, eq(users.id, projects.userId))
      .where(eq(by === 'id' ? projects.id : projects.slug, sql.placeholder('key')))
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute({ key: 'id' in where ? where.id : where.slug, viewerKey: viewer.key, hour: viewer.hour.toISOString() });
  if (!row) return null;
  const { media, viewStored: stored, ...project } = row;
  return { project, media: media.map((item) => ({ ...item, createdAt: new Date(Number(item.createdAt)) })), viewStored: Boolean(stored) };
}
