import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { TWO_FACTOR_MESSAGES } from '../../../common/two-factor';
import type { AppDependencies } from '../../core/dependencies';
import { assertMaySignIn } from '../../core/people/sign-in';
import { findUserById } from '../../core/people/user-repository';
import { keepsAWayIn } from '../../core/people/ways-in';
import { lockWaysIn } from '../../core/people/ways-in-repository';
import * as secondFactors from '../../core/second-factor/repository';
import { siteNameOf } from '../../core/site/site';
import type { PasskeyRow, UserRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { hashToken, newToken } from '../../platform/sessions/tokens';
import * as repository from './passkey-repository';
import { finish } from './service';

type Deps = AppDependencies;

/** A ceremony (adding a passkey, signing in with one) must be finished within five minutes. */
export const CEREMONY_LIFETIME_MS = 5 * 60 * 1000;

/** The relying party is the site at APP_URL: its host name is the rpID, its origin the only origin. */
function relyingParty(deps: Deps) {
  const url = new URL(deps.config.appUrl);
  return { rpID: url.hostname, origin: url.origin };
}

export function toPasskey(row: PasskeyRow) {
  return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), lastUsedAt: row.lastUsedAt?.toISOString() ?? null, backedUp: row.backedUp };
}

/**
 * A ceremony is bound to the browser by a token in an HttpOnly cookie, and to its challenge: the
 * row's key is the hash of both, so a browser may have several under way (the e-mail field's
 * autofill request and the button's) and an answer finds exactly the one it was made for.
 */
function ceremonyKey(browserToken: string, challenge: string): string {
  return hashToken(`${browserToken}:${challenge}`);
}

async function startCeremony(deps: Deps, browserToken: string | undefined, purpose: 'register' | 'sign-in', userId: string | null, challenge: string) {
  const { db } = deps.database;
  const now = new Date();
  await repository.deleteExpiredCeremonies(db, now);
  const token = browserToken ?? newToken();
  await repository.insertCeremony(db, { idHash: ceremonyKey(token, challenge), purpose, userId, challenge, expiresAt: new Date(now.getTime() + CEREMONY_LIFETIME_MS) });
  return token;
}

/** The challenge an answer claims to sign (checked again by the verification), or null. */
function claimedChallenge(response: unknown): string | null {
  const clientData = (response as { response?: { clientDataJSON?: unknown } } | null)?.response?.clientDataJSON;
  if (typeof clientData !== 'string' || clientData.length > 10_000) return null;
  try {
    const challenge = (JSON.parse(Buffer.from(clientData, 'base64url').toString('utf8')) as { challenge?: unknown }).challenge;
    return typeof challenge === 'string' ? challenge : null;
  } catch {
    return null;
  }
}

/** Takes out (single use) the ceremony this browser started for the challenge the answer names. */
async function takeCeremonyFor(deps: Deps, browserToken: string | undefined, purpose: 'register' | 'sign-in', response: unknown) {
  const challenge = claimedChallenge(response);
  if (!browserToken || !challenge) return null;
  return repository.takeCeremony(deps.database.db, ceremonyKey(browserToken, challenge), purpose, new Date());
}

/** Options for adding a passkey; the token goes in an HttpOnly cookie, the challenge stays here. */
export async function registrationOptions(deps: Deps, user: UserRow, browserToken: string | undefined) {
  const existing = await repository.passkeysOf(deps.database.db, user.id);
  const options = await generateRegistrationOptions({
    rpName: await siteNameOf(deps),
    rpID: relyingParty(deps).rpID,
    userName: user.email,
    userDisplayName: `${user.firstName} ${user.lastName}`,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: passkey.transports ?? undefined })),
    // Discoverable, so the passkey alone can sign in (no e-mail typed first).
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  const ceremony = await startCeremony(deps, browserToken, 'register', user.id, options.challenge);
  return { options, ceremony };
}

export async function addPasskey(deps: Deps, user: UserRow, browserToken: string | undefined, input: { name: string; response: unknown }) {
  const { db } = deps.database;
  const ceremony = await takeCeremonyFor(deps, browserToken, 'register', input.response);
  if (!ceremony || ceremony.userId !== user.id) throw badRequest(TWO_FACTOR_MESSAGES.passkeyExpired);
  const { rpID, origin } = relyingParty(deps);
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse({
      response: input.response as RegistrationResponseJSON,
      expectedChallenge: ceremony.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
  } catch {
    throw badRequest(TWO_FACTOR_MESSAGES.passkeyFailed);
  }
  if (!verification.verified) throw badRequest(TWO_FACTOR_MESSAGES.passkeyFailed);
  const { credential, credentialBackedUp } = verification.registrationInfo;
  const row = await repository.insertPasskey(db, {
    id: credential.id,
    userId: user.id,
    name: input.name,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports ?? null,
    backedUp: credentialBackedUp,
  });
  if (!row) throw badRequest('This passkey is already registered.');
  return toPasskey(row);
}

/** Checks an assertion against a stored passkey and moves its counter; the passkey's owner on success. */
async function verifyAssertion(deps: Deps, challenge: string, response: AuthenticationResponseJSON, ownerId: string | null): Promise<string> {
  const passkey = typeof response?.id === 'string' ? await repository.findPasskey(deps.database.db, response.id) : null;
  if (!passkey || (ownerId && passkey.userId !== ownerId)) throw badRequest(TWO_FACTOR_MESSAGES.passkeyUnknown);
  const { rpID, origin } = relyingParty(deps);
  let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: passkey.transports ?? undefined,
      },
      requireUserVerification: ownerId === null,
    });
  } catch {
    // Includes a signature counter that did not grow (a cloned authenticator).
    throw badRequest(TWO_FACTOR_MESSAGES.passkeyFailed);
  }
  if (!verification.verified) throw badRequest(TWO_FACTOR_MESSAGES.passkeyFailed);
  const moved = await repository.recordPasskeyUse(deps.database.db, passkey.id, passkey.counter, verification.authenticationInfo.newCounter, new Date());
  if (!moved) throw badRequest(TWO_FACTOR_MESSAGES.passkeyFailed);
  return passkey.userId;
}

/** Options for signing in with a passkey alone: no account named, any discoverable passkey. */
export async function signInOptions(deps: Deps, browserToken: string | undefined) {
  const options = await generateAuthenticationOptions({ rpID: relyingParty(deps).rpID, userVerification: 'required' });
  const ceremony = await startCeremony(deps, browserToken, 'sign-in', null, options.challenge);
  return { options, ceremony };
}

export async function signInWithPasskey(deps: Deps, browserToken: string | undefined, response: unknown): Promise<UserRow> {
  const { db } = deps.database;
  const ceremony = await takeCeremonyFor(deps, browserToken, 'sign-in', response);
  if (!ceremony) throw badRequest(TWO_FACTOR_MESSAGES.passkeyExpired);
  // User verification (PIN, fingerprint) is required: the passkey alone stands for two factors.
  const userId = await verifyAssertion(deps, ceremony.challenge, response as AuthenticationResponseJSON, null);
  const user = await findUserById(db, userId);
  if (!user) throw badRequest(TWO_FACTOR_MESSAGES.passkeyUnknown);
  // The same doors as the password: a verified address, an admitted account.
  assertMaySignIn(user);
  return user;
}

/** Options for a passkey as the second step: the pending sign-in's account's passkeys only. */
export async function secondStepOptions(deps: Deps, pending: { tokenHash: string; userId: string }) {
  const { db } = deps.database;
  const mine = await repository.passkeysOf(db, pending.userId);
  if (mine.length === 0) throw badRequest('This account has no passkey. Use a code from your authenticator app.');
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(deps).rpID,
    allowCredentials: mine.map((passkey) => ({ id: passkey.id, transports: (passkey.transports ?? undefined) as never })),
    userVerification: 'preferred',
  });
  await secondFactors.setPendingChallenge(db, pending.tokenHash, options.challenge);
  return options;
}

export async function completeWithPasskey(deps: Deps, pending: { tokenHash: string; userId: string; challenge: string | null }, response: unknown): Promise<UserRow> {
  if (!pending.challenge) throw badRequest(TWO_FACTOR_MESSAGES.passkeyExpired);
  // The challenge is spent whatever the outcome: an answer is checked against it once.
  await secondFactors.setPendingChallenge(deps.database.db, pending.tokenHash, null);
  await verifyAssertion(deps, pending.challenge, response as AuthenticationResponseJSON, pending.userId);
  return finish(deps, pending);
}

export async function listPasskeys(deps: Deps, userId: string) {
  return (await repository.passkeysOf(deps.database.db, userId)).map(toPasskey);
}

export async function renamePasskey(deps: Deps, userId: string, id: string, name: string) {
  const row = await repository.renamePasskey(deps.database.db, userId, id, name);
  if (!row) throw notFound(TWO_FACTOR_MESSAGES.passkeyNotFound);
  return toPasskey(row);
}

/** Removing a passkey leaves at least one way in (the rule provider unlinking follows too). */
export async function removePasskey(deps: Deps, userId: string, id: string): Promise<void> {
  const configured = new Set(deps.config.signInProviders.map((provider) => provider.id));
  await deps.database.db.transaction(async (tx) => {
    const ways = await lockWaysIn(tx, userId);
    if (!ways?.passkeys.includes(id)) throw notFound(TWO_FACTOR_MESSAGES.passkeyNotFound);
    if (!keepsAWayIn(ways, { passkey: id }, configured)) throw conflict(TWO_FACTOR_MESSAGES.lastPasskey);
    await repository.deletePasskey(tx, userId, id);
  });
}
