import type { Conversation } from '@common/messaging';
import { DeveloperAvatar } from '@web/entities/developer/components/developer-avatar';
import { personName } from '@web/entities/developer/lib/person-name';
import { Button } from '@web/components/ui/button';
import { Notice } from '@web/components/ui/notice';
import { toast } from '@web/components/ui/use-toast';
import { parseApiError } from '@web/lib/request';
import { ArrowLeft, Ban } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { useBlockStatus } from '../api/get-block-status';
import { flattenPages, useMessages } from '../api/get-messages';
import { useSendMessage } from '../api/send-message';
import { useUnblockUser } from '../api/unblock-user';
import { showRequestError } from '../lib/error-toast';
import { Composer } from './composer';
import { ConversationMenu } from './conversation-menu';
import { MessageList } from './message-list';
import { useI18n } from '@web/lib/i18n';

interface ThreadProps {
  conversation: Conversation;
  viewerId: string;
  onBack: () => void;
  onClose: () => void;
}

/**
 * One conversation: header with the menu, the messages, and the composer or why there is none.
 * The page mounts one per conversation (keyed), so nothing carries over from the previous one.
 */
export function Thread({ conversation, viewerId, onBack, onClose }: ThreadProps) {
  const { t } = useI18n();
  const other = conversation.otherUser;
  const name = personName(other);
  const messages = useMessages(conversation.id);
  const blockStatus = useBlockStatus(other.id);
  const send = useSendMessage();
  const unblock = useUnblockUser({ onDone: () => toast({ title: t('msg.unblockedToast'), variant: 'success' }) });
  // Set when the server refused a message: the other person blocked the viewer (decision 9).
  const [refusal, setRefusal] = useState<string | null>(null);
  const iBlocked = blockStatus.data?.isBlocked ?? false;

  const onSend = async (content: string): Promise<boolean> => {
    try {
      await send.mutateAsync({ conversationId: conversation.id, content });
      setRefusal(null);
      return true;
    } catch (error) {
      const parsed = parseApiError(error);
      if (parsed.status === 403) {
        const message = parsed.message ?? t('msg.cannotMessage');
        setRefusal(message);
        toast({ title: t('msg.notSent'), description: message, variant: 'destructive' });
      } else {
        showRequestError(error, t('msg.sendFailed'), t('msg.notSent'));
      }
      return false;
    }
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-center gap-2 border-b border-border px-2 py-2 sm:px-4">
        <Button variant="ghost" size="icon" className="md:hidden" onClick={onBack} aria-label={t('msg.back')}>
          <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
        </Button>
        <Link href={`/developers/${other.id}`} className="flex min-w-0 flex-1 items-center gap-3 rounded-lg p-1 hover:bg-accent/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <DeveloperAvatar person={other} className="size-9" />
          <span className="flex min-w-0 flex-col">
            <span className="truncate text-sm font-semibold">{name}</span>
            <span className="truncate text-xs text-muted-foreground">{other.title || t('msg.developer')}</span>
          </span>
        </Link>
        <ConversationMenu conversation={conversation} onClose={onClose} />
      </header>

      <MessageList
        messages={flattenPages(messages.data)}
        viewerId={viewerId}
        otherName={name}
        loading={messages.isPending}
        hasOlder={messages.hasNextPage}
        loadingOlder={messages.isFetchingNextPage}
        onLoadOlder={() => void messages.fetchNextPage()}
      />

      {iBlocked ? (
        <Notice tone="warning" className="m-3">
          <Ban aria-hidden="true" />
          <div className="flex flex-1 flex-wrap items-center justify-between gap-2">
            <p>{t('msg.youBlocked', { name })}</p>
            <Button
              size="sm"
              variant="outline"
              disabled={unblock.isPending}
              onClick={() =>
                unblock.mutate(other.id, { onError: (error) => showRequestError(error, t('msg.unblockFailed')) })
              }
            >
              {t('msg.unblock')}
            </Button>
          </div>
        </Notice>
      ) : (
        <>
          {refusal ? (
            <p role="alert" className="mx-3 mt-2 flex items-center gap-2 text-sm text-destructive-text">
              <Ban aria-hidden="true" className="size-4 shrink-0" />
              {refusal}
            </p>
          ) : null}
          <Composer recipientName={name} pending={send.isPending} onSend={onSend} />
        </>
      )}
    </div>
  );
}
