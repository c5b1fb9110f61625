import { randomUUID } from 'node:crypto';
import { STAFF_MESSAGES } from '../../../common/staff';
import type { AppDependencies } from '../../core/dependencies';
import { hasAdmin, lockAdmins, setRole } from '../../core/people/role-repository';
import type { UserRow } from '../../db/schema';
import { badRequest, conflict, forbidden } from '../../platform/errors';
import { hashToken, newToken } from '../../platform/sessions/tokens';
import * as repository from './repository';

/**
 * The first-start path (decision 0023): while no admin exists, each start prints how to become
 * one — the CLI command, or a one-time link that makes the verified member who opens it admin.
 * ADMIN_EMAILS still works beside both.
 */

type Deps = AppDependencies;
export const SETUP_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** A new link when no admin exists (null otherwise); the token itself is only in the answer. */
export async function issueSetupLink(deps: Deps, now = new Date()): Promise<{ url: string; expiresAt: Date } | null> {
  const { db } = deps.database;
  if (await hasAdmin(db)) return null;
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SETUP_LINK_LIFETIME_MS);
  await repository.insertToken(db, { tokenHash: hashToken(token), expiresAt });
  return { url: `${deps.config.appUrl}/setup/${token}`, expiresAt };
}

/** How to become the first admin, as the lines of the first-run block (server/main.ts). */
export function setupInstructions(link: { url: string; expiresAt: Date }): string[] {
  return [
    'No administrator exists yet. To become one, either:',
    '  npm run cli -- grant-admin <email>   (for an account that exists), or',
    `  sign in with a verified account and open ${link.url}`,
    `  (a one-time link, valid until ${link.expiresAt.toISOString()}; a new one is printed at each start).`,
  ];
}

export async function needsAdmin(deps: Deps): Promise<boolean> {
  return !(await hasAdmin(deps.database.db));
}

/** The signed-in, verified member who opens a valid link becomes the first admin. */
export async function claimSetup(deps: Deps, user: UserRow, token: string): Promise<void> {
  if (!user.emailVerified) throw forbidden(STAFF_MESSAGES.setupNeedsVerified);
  await deps.database.db.transaction(async (tx) => {
    // Locked, so two people opening two links at once cannot both become the first admin.
    if ((await lockAdmins(tx)).length > 0) throw conflict(STAFF_MESSAGES.setupHasAdmin);
    if (!(await repository.spendToken(tx, hashToken(token), user.id, new Date()))) throw badRequest(STAFF_MESSAGES.setupUsed);
    await setRole(tx, user.id, 'admin');
    await repository.insertAuditEntry(tx, {
      id: randomUUID(),
      actorId: user.id,
      targetUserId: user.id,
      action: 'change_role',
      reason: 'First administrator, by the one-time setup link',
      details: { from: user.role, to: 'admin', setupLink: true },
    });
  });
}
