import type { CurrentUser } from '@common/auth';
import { apiJson } from '@web/lib/request';
import { completeSecondStep } from '../api/second-factor';

/*
 * The WebAuthn browser library is fetched only when a passkey is used, never with the app's
 * shell (issue 11's budget): these functions import it on demand.
 */
const webauthn = () => import('@simplewebauthn/browser');

type Options = Parameters<Awaited<ReturnType<typeof webauthn>>['startAuthentication']>[0]['optionsJSON'];

/**
 * Signing in with a passkey alone. `conditional`: offered in the e-mail field's autofill
 * (conditional UI) and waiting there until the person picks one, or until another ceremony starts.
 */
export async function signInWithPasskey(conditional = false, stillWanted: () => boolean = () => true): Promise<CurrentUser> {
  const { startAuthentication } = await webauthn();
  const optionsJSON = await apiJson<Options>('POST', '/api/auth/passkey/options');
  // A request started now would cancel one the person started meanwhile (the button).
  if (!stillWanted()) throw new DOMException('Superseded by another passkey request', 'AbortError');
  const response = await startAuthentication({ optionsJSON, useBrowserAutofill: conditional });
  return apiJson('POST', '/api/auth/passkey/sign-in', { response });
}

/** Whether this browser can offer passkeys in the e-mail field's autofill. */
export async function conditionalPasskeysAvailable(): Promise<boolean> {
  if (typeof window === 'undefined' || typeof window.PublicKeyCredential?.isConditionalMediationAvailable !== 'function') return false;
  try {
    return await window.PublicKeyCredential.isConditionalMediationAvailable();
  } catch {
    return false;
  }
}

/** Stops a waiting conditional request, e.g. when the page goes. */
export async function cancelPasskeyRequest(): Promise<void> {
  (await webauthn()).WebAuthnAbortService.cancelCeremony();
}

/** A passkey as the second step of a pending sign-in. */
export async function secondStepWithPasskey(pendingSignIn: string): Promise<CurrentUser> {
  const { startAuthentication } = await webauthn();
  const optionsJSON = await apiJson<Options>('POST', '/api/auth/login/passkey-options', { pendingSignIn });
  const passkey = await startAuthentication({ optionsJSON });
  return completeSecondStep({ pendingSignIn, passkey: passkey as unknown as Record<string, unknown> });
}

/** A person who closed the browser's passkey dialog is not shown an error. */
export function isPasskeyCancel(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError' || /cancel|abort/i.test(error.message));
}
