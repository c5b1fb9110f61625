import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { blocks, type CollectionRow, collectionItems, collections, type ProjectMediaRow, projects, users } from '../../db/schema';
import type { MediaDetailColumns } from '../../core/projects/mappers';
import { staffRoleColumn } from '../../core/people/user-repository';
import { type ProjectWithAuthor, withAuthor } from '../../core/projects/project-repository';
import { cardPreviewFields, cardPreviewOfEachProject } from '../../core/projects/card-preview';

/** Who reads a collection's items: the visibility of each item depends on them (see `itemShownTo`). */
export interface ItemViewer {
  id: string | null;
}

/** The owner's fields a collection shows, and the ones its visibility rule reads. */
const ownerColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  title: users.title,
  staffRole: staffRoleColumn,
  role: users.role,
  status: users.status,
  bannedAt: users.bannedAt,
  suspendedUntil: users.suspendedUntil,
  warningCount: users.warningCount,
  firstVerifiedAt: users.firstVerifiedAt,
};
type UserRow = typeof users.$inferSelect;
export type CollectionOwner = Pick<
  UserRow,
  'id' | 'firstName' | 'lastName' | 'profileImageUrl' | 'title' | 'role' | 'status' | 'bannedAt' | 'suspendedUntil' | 'warningCount' | 'firstVerifiedAt'
> & { staffRole: 'moderator' | 'admin' | null };
export type CollectionWithOwner = CollectionRow & { owner: CollectionOwner };

/**
 * Whether a saved project shows to this viewer (issue 16): its own author always sees it; anyone
 * else only while it is listed (published, not hidden, author not banned), not to visitors when its
 * author's profile is private, and not when the viewer and its author blocked each other.
 */
export function itemShownTo(viewer: ItemViewer): SQL {
  if (viewer.id === null) return sql`(${projects.listed} and not ${projects.authorPrivate})`;
  const blocked = sql`exists (select 1 from ${blocks} where (${blocks.blockerId} = ${viewer.id} and ${blocks.blockedId} = ${projects.userId})
    or (${blocks.blockerId} = ${projects.userId} and ${blocks.blockedId} = ${viewer.id}))`;
  return sql`(${projects.userId} = ${viewer.id} or (${projects.listed} and not ${blocked}))`;
}

/**
 * The outer row of a one-table select: Drizzle leaves such a query's columns unqualified, so a
 * correlated subquery names the outer table itself.
 */
const outerCollectionId = sql.raw('"collections"."id"');

/** The projects of a collection this viewer sees, as a correlated count. */
function shownItemCount(viewer: ItemViewer): SQL<number> {
  return sql<number>`(select count(*) from ${collectionItems} inner join ${projects} on ${projects.id} = ${collectionItems.projectId}
    where ${collectionItems.collectionId} = ${outerCollectionId} and ${itemShownTo(viewer)})`.mapWith(Number);
}

export async function findWithOwner(db: Executor, id: string): Promise<CollectionWithOwner | null> {
  const [row] = await db.select({ ...collectionColumns, owner: ownerColumns }).from(collections).innerJoin(users, eq(users.id, collections.userId)).where(eq(collections.id, id)).limit(1);
  return row ?? null;
}

const collectionColumns = {
  id: collections.id,
  userId: collections.userId,
  name: collections.name,
  description: collections.description,
  isPrivate: collections.isPrivate,
  isDefault: collections.isDefault,
  createdAt: collections.createdAt,
  updatedAt: collections.updatedAt,
};

/** A person's collections, the default first, then oldest first; with the items this viewer sees. */
export async function listOfUser(db: Executor, userId: string, viewer: ItemViewer, includePrivate: boolean) {
  return db
    .select({ ...collectionColumns, itemCount: shownItemCount(viewer) })
    .from(collections)
    .where(and(eq(collections.userId, userId), includePrivate ? undefined : eq(collections.isPrivate, false)))
    .orderBy(desc(collections.isDefault), asc(collections.createdAt), asc(collections.id));
}

/** The owner's collections for the save dialog, each saying whether it holds this project. */
export async function listForSaving(db: Executor, userId: string, projectId: string | null) {
  const holds = projectId
    ? sql<boolean>`exists (select 1 from ${collectionItems} where ${collectionItems.collectionId} = ${outerCollectionId} and ${collectionItems.projectId} = ${projectId})`
    : sql<boolean>`false`;
  return db
    .select({ ...collectionColumns, itemCount: shownItemCount({ id: userId }), hasProject: holds })
    .from(collections)
    .where(eq(collections.userId, userId))
    .orderBy(desc(collections.isDefault), asc(collections.createdAt), asc(collections.id));
}

export async function countOfUser(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(collections).where(eq(collections.userId, userId));
  return row?.n ?? 0;
}

export async function countItems(db: Executor, collectionId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(collectionItems).where(eq(collectionItems.collectionId, collectionId));
  return row?.n ?? 0;
}

export async function findDefault(db: Executor, userId: string): Promise<CollectionRow | null> {
  const [row] = await db.select().from(collections).where(and(eq(collections.userId, userId), eq(collections.isDefault, true))).limit(1);
  return row ?? null;
}

/** Inserts unless the member already has one by that name (any case) or a default list: null then. */
export async function insertCollection(tx: Executor, values: typeof collections.$inferInsert): Promise<CollectionRow | null> {
  const [row] = await tx.insert(collections).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateCollection(tx: Executor, id: string, values: Partial<Pick<CollectionRow, 'name' | 'description' | 'isPrivate'>>) {
  const [row] = await tx
    .update(collections)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(collections.id, id))
    .returning();
  return row ?? null;
}

export async function isNameTaken(db: Executor, userId: string, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: collections.id })
    .from(collections)
    .where(and(eq(collections.userId, userId), sql`lower(${collections.name}) = lower(${name})`, exceptId ? sql`${collections.id} <> ${exceptId}` : undefined))
    .limit(1);
  return Boolean(row);
}

/** Deletes the collection; answers the projects it held. */
export async function deleteCollection(tx: Executor, id: string): Promise<string[]> {
  const items = await tx.select({ projectId: collectionItems.projectId }).from(collectionItems).where(eq(collectionItems.collectionId, id));
  await tx.delete(collections).where(eq(collections.id, id));
  return items.map((item) => item.projectId);
}

/** True when this call added it; a concurrent duplicate inserts nothing. */
export async function addItem(tx: Executor, collectionId: string, projectId: string): Promise<boolean> {
  const added = await tx.insert(collectionItems).values({ collectionId, projectId }).onConflictDoNothing().returning({ projectId: collectionItems.projectId });
  return added.length > 0;
}

export async function removeItem(tx: Executor, collectionId: string, projectId: string): Promise<boolean> {
  const removed = await tx
    .delete(collectionItems)
    .where(and(eq(collectionItems.collectionId, collectionId), eq(collectionItems.projectId, projectId)))
    .returning({ projectId: collectionItems.projectId });
  return removed.length > 0;
}

/**
 * Takes the project's row lock, so that one member's saves of one project into several lists
 * queue up and each sees the others' rows when it asks `listsHolding`: the count of savers moves
 * by one person, not by one list.
 */
export async function lockProject(tx: Executor, projectId: string): Promise<void> {
  await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for('update');
}

/** How many of this member's collections hold the project. */
export async function listsHolding(tx: Executor, userId: string, projectId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(collectionItems)
    .innerJoin(collections, eq(collections.id, collectionItems.collectionId))
    .where(and(eq(collections.userId, userId), eq(collectionItems.projectId, projectId)));
  return row?.n ?? 0;
}

export async function savesCountOf(db: Executor, projectId: string): Promise<number> {
  const [row] = await db.select({ n: projects.savesCount }).from(projects).where(eq(projects.id, projectId)).limit(1);
  return row?.n ?? 0;
}

/** A page of the items this viewer sees, most recently saved first, each with its card preview. */
export async function listItems(
  db: Executor,
  collectionId: string,
  viewer: ItemViewer,
  page: { limit: number; offset: number },
): Promise<{ rows: (ProjectWithAuthor & { preview: PreviewRow | null })[]; total: number }> {
  const preview = cardPreviewOfEachProject(db);
  const rows = await db
    .select({
      ...withAuthor,
      preview: cardPreviewFields(preview),
      total: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(collectionItems)
    .innerJoin(projects, eq(projects.id, collectionItems.projectId))
    .innerJoin(users, eq(users.id, projects.userId))
    .leftJoinLateral(preview, sql`true`)
    .where(and(eq(collectionItems.collectionId, collectionId), itemShownTo(viewer)))
    .orderBy(desc(collectionItems.createdAt), desc(collectionItems.projectId))
    .limit(page.limit)
    .offset(page.offset);
  const total = rows[0]?.total ?? 0;
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}
export type PreviewRow = Pick<ProjectMediaRow, 'id' | 'type' | 'url' | 'thumbnailUrl'> & MediaDetailColumns;

export async function countShownItems(db: Executor, collectionId: string, viewer: ItemViewer): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(collectionItems)
    .innerJoin(projects, eq(projects.id, collectionItems.projectId))
    .where(and(eq(collectionItems.collectionId, collectionId), itemShownTo(viewer)));
  return row?.n ?? 0;
}

export async function holds(db: Executor, collectionId: string, projectId: string): Promise<boolean> {
  const [row] = await db
    .select({ projectId: collectionItems.projectId })
    .from(collectionItems)
    .where(and(eq(collectionItems.collectionId, collectionId), eq(collectionItems.projectId, projectId)))
    .limit(1);
  return Boolean(row);
}

/** The member's row lock: two creations at once cannot both pass the count of collections. */
export async function lockOwner(tx: Executor, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
