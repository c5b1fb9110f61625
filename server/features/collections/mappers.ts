import type { Collection } from '../../../common/collections';
import { type StaffRole, staffRoleOf } from '../../../common/roles';
import type { CollectionRow, UserRow } from '../../db/schema';

type Owner = Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'profileImageUrl' | 'title'> & ({ role: UserRow['role'] } | { staffRole: StaffRole | null });

/** Row → the JSON of a collection; `itemCount` is what the viewer sees of it. */
export function toCollection(row: CollectionRow, owner: Owner, itemCount: number): Collection {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isPrivate: row.isPrivate,
    isDefault: row.isDefault,
    itemCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    owner: {
      id: owner.id,
      firstName: owner.firstName,
      lastName: owner.lastName,
      profileImageUrl: owner.profileImageUrl,
      title: owner.title,
      staffRole: 'staffRole' in owner ? owner.staffRole : staffRoleOf(owner.role),
    },
  };
}
