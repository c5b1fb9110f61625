import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '../../../common/auth';
import {
  linkedAccountsAnswerSchema,
  PROVIDER_MESSAGES,
  providerCallbackAnswerSchema,
  providerCallbackSchema,
  providerSummarySchema,
  startProviderSchema,
} from '../../../common/sign-in';
import { beginSecondStep } from '../../core/second-factor/pending';
import { assertRecentProof, recentProofFirst, signedInFirst } from '../../platform/guards';
import { perAddress } from '../../platform/rate-limits';
import { requireUser, startSession } from '../../platform/sessions';
import * as providers from './service';

const MINUTE = 60 * 1000;
const tags = ['sign-in providers'];

/** The state of a redirect under way lives here, so a callback from another browser is refused. */
const FLOW_COOKIE = 'shipyard_provider_flow';
const FLOW_COOKIE_PATH = '/api/auth/providers';
/** The offer to link a provider account, until its owner signs in and confirms. */
const OFFER_COOKIE = 'shipyard_link_offer';
const OFFER_COOKIE_PATH = '/api/auth';

/**
 * Over https the names carry the __Host- prefix, as the session's do: the browser then takes them
 * only Secure, for path / and this host alone, so a sibling subdomain or a plain-http page cannot
 * plant a flow state or an offer. Plain http (local development) keeps the plain names and the
 * narrower paths.
 */
function cookieOf(name: string, path: string, secure: boolean): { name: string; path: string } {
  return secure ? { name: `__Host-${name}`, path: '/' } : { name, path };
}

const providerParams = z.object({ id: z.string().max(40) });

/** Sign in with GitHub, GitLab or an OpenID Connect provider, and linked accounts (decision 0026). */
export async function signInProviderRoutes(plainApp: FastifyInstance): Promise<void> {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const secure = deps.config.appUrl.startsWith('https://');
  const flowCookie = cookieOf(FLOW_COOKIE, FLOW_COOKIE_PATH, secure);
  const offerCookie = cookieOf(OFFER_COOKIE, OFFER_COOKIE_PATH, secure);
  const cookieOptions = (path: string, maxAgeMs: number) => ({ httpOnly: true, sameSite: 'lax' as const, secure, path, maxAge: Math.floor(maxAgeMs / 1000) });
  const clearCookie = (reply: FastifyReply, cookie: { name: string; path: string }) =>
    reply.clearCookie(cookie.name, { path: cookie.path, httpOnly: true, sameSite: 'lax', secure });
  const offerToken = (request: FastifyRequest) => request.cookies[offerCookie.name];

  app.get(
    '/auth/providers',
    { schema: { tags, summary: 'The sign-in providers this site offers', response: { 200: z.array(providerSummarySchema) } } },
    async () => providers.listProviders(deps),
  );

  app.post(
    '/auth/providers/:id/start',
    {
      config: perAddress(30, 15 * MINUTE),
      schema: { tags, summary: 'Begin signing in (or linking) at a provider', params: providerParams, body: startProviderSchema, response: { 200: z.object({ url: z.string() }) } },
    },
    async (request, reply) => {
      // Linking adds a way in: only with a recent proof (decision 0039); the flow is then bound to the account.
      if (request.body.intent === 'link') assertRecentProof(request);
      const { url, state } = await providers.startFlow(deps, request.user, request.params.id, request.body);
      reply.setCookie(flowCookie.name, state, cookieOptions(flowCookie.path, providers.FLOW_LIFETIME_MS));
      return { url };
    },
  );

  // The provider sends the browser to the web page /auth/providers/:id/callback, which posts the
  // query here: a state change by POST, like every other, and errors the page can show.
  app.post(
    '/auth/providers/:id/callback',
    {
      config: perAddress(30, 15 * MINUTE),
      schema: { tags, summary: 'Finish signing in at a provider', params: providerParams, body: providerCallbackSchema, response: { 200: providerCallbackAnswerSchema } },
    },
    async (request, reply) => {
      const cookieState = request.cookies[flowCookie.name];
      // Spent or refused, the state is no use any more.
      clearCookie(reply, flowCookie);
      const result = await providers.finishFlow(deps, request.user, request.params.id, request.body.query, cookieState);
      if (result.signIn) {
        // Decision 0039: an account with two-factor sign-in takes its second step after a provider too.
        const secondStep = await beginSecondStep(deps, result.signIn.userId, result.signIn.method);
        if (secondStep && result.answer.outcome === 'signed-in') return { ...secondStep, outcome: 'second-factor' as const, next: result.answer.next };
        await startSession(request, reply, result.signIn.userId, result.signIn.method);
      }
      if (result.offerToken) reply.setCookie(offerCookie.name, result.offerToken, cookieOptions(offerCookie.path, providers.OFFER_LIFETIME_MS));
      return result.answer;
    },
  );

  app.get(
    '/auth/linked-accounts',
    { ...signedInFirst, schema: { tags, summary: 'Your linked sign-in providers', response: { 200: linkedAccountsAnswerSchema } } },
    async (request) => providers.linkedAccountsView(deps, requireUser(request), offerToken(request)),
  );

  app.delete(
    '/auth/linked-accounts/:id',
    { ...signedInFirst, schema: { tags, summary: 'Unlink a provider (another way to sign in must remain)', params: providerParams, response: { 200: messageSchema } } },
    async (request) => ({ message: await providers.unlink(deps, requireUser(request), request.params.id) }),
  );

  app.post(
    '/auth/link-offer/confirm',
    // Linking adds a way in (decision 0039); the owner has usually just signed in, which is a proof.
    { ...recentProofFirst(), schema: { tags, summary: 'Link the provider account offered after a sign-in with your address (needs a recent proof)', response: { 200: messageSchema } } },
    async (request, reply) => {
      const message = await providers.confirmOffer(deps, requireUser(request), offerToken(request));
      clearCookie(reply, offerCookie);
      return { message };
    },
  );

  app.delete(
    '/auth/link-offer',
    { ...signedInFirst, schema: { tags, summary: 'Dismiss the offered link', response: { 200: messageSchema } } },
    async (request, reply) => {
      await providers.dismissOffer(deps, offerToken(request));
      clearCookie(reply, offerCookie);
      return { message: PROVIDER_MESSAGES.offerDismissed };
    },
  );
}
