import type { FastifyRequest } from 'fastify';
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
