import { normaliseDomain } from './email-address';

/**
 * Who may join (decision 0024): the modes, limits, messages and the domain rule, with no zod, so
 * the register form and the navbar may read them without loading the schemas.
 */
export const REGISTRATION_MODES = ['open', 'approval', 'invite-only', 'closed'] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];

export const JOIN_QUESTION_MAX_LENGTH = 300;
export const JOIN_ANSWER_MAX_LENGTH = 1000;
export const DOMAIN_LIST_MAX = 200;
export const INVITATION_MAX_USES = 1000;
export const INVITATION_MAX_DAYS = 90;
export const MEMBER_INVITE_QUOTA_MAX = 1000;
export const REJECT_REASON_MAX_LENGTH = 1000;

export const JOINING_MESSAGES = {
  closed: 'Registration is closed: this community is not accepting new members at the moment.',
  inviteOnly: 'Registration is by invitation only. Ask a member of this community for an invitation link.',
  invalidInvitation: 'This invitation link is invalid, has expired, has been revoked or has been used up.',
  termsRequired: 'Please accept the terms and the code of conduct to create an account.',
  answerRequired: 'Please answer the question to ask to join.',
  registeredPending:
    'Account created. Please check your e-mail to verify your address. The staff will then review your request to join, and you will get an e-mail when they have.',
  verifiedPending:
    'Your email address has been verified. Your request to join now waits for the staff: you will get an e-mail when it has been reviewed.',
  pendingApproval:
    'Your account is waiting for approval by the staff. You will get an e-mail when your request to join has been reviewed.',
  notPending: 'No registration with this id is waiting for review.',
  membersMayNotInvite: 'Only the staff can make invitations on this site.',
  quotaReached: (quota: number) => `You have reached your limit of ${quota} invitations. Revoke an unused one or wait for one to expire.`,
  invitationNotFound: 'Invitation not found.',
  notYourInvitation: 'You can only revoke invitations you made.',
  alreadyRevoked: 'This invitation has already been revoked.',
  invalidDomain: (value: string) => `"${value}" is not a domain name (for example: example.com).`,
  domainBlocked: (domain: string) => `E-mail addresses at ${domain} are not accepted here. Please use another address.`,
  domainNotAllowed: (allowed: readonly string[]) =>
    `Only e-mail addresses at ${allowed.join(', ')} are accepted here (subdomains included). Please use such an address.`,
} as const;

/**
 * The domain of an address as the lists hold domains ("ada@Mail.Example.com." → "mail.example.com",
 * "ada@bücher.test" → "xn--bcher-kva.test"; common/email-address.ts). Addresses reach the rule
 * already normalised by the e-mail schema; reading the domain the same way again keeps the rule
 * right for any caller.
 */
export function emailDomain(email: string): string {
  const raw = email.slice(email.lastIndexOf('@') + 1);
  return normaliseDomain(raw) ?? raw.trim().toLowerCase();
}

/** A listed domain covers itself and every subdomain: "example.com" covers "eu.example.com". */
export function domainCovers(listed: string, domain: string): boolean {
  return domain === listed || domain.endsWith(`.${listed}`);
}

/**
 * Why this address may not be used here, or null. The block-list wins over the allow-list (an
 * operator may allow a company and block one of its subdomains); an empty allow-list allows all.
 */
export function domainRefusal(email: string, lists: { allowedDomains: readonly string[]; blockedDomains: readonly string[] }): string | null {
  const domain = emailDomain(email);
  if (lists.blockedDomains.some((listed) => domainCovers(listed, domain))) return JOINING_MESSAGES.domainBlocked(domain);
  if (lists.allowedDomains.length > 0 && !lists.allowedDomains.some((listed) => domainCovers(listed, domain))) {
    return JOINING_MESSAGES.domainNotAllowed(lists.allowedDomains);
  }
  return null;
}
