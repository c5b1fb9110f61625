import type { UserRow } from '../db/schema';

/** Who calls an endpoint in the access tests: every route is tried as each of them. */
export type Role = 'visitor' | 'member' | 'moderator' | 'admin' | 'suspended' | 'banned';
export const ROLES: Role[] = ['visitor', 'member', 'moderator', 'admin', 'suspended', 'banned'];

export const DAY_MS = 24 * 60 * 60 * 1000;
export const suspendedFields = (): Partial<UserRow> => ({ status: 'suspended', suspendedUntil: new Date(Date.now() + 7 * DAY_MS) });
export const bannedFields = (): Partial<UserRow> => ({ status: 'banned', bannedAt: new Date(), banReason: 'Spam everywhere' });

/** The account fields that make a signed-in person of each role. */
export const ROLE_FIELDS: Record<Exclude<Role, 'visitor'>, () => Partial<UserRow>> = {
  member: () => ({}),
  moderator: () => ({ role: 'moderator' }),
  admin: () => ({ role: 'admin' }),
  suspended: suspendedFields,
  banned: bannedFields,
};
