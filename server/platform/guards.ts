import type { FastifyRequest } from 'fastify';
import { RECENT_PROOF_MESSAGES, RECENT_PROOF_REQUIRED, RECENT_PROOF_WINDOW_MS } from '../../common/recent-proof';
import { AppError } from './errors';
import { requireUser } from './sessions';

/**
 * For the calls every signed-in account may make, banned ones included (decision 7: settings,
 * export, deletion). It runs before the body is validated, so a visitor always gets 401, never a
 * field error. Calls that depend on the account's standing use the status gate's route options
 * instead (`activeUserFirst`, `unbannedUserFirst` in core/people/guards.ts).
 */
export const signedInFirst = {
  preValidation: async (request: FastifyRequest): Promise<void> => {
    requireUser(request);
  },
};

/** The 403 of decision 0039; `code` is what the web app answers with its re-confirmation dialog. */
export function recentProofRequired(): AppError {
  return new AppError(403, RECENT_PROOF_REQUIRED, RECENT_PROOF_MESSAGES.required, { recentProofRequired: true });
}

/** Whether the request's session proved the password or a current code within the window. */
export function hasRecentProof(request: FastifyRequest, now = Date.now()): boolean {
  const provedAt = request.sessionProvedAt;
  return provedAt !== null && now - provedAt.getTime() <= RECENT_PROOF_WINDOW_MS;
}

/** Throws the recent-proof 403 unless the signed-in session has a recent proof (decision 0039). */
export function assertRecentProof(request: FastifyRequest): void {
  requireUser(request);
  if (!hasRecentProof(request)) throw recentProofRequired();
}

/**
 * Route option for adding a way in, turning two-factor sign-in off and deleting the account
 * (decision 0039): signed in (else 401), and a recent proof (else 403 `recent_proof_required`).
 * `proofInBody` names a route's own proof field (the password of the spec's account deletion, the
 * code of turning two-factor off): when the request carries it, the route checks it instead. It
 * reads the body before validation, so a visitor still gets 401 first.
 */
export function recentProofFirst(options: { proofInBody?: 'password' | 'code' } = {}) {
  return {
    preValidation: async (request: FastifyRequest): Promise<void> => {
      requireUser(request);
      const field = options.proofInBody;
      if (field && typeof (request.body as Record<string, unknown> | null | undefined)?.[field] === 'string') return;
      assertRecentProof(request);
    },
  };
}
