import type { AppDependencies } from '../../core/dependencies';
import { deleteNotificationsBetween } from './repository';
import { markConversationNotificationsRead, notify } from './service';

/**
 * What becomes a notification (decision 0020): the features that act emit facts and never call
 * this feature; it decides who is told and how (bell, live event, e-mail digest).
 */
export function notificationListeners(deps: AppDependencies): void {
  const { events } = deps;
  events.on('project-liked', (event) =>
    notify(deps, { userId: event.ownerId, actorId: event.likerId, type: 'like', projectId: event.projectId }),
  );
  events.on('comment-added', (event) =>
    notify(deps, { userId: event.ownerId, actorId: event.authorId, type: 'comment', projectId: event.projectId, commentId: event.commentId }),
  );
  events.on('person-followed', (event) => notify(deps, { userId: event.followedId, actorId: event.followerId, type: 'follow' }));
  events.on('message-sent', (event) =>
    notify(deps, { userId: event.recipientId, actorId: event.senderId, type: 'message', conversationId: event.conversationId }),
  );
  // The admin stays anonymous to the person: the notice speaks for the site.
  events.on('moderation-notice', (event) =>
    notify(deps, { userId: event.userId, actorId: null, type: 'moderation', projectId: event.projectId, commentId: event.commentId, data: event.data }),
  );
  events.on('conversation-read', (event) => markConversationNotificationsRead(deps, event.userId, event.conversationId));
  // A block drops what the two caused each other, in the block's own transaction (decision 9).
  events.on('person-blocked', (event) => deleteNotificationsBetween(event.within, event.blockerId, event.blockedId));
}
