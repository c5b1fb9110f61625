import type { CurrentUser } from '../../../common/auth';
import type { UserRow } from '../../db/schema';

/** The signed-in person as the API shows them to themselves: never the password hash. */
export function toCurrentUser(user: UserRow): CurrentUser {
  const { passwordHash: _secret, ...rest } = user;
  return {
    ...rest,
    bannedAt: user.bannedAt?.toISOString() ?? null,
    suspendedUntil: user.suspendedUntil?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
