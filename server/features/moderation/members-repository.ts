import { count, desc, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

/** The Members tab's reads (GET /api/admin/users): every account, whatever its standing. */

const memberColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  status: users.status,
  warningCount: users.warningCount,
  suspendedUntil: users.suspendedUntil,
  bannedAt: users.bannedAt,
  createdAt: users.createdAt,
};

/** `%` and `_` typed by staff are letters, not wildcards (backslash is ILIKE's default escape). */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function matching(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containing(search);
  // "Ada Lov" finds Ada Lovelace: the whole name is searched as well as each part and the address.
  return or(ilike(users.email, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern));
}

/** One page, newest accounts first, and how many match in all. */
export async function memberPage(db: Executor, search: string | undefined, limit: number, offset: number) {
  const where = matching(search);
  const [rows, totals] = await Promise.all([
    db.select(memberColumns).from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
}
export type MemberRecord = Awaited<ReturnType<typeof memberPage>>['rows'][number];
