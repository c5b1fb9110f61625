import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createInvitationSchema,
  invitationCheckSchema,
  invitationCodeParamsSchema,
  invitationIdParamsSchema,
  invitationSchema,
  joiningSettingsSchema,
  joiningSettingsViewSchema,
  myInvitationsSchema,
  pendingAccountSchema,
  pendingParamsSchema,
  publicJoiningSchema,
  rejectSchema,
} from '../../../common/joining';
import { activeUserFirst, unbannedUserFirst } from '../../core/people/guards';
import { signedInFirst } from '../../platform/guards';
import { perAddress } from '../../platform/rate-limits';
import { requireUser } from '../../platform/sessions';
import * as invitations from './invitations';
import { requireJoiningStaff, requireSettingsAdmin } from './policy';
import * as joining from './service';

const MINUTE = 60 * 1000;
const tags = ['joining'];

/** /api/joining and /api/invitations (decision 0024): what the register form and members use. */
export async function joiningRoutes(plainApp: FastifyInstance): Promise<void> {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get('/joining', { schema: { tags, summary: 'Who may join: what the register form needs', response: { 200: publicJoiningSchema } } }, async () =>
    joining.publicSettings(deps),
  );

  // Codes are 128-bit, but a limit keeps anyone from trying them in bulk anyway.
  app.get(
    '/invitations/check/:code',
    { config: perAddress(60, 15 * MINUTE), schema: { tags, summary: 'Whether an invitation link still admits someone', params: invitationCodeParamsSchema, response: { 200: invitationCheckSchema } } },
    async (request) => invitations.check(deps, request.params.code),
  );

  app.get(
    '/invitations',
    { ...signedInFirst, schema: { tags, summary: 'My invitations, with who used them, and my quota', response: { 200: myInvitationsSchema } } },
    async (request) => invitations.mine(deps, requireUser(request)),
  );

  app.post(
    '/invitations',
    { ...activeUserFirst, schema: { tags, summary: 'Make an invitation link', body: createInvitationSchema, response: { 201: invitationSchema } } },
    async (request, reply) => reply.status(201).send(await invitations.create(deps, requireUser(request), request.body)),
  );

  // Revoking protects the maker, so a suspension does not stop it (as blocking, decision 7).
  app.delete(
    '/invitations/:id',
    { ...unbannedUserFirst, schema: { tags, summary: 'Revoke an invitation (its maker or the staff)', params: invitationIdParamsSchema, response: { 200: invitationSchema } } },
    async (request) => invitations.revoke(deps, requireUser(request), request.params.id),
  );
}

/**
 * /api/admin/joining/*: the settings (admins) and the review queue and every invitation (the
 * staff). One hook refuses visitors (401) and anyone not staff (403) before a body is read.
 */
export async function joiningAdminRoutes(plainApp: FastifyInstance): Promise<void> {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  app.addHook('onRequest', async (request) => {
    requireJoiningStaff(request);
  });
  const settingsAdminFirst = { preValidation: async (request: Parameters<typeof requireSettingsAdmin>[0]) => void requireSettingsAdmin(request) };

  app.get(
    '/settings',
    { ...settingsAdminFirst, schema: { tags, summary: 'The joining settings', response: { 200: joiningSettingsViewSchema } } },
    async () => joining.settings(deps),
  );

  app.put(
    '/settings',
    { ...settingsAdminFirst, schema: { tags, summary: 'Change the joining settings', body: joiningSettingsSchema, response: { 200: joiningSettingsViewSchema } } },
    async (request) => joining.updateSettings(deps, requireSettingsAdmin(request), request.body),
  );

  app.get(
    '/pending',
    { schema: { tags, summary: 'Registrations waiting for review, oldest first', response: { 200: z.array(pendingAccountSchema) } } },
    async () => joining.pending(deps),
  );

  app.post(
    '/pending/:userId/approve',
    { schema: { tags, summary: 'Admit a pending registration (e-mails the person)', params: pendingParamsSchema, response: { 200: pendingAccountSchema } } },
    async (request) => joining.approve(deps, requireJoiningStaff(request), request.params.userId),
  );

  app.post(
    '/pending/:userId/reject',
    { schema: { tags, summary: 'Refuse a pending registration: e-mails the person, removes the account', params: pendingParamsSchema, body: rejectSchema, response: { 200: pendingAccountSchema } } },
    async (request) => joining.reject(deps, requireJoiningStaff(request), request.params.userId, request.body.reason),
  );

  app.get(
    '/invitations',
    { schema: { tags, summary: 'Every invitation, with who made it and who used it', response: { 200: z.array(invitationSchema) } } },
    async () => invitations.all(deps),
  );
}
