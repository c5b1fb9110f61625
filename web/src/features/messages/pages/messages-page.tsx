import type { CurrentUser } from '@common/auth';
import type { Conversation } from '@common/messaging';
import { Spinner } from '@web/components/ui/spinner';
import { useServerEvent } from '@web/lib/event-stream';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useRequireSignIn } from '@web/entities/account/lib/use-require-sign-in';
import { cn } from '@web/lib/utils';
import { MessagesSquare } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useConversations } from '../api/get-conversations';
import { useOpenConversation } from '../api/open-conversation';
import { ConversationList } from '../components/conversation-list';
import { NewMessageDialog } from '../components/new-message-dialog';
import { Thread } from '../components/thread';
import { showRequestError } from '../lib/error-toast';
import { useI18n } from '@web/lib/i18n';

function MessagesWorkspace({ user }: { user: CurrentUser }) {
  const { t } = useI18n();
  const conversations = useConversations();
  const open = useOpenConversation();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [composing, setComposing] = useState(false);
  const [, navigate] = useLocation();
  const search = useSearch();
  const handledTarget = useRef<string | null>(null);
  const selected = conversations.data?.find((item) => item.id === selectedId) ?? null;

  const openWith = (userId: string, afterwards?: () => void) =>
    open.mutate(userId, {
      onSuccess: (conversation) => setSelectedId(conversation.id),
      onError: (error) => showRequestError(error, t('msg.openFailed')),
      onSettled: afterwards,
    });

  // Spec §2: ?user=<id> opens (or creates) that conversation, then the address is /messages again.
  const target = new URLSearchParams(search).get('user');
  useEffect(() => {
    if (!target || handledTarget.current === target) return;
    handledTarget.current = target;
    openWith(target, () => navigate('/messages', { replace: true }));
  });

  // Deleted or blocked in another tab: the conversation on screen closes here too.
  useServerEvent('conversation-deleted', ({ conversationId }) => {
    if (conversationId === selectedId) setSelectedId(null);
  });
  useServerEvent('block', ({ userId, isBlocked }) => {
    if (isBlocked && selected?.otherUser.id === userId) setSelectedId(null);
  });

  const select = (conversation: Conversation) => setSelectedId(conversation.id);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col md:px-6 md:py-6">
      <div className="flex h-[calc(100dvh-3.5rem)] min-h-[26rem] overflow-hidden bg-card md:h-[calc(100dvh-6.5rem)] md:rounded-xl md:border md:border-border md:shadow-sm">
        <aside aria-label={t('msg.conversations')} className={cn('w-full flex-col md:flex md:w-80 md:shrink-0 md:border-e md:border-border', selected ? 'hidden' : 'flex')}>
          <ConversationList
            conversations={conversations.data}
            loading={conversations.isPending}
            viewerId={user.id}
            selectedId={selectedId}
            onSelect={select}
            onNewMessage={() => setComposing(true)}
          />
        </aside>
        <section aria-label={selected ? t('msg.conversation') : undefined} className={cn('min-w-0 flex-1 flex-col md:flex', selected ? 'flex' : 'hidden')}>
          {selected ? (
            <Thread
              key={selected.id}
              conversation={selected}
              viewerId={user.id}
              onBack={() => setSelectedId(null)}
              onClose={() => setSelectedId(null)}
            />
          ) : open.isPending ? (
            <div className="flex flex-1 items-center justify-center">
              <Spinner className="size-6" label={t('msg.opening')} />
            </div>
          ) : (
            <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center">
              <div className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
                <MessagesSquare aria-hidden="true" className="size-7" />
              </div>
              <h2 className="text-lg font-semibold">{t('msg.yours')}</h2>
              <p className="max-w-72 text-sm text-muted-foreground">{t('msg.choose')}</p>
            </div>
          )}
        </section>
      </div>
      <NewMessageDialog
        open={composing}
        onOpenChange={setComposing}
        viewerId={user.id}
        pending={open.isPending}
        onPick={(person) => openWith(person.id, () => setComposing(false))}
      />
    </div>
  );
}

/** /messages (spec §2): signed-in only; visitors are told and sent to sign in (spec §4). */
export function MessagesPage() {
  const { t } = useI18n();
  useDocumentTitle(t('msg.title'));
  const { user } = useRequireSignIn();
  if (!user) return null;
  return <MessagesWorkspace user={user} />;
}
