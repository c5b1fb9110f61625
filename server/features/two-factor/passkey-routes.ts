import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserSchema, messageSchema } from '../../../common/auth';
import {
  addPasskeySchema,
  passkeySchema,
  passkeySignInSchema,
  pendingSignInSchema,
  renamePasskeySchema,
  TWO_FACTOR_MESSAGES,
  webauthnOptionsSchema,
} from '../../../common/two-factor';
import { toCurrentUser } from '../../core/people/current-user';
import { recentProofFirst, signedInFirst } from '../../platform/guards';
import { perAddress } from '../../platform/rate-limits';
import { requireUser, startSession } from '../../platform/sessions';
import * as passkeys from './passkey-service';
import { pendingSignInOf } from './service';

const MINUTE = 60 * 1000;
const tags = ['passkeys'];
const idParams = z.object({ id: z.string().min(1).max(1024) });

/** The browser that asked for the options is the one that may answer them (decision 0025). */
function ceremonyCookieName(request: FastifyRequest): string {
  return request.server.deps.config.appUrl.startsWith('https://') ? '__Host-shipyard_webauthn' : 'shipyard_webauthn';
}

function setCeremonyCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(ceremonyCookieName(request), token, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: request.server.deps.config.appUrl.startsWith('https://'),
    maxAge: passkeys.CEREMONY_LIFETIME_MS / 1000,
  });
}

/** The browser's ceremony token; it stays (other ceremonies of this browser may be under way). */
function ceremonyToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[ceremonyCookieName(request)];
  return token && token.length <= 100 ? token : undefined;
}

/** Settings → Security's passkeys, signing in with a passkey, and a passkey as the second step. */
export async function passkeyRoutes(plainApp: FastifyInstance): Promise<void> {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/auth/passkeys',
    { ...signedInFirst, schema: { tags, summary: 'Your passkeys', response: { 200: z.array(passkeySchema) } } },
    async (request) => passkeys.listPasskeys(deps, requireUser(request).id),
  );

  app.post(
    '/auth/passkeys/options',
    // A passkey signs in alone: adding one needs a recent proof (decision 0039).
    { ...recentProofFirst(), config: perAddress(30, 15 * MINUTE), schema: { tags, summary: 'WebAuthn options for adding a passkey (needs a recent proof)', response: { 200: webauthnOptionsSchema } } },
    async (request, reply) => {
      const { options, ceremony } = await passkeys.registrationOptions(deps, requireUser(request), ceremonyToken(request));
      setCeremonyCookie(request, reply, ceremony);
      // Passed through as the browser library wants them.
      return { ...options };
    },
  );

  app.post(
    '/auth/passkeys',
    { ...recentProofFirst(), schema: { tags, summary: "Add a passkey: its name and the authenticator's answer to the options (needs a recent proof)", body: addPasskeySchema, response: { 201: passkeySchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      const added = await passkeys.addPasskey(deps, user, ceremonyToken(request), request.body);
      await deps.events.emit('way-in-added', { userId: user.id, kind: 'passkey', name: added.name, at: new Date() });
      return reply.status(201).send(added);
    },
  );

  app.patch(
    '/auth/passkeys/:id',
    { ...signedInFirst, schema: { tags, summary: 'Rename a passkey', params: idParams, body: renamePasskeySchema, response: { 200: passkeySchema } } },
    async (request) => passkeys.renamePasskey(deps, requireUser(request).id, request.params.id, request.body.name),
  );

  app.delete(
    '/auth/passkeys/:id',
    { ...signedInFirst, schema: { tags, summary: 'Remove a passkey', params: idParams, response: { 200: messageSchema } } },
    async (request) => {
      await passkeys.removePasskey(deps, requireUser(request).id, request.params.id);
      return { message: TWO_FACTOR_MESSAGES.passkeyRemoved };
    },
  );

  app.post(
    '/auth/passkey/options',
    { config: perAddress(30, 15 * MINUTE), schema: { tags, summary: 'WebAuthn options for signing in with a passkey alone', response: { 200: webauthnOptionsSchema } } },
    async (request, reply) => {
      const { options, ceremony } = await passkeys.signInOptions(deps, ceremonyToken(request));
      setCeremonyCookie(request, reply, ceremony);
      // Passed through as the browser library wants them.
      return { ...options };
    },
  );

  app.post(
    '/auth/passkey/sign-in',
    { config: perAddress(30, 15 * MINUTE), schema: { tags, summary: 'Sign in with a passkey (answer to /auth/passkey/options)', body: passkeySignInSchema, response: { 200: currentUserSchema } } },
    async (request, reply) => {
      const user = await passkeys.signInWithPasskey(deps, ceremonyToken(request), request.body.response);
      await startSession(request, reply, user.id, 'passkey');
      return toCurrentUser(user);
    },
  );

  app.post(
    '/auth/login/passkey-options',
    { config: perAddress(30, 15 * MINUTE), schema: { tags, summary: 'WebAuthn options for a passkey as the second step of a pending sign-in', body: pendingSignInSchema, response: { 200: webauthnOptionsSchema } } },
    async (request) => ({ ...(await passkeys.secondStepOptions(deps, await pendingSignInOf(deps, request.body.pendingSignIn))) }),
  );
}
