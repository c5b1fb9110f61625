import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  conversationParamsSchema,
  conversationSchema,
  createConversationSchema,
  deletedConversationSchema,
  messageSchema,
  messagesQuerySchema,
  sendMessageSchema,
} from '../../../common/messaging';
import { actionLimit } from '../../platform/action-limits';
import { activeUserFirst } from '../../core/people/guards';
import { perAddress } from '../../platform/rate-limits';
import { requireUser } from '../../platform/sessions';
import * as messaging from './service';

const MINUTE = 60 * 1000;
const tags = ['messages'];
const params = conversationParamsSchema;

/**
 * Projects spec §7 "Messaging". Reading (and deleting one's own copy) needs a sign-in; writing
 * needs an account in good standing (decision 7).
 */
export async function messagingRoutes(plainApp: FastifyInstance): Promise<void> {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/conversations',
    { schema: { tags, summary: 'Your conversations, newest activity first', response: { 200: z.array(conversationSchema) } } },
    async (request) => messaging.listConversations(deps, requireUser(request)),
  );

  app.post(
    '/conversations',
    {
      ...activeUserFirst,
      config: perAddress(60, MINUTE),
      schema: {
        tags,
        summary: 'Open the conversation with a person (201 when new, 200 when it existed)',
        body: createConversationSchema,
        response: { 200: conversationSchema, 201: conversationSchema },
      },
    },
    async (request, reply) => {
      const { conversation, created } = await messaging.openConversation(deps, requireUser(request), request.body.user2Id);
      return reply.status(created ? 201 : 200).send(conversation);
    },
  );

  app.delete(
    '/conversations/:id',
    { schema: { tags, summary: 'Delete a conversation for yourself (the other person keeps theirs)', params, response: { 200: deletedConversationSchema } } },
    async (request) => messaging.deleteConversation(deps, requireUser(request), request.params.id),
  );

  app.get(
    '/conversations/:id/messages',
    {
      schema: {
        tags,
        summary: 'A page of messages, newest last; the newest page marks the conversation read',
        params,
        querystring: messagesQuerySchema,
        response: { 200: z.array(messageSchema) },
      },
    },
    async (request) => messaging.listMessages(deps, requireUser(request), request.params.id, request.query),
  );

  app.post(
    '/conversations/:id/messages',
    {
      ...activeUserFirst,
      config: perAddress(120, MINUTE),
      schema: { tags, summary: 'Send a message (plain text)', params, body: sendMessageSchema, response: { 201: messageSchema } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await actionLimit(request, 'messages', request.body.content);
      const message = await messaging.sendMessage(deps, user, request.params.id, request.body.content);
      return reply.status(201).send(message);
    },
  );
}
