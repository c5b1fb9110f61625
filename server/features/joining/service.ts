import { randomUUID } from 'node:crypto';
import type { JoiningSettings, PendingAccount, PublicJoining } from '../../../common/joining';
import { JOINING_MESSAGES } from '../../../common/joining';
import type { AppDependencies } from '../../core/dependencies';
import { readJoiningSettings, writeJoiningSettings } from '../../core/joining/settings-repository';
import type { JoiningSettingsRow, UserRow } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { approvedMail, rejectedMail } from './mails';
import { siteNameOf } from '../../core/site/site';
import * as repository from './repository';
import { translatorOf } from '../../core/people/language';

type Deps = AppDependencies;

/** The settings (admins) and the review of pending registrations (staff), decision 0024. */

function toSettings(row: JoiningSettingsRow): JoiningSettings {
  const { id: _id, updatedAt: _updatedAt, ...settings } = row;
  return settings;
}

export async function settings(deps: Deps): Promise<JoiningSettings> {
  return toSettings(await readJoiningSettings(deps.database.db));
}

export async function publicSettings(deps: Deps): Promise<PublicJoining> {
  const row = await readJoiningSettings(deps.database.db);
  return {
    mode: row.mode,
    joinQuestion: row.mode === 'approval' ? row.joinQuestion : null,
    requireTerms: row.requireTerms,
    membersMayInvite: row.membersMayInvite,
  };
}

/** A change applies to the next registration at once: nothing caches the row. */
export async function updateSettings(deps: Deps, admin: UserRow, input: JoiningSettings): Promise<JoiningSettings> {
  const row = await deps.database.db.transaction(async (tx) => {
    const written = await writeJoiningSettings(tx, input);
    await repository.insertAuditEntry(tx, { id: randomUUID(), actorId: admin.id, action: 'change_joining_settings', details: { mode: written.mode } });
    return written;
  });
  return toSettings(row);
}

function toPending(row: UserRow): PendingAccount {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    emailVerified: row.emailVerified,
    joinAnswer: row.joinAnswer,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function pending(deps: Deps): Promise<PendingAccount[]> {
  return (await repository.listPending(deps.database.db)).map(toPending);
}

export async function approve(deps: Deps, reviewer: UserRow, userId: string): Promise<PendingAccount> {
  const row = await deps.database.db.transaction(async (tx) => {
    const approved = await repository.approvePending(tx, userId, new Date());
    if (!approved) throw notFound(JOINING_MESSAGES.notPending);
    await repository.insertAuditEntry(tx, { id: randomUUID(), actorId: reviewer.id, targetUserId: approved.id, action: 'approve_registration' });
    return approved;
  });
  deps.mailer.send(approvedMail(await translatorOf(deps, row.id), row.email, row.firstName, `${deps.config.appUrl}/login`, row.emailVerified, await siteNameOf(deps)));
  return toPending(row);
}

export async function reject(deps: Deps, reviewer: UserRow, userId: string, reason: string | undefined): Promise<PendingAccount> {
  // Read before the account (and its settings) is removed.
  const t = await translatorOf(deps, userId);
  const row = await deps.database.db.transaction(async (tx) => {
    const removed = await repository.deletePending(tx, userId);
    if (!removed) throw notFound(JOINING_MESSAGES.notPending);
    // The account is gone, so the entry names the person (not the address) for the staff.
    const targetLabel = `${removed.firstName} ${removed.lastName}`.trim();
    await repository.insertAuditEntry(tx, { id: randomUUID(), actorId: reviewer.id, action: 'reject_registration', reason: reason ?? null, targetLabel });
    return removed;
  });
  deps.mailer.send(rejectedMail(t, row.email, row.firstName, reason ? reason : undefined, await siteNameOf(deps)));
  return toPending(row);
}
