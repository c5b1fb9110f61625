import { Column, eq, is, SQL, sql } from 'drizzle-orm';
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

/** Columns and expressions by name, objects nesting them (`withAuthor`'s `author`). */
type Selection = { [key: string]: Column | SQL | Selection };

const pageSelection: Selection = { ...withAuthor, ...writeupColumns };

/** The selection as one JSON object, nested as the selection is. */
function jsonObjectOf(selection: Selection): SQL {
  const pairs = Object.entries(selection).map(([key, field]) => sql`${sql.raw(`'${key}'`)}, ${is(field, Column) || is(field, SQL) ? field : jsonObjectOf(field)}`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** A JSON object back as Drizzle maps a row: each column maps its own value (dates, arrays, jsonb). */
function fromJsonObject<T>(selection: Selection, json: Record<string, unknown>): T {
  const row: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(selection)) {
    const value = json[key];
    if (value === null || value === undefined) row[key] = null;
    else if (is(field, Column)) row[key] = field.mapFromDriverValue(value);
    else if (is(field, SQL)) row[key] = value;
    else row[key] = fromJsonObject(field, value as Record<string, unknown>);
  }
  return row as T;
}

/**
 * Everything a project page reads, in one round trip: the project with its author, its media and
 * whether the viewer's view is counted this hour. As three statements (the row, the media, the
 * view) the page cost three round trips and three statements built by Drizzle — most of the
 * server's CPU per page (issue 12); this one is built once and prepared, per way of naming the project.
 * The project and its author come as one JSON object rather than 40-odd columns: PostgreSQL
 * describes a prepared statement's columns again at every execution, and reading that description
 * and each column's text was a seventh of what a new viewer's page allocated.
 */
export async function projectPage(db: Executor, where: { id: string } | { slug: string }, viewer: { key: string; hour: Date }): Promise<ProjectPageRow | null> {
  const by = 'id' in where ? 'id' : 'slug';
  const statement = preparedStatement(db, `project:page:${by}`, (name) =>
    db
      .select({ page: sql<Record<string, unknown>>`${jsonObjectOf(pageSelection)}`, media: mediaJson, viewStored })
      .from(projects)
      .innerJoin(users, eq(users.id, projects.userId))
      .where(eq(by === 'id' ? projects.id : projects.slug, sql.placeholder('key')))
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute({ key: 'id' in where ? where.id : where.slug, viewerKey: viewer.key, hour: viewer.hour.toISOString() });
  if (!row) return null;
  const { page, media, viewStored: stored } = row;
  const project = fromJsonObject<ProjectWithAuthor & WriteupFields>(pageSelection, page);
  return { project, media: media.map((item) => ({ ...item, createdAt: new Date(Number(item.createdAt)) })), viewStored: Boolean(stored) };
}
