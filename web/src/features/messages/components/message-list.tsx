import type { Message } from '@common/messaging';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/utils';
import { useLayoutEffect, useRef } from 'react';
import { formatDateTime, formatDayHeading, formatTime, isSameCalendarDay } from '@web/lib/format-date';
import { useI18n } from '@web/lib/i18n';

interface MessageListProps {
  messages: Message[];
  viewerId: string;
  otherName: string;
  loading: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}

/** Closer than this to the bottom counts as "reading the newest": new messages scroll into view. */
const STICKY_PX = 120;
/** Messages of one sender this close together form a run; only its last one shows the time. */
const RUN_GAP_MS = 5 * 60 * 1000;

/**
 * The thread, oldest at the top and newest at the bottom. Text is rendered as text (React escapes
 * it): a message can never inject markup. New messages scroll into view when the reader is at the
 * bottom or wrote them; loading older ones keeps the reader's place.
 */
export function MessageList({ messages, viewerId, otherName, loading, hasOlder, loadingOlder, onLoadOlder }: MessageListProps) {
  const { t } = useI18n();
  const scroller = useRef<HTMLDivElement>(null);
  const lastId = useRef<string | null>(null);
  const firstId = useRef<string | null>(null);
  const heightBefore = useRef(0);
  const newest = messages.at(-1);
  const oldest = messages[0];

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const grewAtTop = oldest && firstId.current && oldest.id !== firstId.current && newest?.id === lastId.current;
    if (grewAtTop) {
      element.scrollTop += element.scrollHeight - heightBefore.current;
    } else if (newest && newest.id !== lastId.current) {
      const nearBottom = element.scrollHeight - element.scrollTop - element.clientHeight < STICKY_PX + element.clientHeight / 2;
      if (lastId.current === null || nearBottom || newest.senderId === viewerId) element.scrollTop = element.scrollHeight;
    }
    lastId.current = newest?.id ?? null;
    firstId.current = oldest?.id ?? null;
    heightBefore.current = element.scrollHeight;
  });

  if (loading) {
    return (
      <div role="status" aria-label={t('msg.loadingMessages')} className="flex flex-1 flex-col justify-end gap-3 p-4">
        <Skeleton className="h-10 w-48 rounded-2xl" />
        <Skeleton className="ms-auto h-10 w-56 rounded-2xl" />
        <Skeleton className="h-14 w-64 rounded-2xl" />
      </div>
    );
  }

  return (
    <div ref={scroller} className="flex min-h-0 flex-1 flex-col overflow-y-auto px-3 py-4 sm:px-5">
      {hasOlder ? (
        <div className="mb-4 flex justify-center">
          <Button variant="ghost" size="sm" onClick={onLoadOlder} disabled={loadingOlder}>
            {loadingOlder ? <Spinner className="size-4" label={t('msg.loadingOlder')} /> : null}
            {t('msg.loadOlder')}
          </Button>
        </div>
      ) : null}
      {messages.length === 0 ? (
        <p className="m-auto max-w-64 text-center text-sm text-muted-foreground">
          {t('msg.beginning', { name: otherName })}
        </p>
      ) : (
        <ol aria-label={t('msg.with', { name: otherName })} className="mt-auto flex flex-col gap-1">
          {messages.map((message, index) => {
            const mine = message.senderId === viewerId;
            const previous = messages[index - 1];
            const newDay = !previous || !isSameCalendarDay(previous.createdAt, message.createdAt);
            const time = new Date(message.createdAt);
            const sameSender = previous && !newDay && previous.senderId === message.senderId;
            const next = messages[index + 1];
            const endsRun =
              !next || next.senderId !== message.senderId || new Date(next.createdAt).getTime() - time.getTime() > RUN_GAP_MS || !isSameCalendarDay(next.createdAt, time);
            return (
              <li key={message.id} className={cn('flex flex-col', !sameSender && 'mt-2')}>
                {newDay ? (
                  <p className="my-3 text-center text-xs font-medium text-muted-foreground">{formatDayHeading(message.createdAt)}</p>
                ) : null}
                <div className={cn('flex max-w-[85%] flex-col sm:max-w-[70%]', mine ? 'items-end self-end' : 'items-start self-start')}>
                  <p className="sr-only">{mine ? t('msg.you') : otherName}:</p>
                  <p
                    className={cn(
                      'whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 text-sm [overflow-wrap:anywhere]',
                      mine ? 'rounded-ee-md bg-primary text-primary-foreground' : 'rounded-es-md bg-muted text-foreground',
                    )}
                  >
                    {message.content}
                  </p>
                  {endsRun ? (
                    <time dateTime={message.createdAt} title={formatDateTime(time)} className="mt-0.5 px-1 text-[11px] text-muted-foreground">
                      {formatTime(time)}
                    </time>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
