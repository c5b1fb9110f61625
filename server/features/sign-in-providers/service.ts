import { randomUUID } from 'node:crypto';
import { safeLocalPath } from '../../../common/auth';
import { JOINING_MESSAGES } from '../../../common/joining';
import { type LinkedAccountsAnswer, PROVIDER_MESSAGES, type ProviderCallbackAnswer, type ProviderSummary, type StartProviderInput } from '../../../common/sign-in';
import type { SignInProviderConfig } from '../../config';
import type { AppDependencies } from '../../core/dependencies';
import { admissionFor, checkedEmailAddress } from '../../core/joining/admission';
import { spendInvitation } from '../../core/joining/invitation-repository';
import { findUserByEmail, findUserById, updateUser } from '../../core/people/user-repository';
import { keepsAWayIn } from '../../core/people/ways-in';
import { lockWaysIn } from '../../core/people/ways-in-repository';
import type { UserRow } from '../../db/schema';
import { badRequest, forbidden, invalidField, notFound, unauthorized } from '../../platform/errors';
import { hashToken, newToken } from '../../platform/sessions/tokens';
import { authorizationUrl, identityFromCallback, newFlowSecrets, type ProviderIdentity } from './clients';
import * as repository from './repository';

type Deps = AppDependencies;

/** Long enough to sign in at the provider (and pass its two-factor step), short enough to go stale. */
export const FLOW_LIFETIME_MS = 10 * 60 * 1000;
/** How long an offer to link waits for its owner to sign in and confirm. */
export const OFFER_LIFETIME_MS = 30 * 60 * 1000;

const NEEDS_VERIFICATION = 'Please verify your email address before signing in. Check your inbox for the verification link.';

export function listProviders(deps: Deps): ProviderSummary[] {
  return deps.config.signInProviders.map(({ id, name, kind }) => ({ id, name, kind }));
}

export function providerById(deps: Deps, id: string): SignInProviderConfig {
  const provider = deps.config.signInProviders.find((candidate) => candidate.id === id);
  if (!provider) throw notFound(PROVIDER_MESSAGES.unknownProvider);
  return provider;
}

const nameOf = (deps: Deps, id: string) => deps.config.signInProviders.find((provider) => provider.id === id)?.name ?? id;
export const methodOf = (provider: SignInProviderConfig) => `provider:${provider.id}`;

/** Begins a redirect to the provider: the state goes to the browser's cookie, the secrets to the database. */
export async function startFlow(
  deps: Deps,
  user: UserRow | null,
  providerId: string,
  input: StartProviderInput,
): Promise<{ url: string; state: string }> {
  const provider = providerById(deps, providerId);
  if (input.intent === 'link' && !user) throw unauthorized();
  const secrets = newFlowSecrets();
  const url = await authorizationUrl(deps, provider, secrets);
  const joining = {
    ...(input.invitationCode ? { invitationCode: input.invitationCode } : {}),
    ...(input.acceptTerms !== undefined ? { acceptTerms: input.acceptTerms } : {}),
    ...(input.joinAnswer ? { joinAnswer: input.joinAnswer } : {}),
  };
  await repository.insertFlow(deps.database.db, {
    id: hashToken(secrets.state),
    provider: provider.id,
    codeVerifier: secrets.codeVerifier,
    nonce: secrets.nonce,
    intent: input.intent ?? 'sign-in',
    userId: input.intent === 'link' ? (user?.id ?? null) : null,
    next: safeLocalPath(input.next) ?? null,
    joining,
    expiresAt: new Date(Date.now() + FLOW_LIFETIME_MS),
  });
  return { url, state: secrets.state };
}

/** What the route does after a callback: answer, and maybe open a session or hand over an offer. */
export interface CallbackResult {
  answer: ProviderCallbackAnswer;
  signIn?: { userId: string; method: string };
  offerToken?: string;
}

/**
 * The provider sent the browser back. The state must be the one this browser's cookie holds and a
 * flow not yet spent; openid-client then checks the rest (issuer, PKCE, ID token, nonce).
 */
export async function finishFlow(
  deps: Deps,
  signedIn: UserRow | null,
  providerId: string,
  query: string,
  cookieState: string | undefined,
): Promise<CallbackResult> {
  const { db } = deps.database;
  const provider = providerById(deps, providerId);
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const state = params.get('state');
  if (!state || !cookieState || state !== cookieState) throw badRequest(PROVIDER_MESSAGES.invalidCallback);
  const now = new Date();
  const flow = await repository.takeFlow(db, hashToken(state), now);
  if (!flow || flow.provider !== provider.id) throw badRequest(PROVIDER_MESSAGES.invalidCallback);
  if (params.has('error')) throw badRequest(PROVIDER_MESSAGES.providerRefused(provider.name));
  const identity = await identityFromCallback(deps, provider, params, { state, nonce: flow.nonce, codeVerifier: flow.codeVerifier });
  const next = flow.next ?? '/';

  if (flow.intent === 'link') {
    // Linking is for the person who asked, still signed in in this browser.
    if (!signedIn || signedIn.id !== flow.userId) throw badRequest(PROVIDER_MESSAGES.invalidCallback);
    await link(deps, signedIn, provider, identity);
    return { answer: { outcome: 'linked', next: '/settings?tab=security' } };
  }

  const linked = await repository.findLinkedAccount(db, provider.id, identity.subject);
  if (linked) {
    const owner = await findUserById(db, linked.userId);
    if (!owner) throw badRequest(PROVIDER_MESSAGES.invalidCallback);
    refuseSignIn(owner);
    await repository.touchLinkedAccount(db, linked.id, identity.label, now);
    return { answer: { outcome: 'signed-in', next, created: false }, signIn: { userId: owner.id, method: methodOf(provider) } };
  }

  if (!identity.email) throw badRequest(PROVIDER_MESSAGES.unverifiedEmail(provider.name));
  // Read and checked as a typed address is, before it is looked up or stored (decision 0024).
  const person = { ...identity, email: checkedEmailAddress(identity.email) };
  const existing = await findUserByEmail(db, person.email);
  if (existing) return offerLink(deps, existing, provider, person);

  const created = await createAccount(deps, provider, person, flow.joining ?? {}, now);
  if (!created) {
    // The address was taken between the look-up and the insert: the same answer as above.
    const taken = await findUserByEmail(db, person.email);
    if (!taken) throw badRequest(PROVIDER_MESSAGES.invalidCallback);
    return offerLink(deps, taken, provider, person);
  }
  await deps.events.emit('person-joined', { userId: created.id });
  if (created.joiningStatus === 'pending') return { answer: { outcome: 'pending', message: PROVIDER_MESSAGES.createdPending } };
  return { answer: { outcome: 'signed-in', next, created: true }, signIn: { userId: created.id, method: methodOf(provider) } };
}

/** The rules of a password sign-in (decisions 6 and 0024) hold for a provider's too. */
function refuseSignIn(user: UserRow): void {
  if (!user.emailVerified) throw forbidden(NEEDS_VERIFICATION, { needsVerification: true });
  if (user.joiningStatus === 'pending') throw forbidden(JOINING_MESSAGES.pendingApproval, { pendingApproval: true });
}

/** Never a silent link: the owner of the address signs in the usual way and confirms. */
async function offerLink(deps: Deps, owner: UserRow, provider: SignInProviderConfig, identity: ProviderIdentity): Promise<CallbackResult> {
  if (!owner.emailVerified) throw forbidden(PROVIDER_MESSAGES.existingUnverified);
  const token = newToken();
  await deps.database.db.transaction(async (tx) =>
    repository.insertLinkOffer(tx, {
      id: hashToken(token),
      userId: owner.id,
      provider: provider.id,
      subject: identity.subject,
      label: identity.label,
      email: owner.email,
      expiresAt: new Date(Date.now() + OFFER_LIFETIME_MS),
    }),
  );
  return { answer: { outcome: 'link-required', email: owner.email, providerName: provider.name }, offerToken: token };
}

/** A first sign-in makes an account with the provider's verified address, if the site admits it. */
async function createAccount(
  deps: Deps,
  provider: SignInProviderConfig,
  identity: ProviderIdentity,
  joining: { invitationCode?: string; acceptTerms?: boolean; joinAnswer?: string },
  now: Date,
): Promise<UserRow | null> {
  const email = identity.email as string;
  const operator = deps.config.adminEmails.includes(email);
  const admission = await admissionFor(deps.database.db, { email, ...joining }, operator, now);
  return deps.database.db.transaction(async (tx) => {
    const row = await repository.insertProviderUser(tx, {
      id: randomUUID(),
      email,
      firstName: identity.firstName || email.split('@')[0]?.slice(0, 50) || 'New member',
      lastName: identity.lastName,
      role: operator ? 'admin' : 'user',
      joiningStatus: admission.joiningStatus,
      joinAnswer: admission.joinAnswer,
      termsAcceptedAt: admission.termsAcceptedAt,
    });
    if (!row) return null;
    await repository.insertLinkedAccount(tx, { id: randomUUID(), userId: row.id, provider: provider.id, subject: identity.subject, label: identity.label });
    if (!admission.invitationCode) return row;
    const invitation = await spendInvitation(tx, admission.invitationCode, now);
    if (!invitation) throw invalidField('invitationCode', JOINING_MESSAGES.invalidInvitation);
    return (await updateUser(tx, row.id, { invitedBy: invitation.createdBy, invitationId: invitation.id })) ?? row;
  });
}

async function link(deps: Deps, user: UserRow, provider: SignInProviderConfig, identity: { subject: string; label: string }): Promise<void> {
  const { db } = deps.database;
  const inserted = await repository.insertLinkedAccount(db, { id: randomUUID(), userId: user.id, provider: provider.id, subject: identity.subject, label: identity.label });
  if (inserted) {
    // A new way in: its owner hears of it (decision 0039).
    await deps.events.emit('way-in-added', { userId: user.id, kind: 'provider', name: provider.name, label: identity.label, at: new Date() });
    return;
  }
  const holder = await repository.findLinkedAccount(db, provider.id, identity.subject);
  if (holder?.userId === user.id) return;
  if (holder) throw badRequest(PROVIDER_MESSAGES.alreadyLinkedElsewhere(provider.name));
  throw badRequest(PROVIDER_MESSAGES.alreadyLinked(provider.name));
}

/** Settings → Security: what is linked, whether a password is set, and an offer waiting, if any. */
export async function linkedAccountsView(deps: Deps, user: UserRow, offerToken: string | undefined): Promise<LinkedAccountsAnswer> {
  const { db } = deps.database;
  const rows = await repository.linkedAccountsOf(db, user.id);
  const offer = offerToken ? await repository.findLinkOffer(db, hashToken(offerToken), new Date()) : null;
  return {
    hasPassword: user.passwordHash !== null,
    linked: rows.map((row) => ({
      provider: row.provider,
      providerName: nameOf(deps, row.provider),
      label: row.label,
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    })),
    offer: offer && offer.userId === user.id ? { provider: offer.provider, providerName: nameOf(deps, offer.provider), label: offer.label } : null,
  };
}

/** The signed-in confirmation of decision 0026: only the account the offer was made for, by its verified address. */
export async function confirmOffer(deps: Deps, user: UserRow, offerToken: string | undefined): Promise<string> {
  const { db } = deps.database;
  const now = new Date();
  const offer = offerToken ? await repository.findLinkOffer(db, hashToken(offerToken), now) : null;
  if (!offer) throw badRequest(PROVIDER_MESSAGES.noOffer);
  if (offer.userId !== user.id || offer.email !== user.email || !user.emailVerified) throw forbidden(PROVIDER_MESSAGES.offerForAnotherAccount);
  const provider = providerById(deps, offer.provider);
  if (!(await repository.takeLinkOffer(db, offer.id, now))) throw badRequest(PROVIDER_MESSAGES.noOffer);
  await link(deps, user, provider, offer);
  return PROVIDER_MESSAGES.linked(provider.name);
}

export async function dismissOffer(deps: Deps, offerToken: string | undefined): Promise<void> {
  if (offerToken) await repository.takeLinkOffer(deps.database.db, hashToken(offerToken), new Date());
}

/** Unlinking leaves at least one way in: a password, or another provider the site still offers. */
export async function unlink(deps: Deps, user: UserRow, providerId: string): Promise<string> {
  const name = nameOf(deps, providerId);
  const configured = new Set(deps.config.signInProviders.map((provider) => provider.id));
  await deps.database.db.transaction(async (tx) => {
    const ways = await lockWaysIn(tx, user.id);
    if (!ways?.providers.includes(providerId)) throw notFound(PROVIDER_MESSAGES.notLinked(name));
    if (!keepsAWayIn(ways, { provider: providerId }, configured)) throw badRequest(PROVIDER_MESSAGES.lastWayToSignIn);
    await repository.deleteLinkedAccount(tx, user.id, providerId);
  });
  return PROVIDER_MESSAGES.unlinked(name);
}
