import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUserSchema, messageSchema } from '../../../common/auth';
import {
  codeBodySchema,
  recoveryCodesSchema,
  secondStepSchema,
  TWO_FACTOR_MESSAGES,
  totpSetupSchema,
  twoFactorStatusSchema,
} from '../../../common/two-factor';
import { toCurrentUser } from '../../core/people/current-user';
import { recentProofFirst, signedInFirst } from '../../platform/guards';
import { perAddress } from '../../platform/rate-limits';
import { requireUser, startSession } from '../../platform/sessions';
import { completeWithPasskey } from './passkey-service';
import * as twoFactor from './service';

const MINUTE = 60 * 1000;
const tags = ['two-factor'];

/** Settings → Security (authenticator app, recovery codes) and the sign-in's second step (decision 0025). */
export async function twoFactorRoutes(plainApp: FastifyInstance): Promise<void> {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  // Every settings call that checks a code counts, so they cannot be used to guess codes either.
  const settingsCodes = app.accountLimiter({ name: 'two-factor-settings', max: 10, timeWindowMs: 15 * MINUTE });

  app.get(
    '/auth/two-factor',
    { ...signedInFirst, schema: { tags, summary: 'Which second factors the account has', response: { 200: twoFactorStatusSchema } } },
    async (request) => twoFactor.statusOf(deps, requireUser(request).id),
  );

  app.post(
    '/auth/two-factor/setup',
    {
      ...signedInFirst,
      schema: {
        tags,
        summary: 'Start turning on two-factor sign-in: a new secret, as text and as a QR code (shown only now)',
        response: { 200: totpSetupSchema },
      },
    },
    async (request) => twoFactor.startSetup(deps, requireUser(request)),
  );

  app.post(
    '/auth/two-factor/enable',
    {
      ...signedInFirst,
      schema: { tags, summary: 'Confirm the set-up with a current code; answers the ten recovery codes once', body: codeBodySchema, response: { 200: recoveryCodesSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      await settingsCodes.hit(request, user.id);
      const recoveryCodes = await twoFactor.confirmSetup(deps, user, request.body.code);
      await deps.events.emit('way-in-added', { userId: user.id, kind: 'totp', name: null, at: new Date() });
      return { message: TWO_FACTOR_MESSAGES.enabled, recoveryCodes };
    },
  );

  app.post(
    '/auth/two-factor/disable',
    // Decision 0039: the fresh code it takes (decision 0025) is its recent proof.
    { ...recentProofFirst({ proofInBody: 'code' }), schema: { tags, summary: 'Turn two-factor sign-in off (needs a fresh code)', body: codeBodySchema, response: { 200: messageSchema } } },
    async (request) => {
      const user = requireUser(request);
      await settingsCodes.hit(request, user.id);
      await twoFactor.disable(deps, user, request.body.code);
      return { message: TWO_FACTOR_MESSAGES.disabled };
    },
  );

  app.post(
    '/auth/two-factor/recovery-codes',
    {
      ...signedInFirst,
      schema: { tags, summary: 'Ten new recovery codes replace the old ones (needs a fresh code)', body: codeBodySchema, response: { 200: recoveryCodesSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      await settingsCodes.hit(request, user.id);
      const recoveryCodes = await twoFactor.regenerateRecoveryCodes(deps, user, request.body.code);
      return { message: 'New recovery codes made; the old ones no longer work.', recoveryCodes };
    },
  );

  app.post(
    '/auth/login/second-factor',
    {
      config: perAddress(30, 15 * MINUTE),
      schema: {
        tags,
        summary: 'The second step of a sign-in: a code, a recovery code or a passkey for the pending sign-in',
        description:
          'Takes the `pendingSignIn` token that POST /api/auth/login answered and exactly one of `code` (six digits from the authenticator app), `recoveryCode` or `passkey` (the WebAuthn answer to the options from POST /api/auth/login/passkey-options). Opens the session and answers the user as POST /api/auth/login does. The token works once and for five minutes; five wrong codes spend it. Wrong codes also count per account: after each ten, codes are refused for a while (429 with Retry-After), 15 minutes at first and twice as long each time after, until a second step succeeds.',
        body: secondStepSchema,
        response: { 200: currentUserSchema },
      },
    },
    async (request, reply) => {
      const pending = await twoFactor.pendingSignInOf(deps, request.body.pendingSignIn);
      // Codes are counted per pending sign-in and per account, and paused after each ten wrong
      // ones, by the service (decision 0025, addendum). A passkey's answer cannot be guessed: it
      // is not counted, and stays open to the owner while their codes are paused.
      const user = request.body.passkey
        ? await completeWithPasskey(deps, pending, request.body.passkey)
        : await twoFactor.completeWithCode(deps, pending, request.body, { ipAddress: request.ip ?? null });
      await startSession(request, reply, user.id, twoFactor.secondStepMethod(request.body, pending.firstFactor));
      return toCurrentUser(user);
    },
  );
}
