import { randomUUID } from 'node:crypto';
import { effectiveStatus } from '../../../common/account-status';
import type { Role } from '../../../common/roles';
import { isStaffRole } from '../../../common/roles';
import { STAFF_MESSAGES, type StaffMember, userNotFoundMessage } from '../../../common/staff';
import type { AppDependencies } from '../../core/dependencies';
import { findUserByEmail } from '../../core/people/user-repository';
import { listStaff as staffRows, lockAdmins, setRole } from '../../core/people/role-repository';
import type { UserRow } from '../../db/schema';
import { conflict, notFound } from '../../platform/errors';
import * as repository from './repository';
import * as targets from './targets-repository';

/**
 * Role changes (decision 0023): by an admin in the panel, or from the command line (no actor). A
 * reason is required and goes to the audit log; the last admin cannot give up the role.
 */

type Deps = AppDependencies;
/** What the audit log names as the actor of a change made with `npm run cli`. */
export const CLI_ACTOR = 'Command line';

function toStaffMember(user: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email' | 'role'>): StaffMember {
  return { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() || user.email, email: user.email, role: user.role };
}

export async function listStaff(deps: Deps): Promise<StaffMember[]> {
  return (await staffRows(deps.database.db)).map(toStaffMember);
}

export interface RoleChange {
  /** The admin in the panel; null from the command line. */
  actor: UserRow | null;
  email: string;
  role: Role;
  reason: string;
}

export async function changeRole(deps: Deps, change: RoleChange): Promise<{ message: string; user: StaffMember }> {
  const { db } = deps.database;
  const email = change.email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    const found = await findUserByEmail(tx, email);
    const target = found ? await targets.lockUser(tx, found.id) : null;
    if (!target) throw notFound(userNotFoundMessage(email));
    if (target.role === change.role) return { message: STAFF_MESSAGES.unchanged, user: toStaffMember(target) };
    if (target.role === 'admin' && admins.length <= 1) throw conflict(STAFF_MESSAGES.lastAdmin);
    const standing = effectiveStatus(target);
    if (isStaffRole(change.role) && (standing === 'banned' || standing === 'suspended')) throw conflict(STAFF_MESSAGES.sanctionedStaff);
    const user = await setRole(tx, target.id, change.role);
    await repository.insertAuditEntry(tx, {
      id: randomUUID(),
      actorId: change.actor?.id ?? null,
      actorLabel: change.actor ? null : CLI_ACTOR,
      targetUserId: target.id,
      action: 'change_role',
      reason: change.reason,
      details: { from: target.role, to: change.role },
    });
    return { message: STAFF_MESSAGES.changed, user: toStaffMember(user) };
  });
}
