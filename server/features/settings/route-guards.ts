import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../platform/sessions';

/**
 * For the calls every signed-in account may make, banned ones included (decision 7: settings,
 * export, deletion). It runs before the body is validated, so a visitor always gets 401, never a
 * field error. The suspended-but-not-banned calls use `unbannedUserFirst` of platform/guards.
 */
export const signedInFirst = {
  preValidation: async (request: FastifyRequest): Promise<void> => {
    requireUser(request);
  },
};
