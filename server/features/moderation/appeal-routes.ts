import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { appealSchema, createAppealSchema, myAppealSchema } from '../../../common/appeals';
import { signedInFirst } from '../../platform/guards';
import { requireUser } from '../../platform/sessions';
import * as appeals from './appeals';

const tags = ['appeals'];

/**
 * /api/appeals: the sanctioned person's side (decision 0023). Signed in is enough — a banned
 * person keeps this beside export and deletion (decision 7); the sanction itself is the gate.
 */
export async function appealRoutes(plainApp: FastifyInstance): Promise<void> {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/appeals/mine',
    { ...signedInFirst, schema: { tags, summary: 'The sanction in force on my account and its appeal', response: { 200: myAppealSchema } } },
    async (request) => appeals.myAppeal(deps, requireUser(request)),
  );

  app.post(
    '/appeals',
    { ...signedInFirst, schema: { tags, summary: 'Appeal the sanction in force, once', body: createAppealSchema, response: { 201: appealSchema } } },
    async (request, reply) => {
      const appeal = await appeals.fileAppeal(deps, requireUser(request), request.body);
      return reply.code(201).send(appeal);
    },
  );
}
