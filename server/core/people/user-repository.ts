import { eq, type SQL, sql } from 'drizzle-orm';
import type { StaffRole } from '../../../common/roles';
import type { Executor } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { type UserRow, users } from '../../db/schema';
import { hasPrivateProfile } from './settings-repository';

/**
 * The account rows every feature reads: look-ups by id and address, the one update, and the
 * conditions that say who counts and who shows (decisions 7 and 0015). The users core owns them;
 * the accounts feature owns sign-up, sessions and tokens.
 */
export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

/** Every signed-in request and every profile reads a person by id: built once and prepared. */
export async function findUserById(db: Executor, id: string): Promise<UserRow | null> {
  const statement = preparedStatement(db, 'users:by-id', (name) =>
    db.select().from(users).where(eq(users.id, sql.placeholder('id'))).limit(1).prepare(name),
  );
  const [row] = await statement.execute({ id });
  return row ?? null;
}

export async function updateUser(db: Executor, id: string, values: Partial<UserRow>): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

/**
 * A person counts in follower numbers and as an author unless banned. The directory, search and
 * the people counts go further: see `shownToOthers` and `listedInDirectory`.
 */
export const notBanned = sql`(${users.status} <> 'banned' and ${users.bannedAt} is null)`;

/**
 * Whether others may see the person at all (decision 0015): not banned, and established — some
 * address of theirs was verified once. An account nobody ever verified is anyone's to create under
 * any name, so it shows nowhere until it is. The column only narrows scans the indexes already make
 * (creation date, search vector, primary key); the few never-verified rows are skipped as they come.
 */
export const shownToOthers = sql`(${notBanned} and ${users.firstVerifiedAt} is not null)`;

/**
 * Who appears in the directory and in search: shown to others (not banned, verified once), and not
 * someone who turned "public profile" off in Settings (a primary-key lookup in user_settings). One
 * place, so search, the directory, its stats and the sitemap agree.
 */
export const listedInDirectory: SQL = sql`(${shownToOthers} and not ${hasPrivateProfile(users.id)})`;

/** The staff badge as a column (decision 0023): the role of moderators and admins, null for members. */
export const staffRoleColumn = sql<StaffRole | null>`nullif(${users.role}, 'user')`;
