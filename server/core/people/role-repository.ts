import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Role } from '../../../common/roles';
import type { Executor } from '../../db/client';
import { type UserRow, users } from '../../db/schema';

/**
 * Roles (decision 0023): who is staff, how many admins there are, and the one role update. Read
 * by the panel's role changes, the CLI and the first-start setup link.
 */

/** Whether any admin exists: the first-start path shows only while none does. */
export async function hasAdmin(db: Executor): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  return row !== undefined;
}

/**
 * The admins' ids, their rows locked for the rest of the transaction: two admins demoting each
 * other at once queue up, and the second sees that it would leave none.
 */
export async function lockAdmins(tx: Executor): Promise<string[]> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).orderBy(asc(users.id)).for('update');
  return rows.map((row) => row.id);
}

export async function setRole(db: Executor, id: string, role: Role): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error('user vanished while its role changed');
  return row;
}

export async function listStaff(db: Executor) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, role: users.role })
    .from(users)
    .where(inArray(users.role, ['moderator', 'admin']))
    .orderBy(sql`${users.role} = 'moderator'`, asc(users.firstName), asc(users.id))
    .limit(500);
}
