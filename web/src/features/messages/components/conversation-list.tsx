import type { Conversation } from '@common/messaging';
import { DeveloperAvatar } from '@web/entities/developer/components/developer-avatar';
import { personName } from '@web/entities/developer/lib/person-name';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/utils';
import { Ban, MessageSquarePlus, MessagesSquare } from 'lucide-react';
import { formatListStamp } from '@web/lib/format-date';
import { type Translator, useI18n } from '@web/lib/i18n';

interface ConversationListProps {
  conversations: Conversation[] | undefined;
  loading: boolean;
  viewerId: string;
  selectedId: string | null;
  onSelect: (conversation: Conversation) => void;
  onNewMessage: () => void;
}

function preview(conversation: Conversation, viewerId: string, t: Translator['t']): string {
  const last = conversation.lastMessage;
  if (!last) return t('msg.noMessages');
  const text = last.content.replace(/\s+/g, ' ').trim();
  return last.senderId === viewerId ? t('msg.youPrefix', { text }) : text;
}

/** The sidebar: the other person, the last message and the unread count of each conversation. */
export function ConversationList({ conversations, loading, viewerId, selectedId, onSelect, onNewMessage }: ConversationListProps) {
  const { t } = useI18n();
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
        <h1 className="text-lg font-semibold">{t('msg.title')}</h1>
        <Button size="sm" variant="outline" onClick={onNewMessage}>
          <MessageSquarePlus aria-hidden="true" />
          {t('msg.new')}
        </Button>
      </div>
      {loading ? (
        <div role="status" aria-label={t('msg.loadingConversations')} className="flex flex-col gap-1 p-2">
          {[0, 1, 2, 3].map((key) => (
            <div key={key} className="flex items-center gap-3 rounded-lg px-2 py-3">
              <Skeleton className="size-10 rounded-full" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-3.5 w-28" />
                <Skeleton className="h-3 w-40" />
              </div>
            </div>
          ))}
        </div>
      ) : !conversations?.length ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 py-12 text-center">
          <div className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <MessagesSquare aria-hidden="true" className="size-6" />
          </div>
          <h2 className="font-semibold">{t('msg.noConversations')}</h2>
          <p className="max-w-60 text-sm text-muted-foreground">{t('msg.noConversationsText')}</p>
          <Button size="sm" onClick={onNewMessage}>
            {t('msg.start')}
          </Button>
        </div>
      ) : (
        <ul aria-label={t('msg.conversations')} className="flex min-h-0 flex-1 flex-col gap-0.5 overflow-y-auto p-2">
          {conversations.map((conversation) => {
            const selected = conversation.id === selectedId;
            const unread = conversation.unreadCount;
            const name = personName(conversation.otherUser);
            return (
              <li key={conversation.id}>
                <button
                  type="button"
                  onClick={() => onSelect(conversation)}
                  aria-current={selected ? 'true' : undefined}
                  aria-label={t('msg.itemLabel', { name, unread, preview: conversation.isBlocked ? t('msg.blocked') : preview(conversation, viewerId, t) })}
                  className={cn(
                    'flex w-full items-center gap-3 rounded-lg px-2 py-2.5 text-start transition-colors',
                    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    selected ? 'bg-accent' : 'hover:bg-accent/60',
                  )}
                >
                  <DeveloperAvatar person={conversation.otherUser} className="size-10" />
                  <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                    <span className="flex items-baseline justify-between gap-2">
                      <span className={cn('truncate text-sm', unread ? 'font-semibold' : 'font-medium')}>{name}</span>
                      {conversation.lastMessage ? (
                        <time dateTime={conversation.lastMessage.createdAt} className="shrink-0 text-xs text-muted-foreground">
                          {formatListStamp(conversation.lastMessage.createdAt)}
                        </time>
                      ) : null}
                    </span>
                    <span className="flex items-center justify-between gap-2">
                      <span className={cn('truncate text-sm', unread ? 'text-foreground' : 'text-muted-foreground')}>
                        {conversation.isBlocked ? (
                          <span className="inline-flex items-center gap-1">
                            <Ban aria-hidden="true" className="size-3.5" />
                            {t('msg.blocked')}
                          </span>
                        ) : (
                          preview(conversation, viewerId, t)
                        )}
                      </span>
                      {unread > 0 ? (
                        <span aria-hidden="true" className="min-w-5 shrink-0 rounded-full bg-primary px-1.5 text-center text-xs font-semibold leading-5 text-primary-foreground">
                          {unread > 99 ? '99+' : unread}
                        </span>
                      ) : null}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
