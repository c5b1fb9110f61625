import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  notificationListSchema,
  notificationParamsSchema,
  notificationsQuerySchema,
  unreadCountSchema,
  unsubscribeQuerySchema,
} from '../../../common/notifications';
import { jobsOf } from '../../platform/metrics/jobs';
import { perAddress } from '../../platform/rate-limits';
import { requireUser } from '../../platform/sessions';
import { sendNotificationDigests } from './digest';
import * as notifications from './service';
import { unsubscribePage } from './unsubscribe';
import { siteNameOf } from '../../core/site/site';

const MINUTE = 60 * 1000;
const tags = ['notifications'];
export const DIGEST_EVERY_MS = 60 * 1000;

export async function notificationRoutes(plainApp: FastifyInstance): Promise<void> {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/notifications',
    { schema: { tags, summary: 'Your notifications, newest first, and how many are unread', querystring: notificationsQuerySchema, response: { 200: notificationListSchema } } },
    async (request) => notifications.listNotifications(deps, requireUser(request), request.query),
  );

  app.post(
    '/notifications/read-all',
    { schema: { tags, summary: 'Mark every notification read', response: { 200: unreadCountSchema } } },
    async (request) => notifications.markAllRead(deps, requireUser(request)),
  );

  app.post(
    '/notifications/:id/read',
    { schema: { tags, summary: 'Mark one notification read', params: notificationParamsSchema, response: { 200: unreadCountSchema } } },
    async (request) => notifications.markRead(deps, requireUser(request), request.params.id),
  );

  /*
   * The link in every notification e-mail; no sign-in needed, the token is the proof. A GET that
   * changes state, as a mail link must: the change only ever stops e-mails, and the token cannot
   * be made for another person. POST is the RFC 8058 one-click form of the same, sent by the mail
   * provider from its own servers: cross-site, without cookies, so the CSRF check lets it through.
   */
  const unsubscribe = async (token: string, reply: FastifyReply) => {
    const done = await notifications.unsubscribeByToken(deps, token);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    const site = await siteNameOf(deps);
    if (!done) {
      return reply
        .status(400)
        .send(unsubscribePage(deps.config.appUrl, site, 'This link is not valid', 'Open the link from the e-mail again, or change your notification settings after signing in.'));
    }
    return reply.send(
      unsubscribePage(deps.config.appUrl, site, 'You have been unsubscribed', `You will no longer get notification e-mails from ${site}. You can turn them back on in your settings.`),
    );
  };
  await app.register(async (plainScope) => {
    const scope = plainScope.withTypeProvider<ZodTypeProvider>();
    // The one-click body is `List-Unsubscribe=One-Click`, multipart or form-encoded (RFC 8058 allows
    // both). The token is in the address, so any body is read, within a small limit, and ignored.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 4096 }, (_request, _body, done) => done(null, undefined));
    const options = {
      config: { ...perAddress(30, MINUTE), crossSite: true },
      schema: { tags, summary: 'Turn notification e-mails off (link in every e-mail)', querystring: unsubscribeQuerySchema },
    };
    scope.get('/notifications/unsubscribe', options, async (request, reply) => unsubscribe(request.query.token, reply));
    scope.post('/notifications/unsubscribe', options, async (request, reply) => unsubscribe(request.query.token, reply));
  });

  // Tests call sendNotificationDigests themselves, so a timer never splits the batch they check.
  if (deps.config.env !== 'test') {
    let running = false;
    // When the next run is due: a tick skipped because a run was still going shows as lag.
    let dueAt = Date.now() + DIGEST_EVERY_MS;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      const due = dueAt;
      dueAt = Date.now() + DIGEST_EVERY_MS;
      jobsOf(deps)
        .record('notification-digests', () => sendNotificationDigests(deps), { dueAt: due })
        .catch((error) => app.log.error({ err: error }, 'notification digests could not be sent'))
        .finally(() => {
          running = false;
        });
    }, DIGEST_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}
