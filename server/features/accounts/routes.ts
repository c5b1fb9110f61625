import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  currentUserSchema,
  forgotPasswordSchema,
  loginSchema,
  messageSchema,
  registerSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  safeLocalPath,
  tokenQuerySchema,
} from '../../../common/auth';
import { JOINING_MESSAGES } from '../../../common/joining';
import { perAddress } from '../../platform/rate-limits';
import { endSession, requireUser, startSession } from '../../platform/sessions';
import * as accounts from './service';
import { sessionRoutes } from './session-routes';
import { toCurrentUser } from '../../core/people/current-user';
import { beginSecondStep } from '../../core/second-factor/pending';
import { loginAnswerSchema } from '../../../common/two-factor';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const tags = ['accounts'];

export async function accountRoutes(plainApp: FastifyInstance): Promise<void> {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  // Per-account budgets sit beside the per-address ones so a botnet cannot hammer one account.
  const failedLogins = app.accountLimiter({ name: 'login-failures', max: 10, timeWindowMs: 15 * MINUTE });
  const mailsPerAccount = app.accountLimiter({ name: 'account-mail', max: 5, timeWindowMs: HOUR });

  app.get('/auth/user', { schema: { tags, summary: 'The signed-in user', response: { 200: currentUserSchema } } }, async (request) =>
    toCurrentUser(requireUser(request)),
  );

  app.post(
    '/auth/register',
    { config: perAddress(10, HOUR), schema: { tags, body: registerSchema, response: { 201: messageSchema } } },
    async (request, reply) => {
      await mailsPerAccount.hit(request, request.body.email);
      const { message } = await accounts.register(deps, request.body, await app.localeOf?.(request));
      return reply.status(201).send({ message });
    },
  );

  app.post(
    '/auth/login',
    {
      config: perAddress(30, 15 * MINUTE),
      schema: {
        tags,
        description:
          'Signs in with e-mail and password and answers the user. For an account with two-factor sign-in (decision 0025) it opens no session and answers `secondFactorRequired: true` with a `pendingSignIn` token for POST /api/auth/login/second-factor.',
        body: loginSchema,
        response: { 200: loginAnswerSchema },
      },
    },
    async (request, reply) => {
      await failedLogins.check(request, request.body.email);
      let user: Awaited<ReturnType<typeof accounts.authenticate>>;
      try {
        user = await accounts.authenticate(deps, request.body);
      } catch (error) {
        await failedLogins.hit(request, request.body.email);
        throw error;
      }
      // Decision 0025: with two-factor sign-in the password only opens the second step.
      const secondStep = await beginSecondStep(deps, user.id);
      if (secondStep) return secondStep;
      await startSession(request, reply, user.id, 'password');
      return toCurrentUser(user);
    },
  );

  app.post('/auth/logout', { schema: { tags, response: { 200: messageSchema } } }, async (request, reply) => {
    await endSession(request, reply);
    return { message: accounts.MESSAGES.loggedOut };
  });

  app.get(
    '/auth/verify-email',
    {
      config: perAddress(30, 15 * MINUTE),
      schema: {
        tags,
        querystring: tokenQuerySchema,
        response: { 200: z.object({ message: z.string(), user: currentUserSchema, pendingApproval: z.boolean() }) },
      },
    },
    async (request) => {
      const user = await accounts.verifyEmail(deps, request.query.token);
      // Decision 0024: in approval mode the next step is the staff's, and the page says so.
      const pendingApproval = user.joiningStatus === 'pending';
      return { message: pendingApproval ? JOINING_MESSAGES.verifiedPending : accounts.MESSAGES.verified, user: toCurrentUser(user), pendingApproval };
    },
  );

  app.post(
    '/auth/resend-verification',
    { config: perAddress(10, HOUR), schema: { tags, body: resendVerificationSchema, response: { 200: messageSchema } } },
    async (request) => {
      const email = request.body?.email ?? request.user?.email;
      if (email) await mailsPerAccount.hit(request, email);
      await accounts.resendVerification(deps, email, request.user);
      return { message: accounts.MESSAGES.resendSent };
    },
  );

  app.post(
    '/auth/forgot-password',
    { config: perAddress(10, HOUR), schema: { tags, body: forgotPasswordSchema, response: { 200: messageSchema } } },
    async (request) => {
      await mailsPerAccount.hit(request, request.body.email);
      await accounts.forgotPassword(deps, request.body.email);
      return { message: accounts.MESSAGES.forgotSent };
    },
  );

  app.get(
    '/auth/validate-reset-token',
    { config: perAddress(30, 15 * MINUTE), schema: { tags, querystring: tokenQuerySchema, response: { 200: messageSchema } } },
    async (request) => {
      await accounts.validateResetToken(deps, request.query.token);
      return { message: accounts.MESSAGES.validResetLink };
    },
  );

  app.post(
    '/auth/reset-password',
    { config: perAddress(30, 15 * MINUTE), schema: { tags, body: resetPasswordSchema, response: { 200: messageSchema } } },
    async (request) => {
      await accounts.resetPassword(deps, request.body.token, request.body.password);
      return { message: accounts.MESSAGES.resetDone };
    },
  );

  // Decision 4: protected pages send visitors here; they come back to `next` after signing in.
  app.get(
    '/login',
    { schema: { tags, querystring: z.object({ next: z.string().max(2000).optional() }) } },
    async (request, reply) => {
      const next = safeLocalPath(request.query.next) ?? safeLocalPath(refererPath(request.headers.referer, deps.config.appUrl));
      return reply.redirect(next && next !== '/login' ? `/login?next=${encodeURIComponent(next)}` : '/login', 302);
    },
  );

  await app.register(sessionRoutes);
}

function refererPath(referer: string | undefined, appUrl: string): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    if (url.origin !== new URL(appUrl).origin) return null;
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}
