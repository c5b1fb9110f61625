import { RECENT_PROOF_REQUIRED } from '@common/recent-proof';
import { parseApiError } from '@web/lib/request';
import { useSyncExternalStore } from 'react';
import { showRequestError } from '@web/lib/error-toast';

/**
 * Decision 0039: a call that adds a way in or deletes the account may answer 403
 * `recent_proof_required`. `withRecentProof` then asks the person to confirm it is them (the
 * dialog mounted once on the Settings page) and, once they have, makes the call again.
 */

let waiting: ((confirmed: boolean) => void) | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export function isRecentProofRequired(error: unknown): boolean {
  const parsed = parseApiError(error);
  return parsed.status === 403 && parsed.body?.code === RECENT_PROOF_REQUIRED;
}

/** Thrown when the person closes the dialog: named like the browser's own cancellations, so no error toast follows. */
export class ConfirmationCancelled extends Error {
  override name = 'AbortError';
}

/**
 * The error toast for a call behind `withRecentProof`, unless the person closed the dialog: nothing
 * went wrong then. Here rather than in error-toast.ts, which every public page loads first.
 */
export function showErrorUnlessCancelled(error: unknown, fallback: string, options?: Parameters<typeof showRequestError>[2]): void {
  if (!(error instanceof ConfirmationCancelled)) showRequestError(error, fallback, options);
}

function askForProof(): Promise<boolean> {
  // One dialog at a time: an earlier question still open counts as cancelled.
  waiting?.(false);
  return new Promise((resolve) => {
    waiting = resolve;
    notify();
  });
}

/** Runs `call`; on the recent-proof refusal, asks for the proof and runs it once more. */
export async function withRecentProof<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isRecentProofRequired(error)) throw error;
    if (!(await askForProof())) throw new ConfirmationCancelled('Confirmation cancelled');
    return call();
  }
}

/** The dialog's side: whether a question is open, and how it ends. */
export function answerProof(confirmed: boolean): void {
  const resolve = waiting;
  waiting = null;
  notify();
  resolve?.(confirmed);
}

export function useProofRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => waiting !== null,
    () => false,
  );
}
