import type { z } from 'zod';
import { effectiveStatus } from '../../../common/account-status';
import { MEMBERS_PAGE_SIZE, type MembersPage, type membersQuerySchema } from '../../../common/members';
import type { AppDependencies } from '../../core/dependencies';
import * as repository from './members-repository';

/**
 * The Members tab (GET /api/admin/users): staff find anyone by name or address, then warn,
 * suspend, ban or lift through the same calls as from a report, with no report attached.
 */

function toMember(row: repository.MemberRecord) {
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim() || row.email,
    email: row.email,
    role: row.role,
    status: effectiveStatus(row),
    warningCount: row.warningCount,
    suspendedUntil: row.suspendedUntil?.toISOString() ?? null,
    bannedAt: row.bannedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listMembers(deps: AppDependencies, query: z.output<typeof membersQuerySchema>): Promise<MembersPage> {
  const offset = (query.page - 1) * MEMBERS_PAGE_SIZE;
  const { rows, total } = await repository.memberPage(deps.database.db, query.q, MEMBERS_PAGE_SIZE, offset);
  return { members: rows.map(toMember), page: query.page, pageSize: MEMBERS_PAGE_SIZE, total };
}
