import { emailSchema, INVALID_EMAIL_MESSAGE } from '../../../common/auth';
import { domainRefusal, JOINING_MESSAGES } from '../../../common/joining';
import type { Executor } from '../../db/client';
import { forbidden, invalidField } from '../../platform/errors';
import { findUsableInvitation } from './invitation-repository';
import { readJoiningSettings } from './settings-repository';

/**
 * Who may join (decision 0024): the checks a registration passes before an account is made, and
 * the domain rule a change of address passes too. In the core because the accounts feature
 * applies them and the joining feature edits what they read.
 */

export interface JoiningRequest {
  email: string;
  invitationCode?: string | undefined;
  acceptTerms?: boolean | undefined;
  joinAnswer?: string | undefined;
}

/** What the new account row gets; the invitation, if any, is spent in the insert's transaction. */
export interface Admission {
  joiningStatus: 'approved' | 'pending';
  invitationCode: string | null;
  termsAcceptedAt: Date | null;
  joinAnswer: string | null;
}

/**
 * Refuses a registration the settings do not admit, with a message naming why; otherwise says how
 * the account starts. Runs before the address is looked up, so the answer reveals nothing about
 * taken addresses (decision 0001). An address in ADMIN_EMAILS is the operator's: the mode does not
 * shut them out of their own site (terms and domains still apply).
 */
export async function admissionFor(db: Executor, request: JoiningRequest, operator: boolean, now: Date): Promise<Admission> {
  const settings = await readJoiningSettings(db);
  if (settings.mode === 'closed' && !operator) throw forbidden(JOINING_MESSAGES.closed, { registrationMode: 'closed' });
  const refusal = domainRefusal(request.email, settings);
  if (refusal) throw invalidField('email', refusal);
  if (settings.requireTerms && request.acceptTerms !== true) throw invalidField('acceptTerms', JOINING_MESSAGES.termsRequired);

  const code = request.invitationCode ? request.invitationCode : null;
  if (settings.mode === 'invite-only' && !code && !operator) {
    throw forbidden(JOINING_MESSAGES.inviteOnly, { registrationMode: 'invite-only' });
  }
  // A code given in any mode must be good: recording who invited whom needs a real invitation.
  if (code && !(await findUsableInvitation(db, code, now))) throw invalidField('invitationCode', JOINING_MESSAGES.invalidInvitation);

  // An invitation vouches for the person: in approval mode they skip the queue.
  const pending = settings.mode === 'approval' && !code && !operator;
  const question = settings.mode === 'approval' ? settings.joinQuestion : null;
  const answer = request.joinAnswer ? request.joinAnswer : null;
  if (pending && question && !answer) throw invalidField('joinAnswer', JOINING_MESSAGES.answerRequired);
  return {
    joiningStatus: pending ? 'pending' : 'approved',
    invitationCode: code,
    termsAcceptedAt: settings.requireTerms ? now : null,
    joinAnswer: pending && question ? answer : null,
  };
}

/** The domain lists at a change of address; `field` names the form field the message goes under. */
export async function refuseDomainOf(db: Executor, email: string, field: string): Promise<void> {
  const refusal = domainRefusal(email, await readJoiningSettings(db));
  if (refusal) throw invalidField(field, refusal);
}

/**
 * An address that did not come through a form (a sign-in provider's, decision 0026) read and
 * checked as a typed one is: the same schema, so the same normalisation and the same refusal.
 */
export function checkedEmailAddress(raw: string, field = 'email'): string {
  const parsed = emailSchema(INVALID_EMAIL_MESSAGE).safeParse(raw);
  if (!parsed.success) throw invalidField(field, parsed.error.issues[0]?.message ?? INVALID_EMAIL_MESSAGE);
  return parsed.data;
}
