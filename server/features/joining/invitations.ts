import { randomBytes, randomUUID } from 'node:crypto';
import type { InvitationCheck, Invitation, MyInvitations } from '../../../common/joining';
import { JOINING_MESSAGES } from '../../../common/joining';
import type { AppDependencies } from '../../core/dependencies';
import { findUsableInvitation } from '../../core/joining/invitation-repository';
import { readJoiningSettings } from '../../core/joining/settings-repository';
import type { UserRow } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { isJoiningStaff, mayInvite, mayRevoke } from './policy';
import * as repository from './repository';

type Deps = AppDependencies;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Lists show the newest invitations; an operator with more revokes or lets them expire. */
const LIST_LIMIT = 200;

/** Invitation links (decision 0024): made by staff, and by members within a quota if allowed. */

function isUsable(row: { revokedAt: Date | null; expiresAt: Date; uses: number; maxUses: number }, now: Date): boolean {
  return row.revokedAt === null && row.expiresAt > now && row.uses < row.maxUses;
}

async function withInvitees(deps: Deps, rows: repository.InvitationWithMaker[]): Promise<Invitation[]> {
  const invitees = await repository.inviteesOf(deps.database.db, rows.map((row) => row.id));
  const now = new Date();
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    // The register form reads the code from its query (decision 0024): one page, pre-filled.
    url: `${deps.config.appUrl}/register?invitation=${encodeURIComponent(row.code)}`,
    maxUses: row.maxUses,
    uses: row.uses,
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    usable: isUsable(row, now),
    createdBy: row.createdBy ? { id: row.createdBy, name: row.makerName ?? '' } : null,
    usedBy: invitees
      .filter((person) => person.invitationId === row.id)
      .map((person) => ({ id: person.id, name: person.name, joinedAt: person.joinedAt.toISOString() })),
  }));
}

export async function mine(deps: Deps, user: UserRow): Promise<MyInvitations> {
  const { db } = deps.database;
  const settings = await readJoiningSettings(db);
  const staff = isJoiningStaff(user);
  const [rows, committed] = await Promise.all([repository.listInvitations(db, user.id, LIST_LIMIT), repository.committedUses(db, user.id, new Date())]);
  return {
    invitations: await withInvitees(deps, rows),
    quota: staff ? null : settings.memberInviteQuota,
    committed,
    mayInvite: mayInvite(user, settings),
  };
}

export async function all(deps: Deps): Promise<Invitation[]> {
  return withInvitees(deps, await repository.listInvitations(deps.database.db, null, LIST_LIMIT));
}

export async function create(deps: Deps, user: UserRow, input: { maxUses: number; expiresInDays: number }): Promise<Invitation> {
  const { db } = deps.database;
  const settings = await readJoiningSettings(db);
  if (!mayInvite(user, settings)) throw forbidden(JOINING_MESSAGES.membersMayNotInvite);
  const now = new Date();
  if (!isJoiningStaff(user)) {
    // Counted before the insert: two requests at the same instant may pass together; the quota
    // is a courtesy limit, not a security boundary, so this is accepted (decision 0024).
    const committed = await repository.committedUses(db, user.id, now);
    if (committed + input.maxUses > settings.memberInviteQuota) throw forbidden(JOINING_MESSAGES.quotaReached(settings.memberInviteQuota));
  }
  const row = await repository.insertInvitation(db, {
    id: randomUUID(),
    // 128 random bits: the link is the capability, so it must not be guessable.
    code: randomBytes(16).toString('base64url'),
    createdBy: user.id,
    maxUses: input.maxUses,
    expiresAt: new Date(now.getTime() + input.expiresInDays * DAY_MS),
  });
  const [invitation] = await withInvitees(deps, [{ ...row, makerName: `${user.firstName} ${user.lastName}` }]);
  if (!invitation) throw new Error('the new invitation was not listed');
  return invitation;
}

export async function revoke(deps: Deps, user: UserRow, id: string): Promise<Invitation> {
  const { db } = deps.database;
  const found = await repository.findInvitation(db, id);
  if (!found) throw notFound(JOINING_MESSAGES.invitationNotFound);
  if (!mayRevoke(user, found)) throw forbidden(JOINING_MESSAGES.notYourInvitation);
  const revoked = await repository.revokeInvitation(db, id, new Date());
  if (!revoked) throw badRequest(JOINING_MESSAGES.alreadyRevoked);
  const makerName = revoked.createdBy ? await repository.findUserName(db, revoked.createdBy) : null;
  const [invitation] = await withInvitees(deps, [{ ...revoked, makerName }]);
  if (!invitation) throw new Error('the revoked invitation was not listed');
  return invitation;
}

/** For the invitation page: whether the link still admits someone, and whose it is. */
export async function check(deps: Deps, code: string): Promise<InvitationCheck> {
  const { db } = deps.database;
  const found = await findUsableInvitation(db, code, new Date());
  if (!found) return { valid: false, message: JOINING_MESSAGES.invalidInvitation, inviterName: null };
  const inviterName = found.createdBy ? await repository.findUserName(db, found.createdBy) : null;
  return { valid: true, message: null, inviterName };
}
