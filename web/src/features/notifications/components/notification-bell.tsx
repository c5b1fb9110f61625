import type { Notification } from '@common/notifications';
import { DeveloperAvatar } from '@web/entities/developer/components/developer-avatar';
import { personName } from '@web/entities/developer/lib/person-name';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { WithTooltip } from '@web/components/ui/tooltip';
import { cn } from '@web/lib/utils';
import { formatRelative } from '@web/lib/format-date';
import { Bell, BellOff, CheckCheck, ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllRead } from '../api/mark-all-read';
import { useMarkRead } from '../api/mark-read';
import { type Translator, useI18n } from '@web/lib/i18n';
import type { ReactNode } from 'react';

/** Where a notification leads: the project, the conversation or the follower's page. */
function notificationHref(item: Notification): string {
  if (item.type === 'message' && item.actor) return `/messages?user=${encodeURIComponent(item.actor.id)}`;
  if (item.type === 'follow' && item.actor) return `/developers/${encodeURIComponent(item.actor.id)}`;
  if (item.project) return `/projects/${encodeURIComponent(item.project.slug)}`;
  return '/';
}

/** "Ada liked Pixel Forge": the person and the project stand out, in each language's word order. */
function describeNotification(item: Notification, { t, rich }: Translator): ReactNode {
  const who = item.actor ? personName(item.actor) : t('notif.moderators');
  const title = item.project?.title;
  const parts = {
    b: (chunks: ReactNode[]) => <span className="font-semibold text-foreground">{chunks}</span>,
    target: (chunks: ReactNode[]) => <span className="font-medium text-foreground">{chunks}</span>,
  };
  switch (item.type) {
    case 'like':
      return title ? rich('notif.liked', { ...parts, who, title }) : rich('notif.likedYourProject', { ...parts, who });
    case 'comment':
      return title ? rich('notif.commented', { ...parts, who, title }) : rich('notif.commentedYourProject', { ...parts, who });
    case 'follow':
      return rich('notif.followed', { ...parts, who });
    case 'message':
      return rich('notif.messaged', { ...parts, who, count: item.count });
    default:
      return item.message ? rich('notif.noticeWith', { ...parts, who, message: item.message }) : rich('notif.notice', { ...parts, who });
  }
}

function NotificationRow({ item, onOpen }: { item: Notification; onOpen: () => void }) {
  const i18n = useI18n();
  const unread = !item.readAt;
  return (
    <DropdownMenuItem asChild className="items-start gap-3 px-2.5 py-2.5" onSelect={onOpen}>
      <Link href={notificationHref(item)}>
        {item.actor ? (
          <DeveloperAvatar person={item.actor} className="size-9" />
        ) : (
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-muted">
            <ShieldAlert aria-hidden="true" />
          </span>
        )}
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className={cn('text-sm leading-snug', unread ? 'text-foreground' : 'text-muted-foreground')}>
            {describeNotification(item, i18n)}
          </span>
          <time dateTime={item.createdAt} className="text-xs text-muted-foreground">
            {formatRelative(item.createdAt)}
          </time>
        </span>
        {unread ? (
          <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary">
            <span className="sr-only">{i18n.t('notif.unread')}</span>
          </span>
        ) : null}
      </Link>
    </DropdownMenuItem>
  );
}

/** The navbar bell: unread badge and the newest notifications, kept live by the event stream. */
export function NotificationBell({ className }: { className?: string }) {
  const notifications = useNotifications();
  const markAll = useMarkAllRead();
  const markRead = useMarkRead();
  const items = notifications.data?.items ?? [];
  const unread = notifications.data?.unreadCount ?? 0;
  const { t } = useI18n();
  const label = t('notif.unreadLabel', { count: unread });

  return (
    <DropdownMenu modal={false}>
      <WithTooltip label={t('notif.title')}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className={cn('relative', className)} aria-label={label}>
            <Bell aria-hidden="true" />
            {unread > 0 ? (
              <span
                aria-hidden="true"
                className="absolute -end-0.5 -top-0.5 min-w-4.5 rounded-full bg-primary px-1 text-center text-[10px] font-semibold leading-4.5 text-primary-foreground ring-2 ring-background"
              >
                {unread > 99 ? '99+' : unread}
              </span>
            ) : null}
          </Button>
        </DropdownMenuTrigger>
      </WithTooltip>
      <DropdownMenuContent align="end" collisionPadding={12} className="w-[min(23rem,calc(100vw-1.5rem))] p-0">
        <div className="flex items-center justify-between gap-2 px-3 py-2">
          <DropdownMenuLabel className="px-0 font-semibold">{t('notif.title')}</DropdownMenuLabel>
          <DropdownMenuItem
            disabled={unread === 0 || markAll.isPending}
            onSelect={(event) => {
              event.preventDefault();
              markAll.mutate();
            }}
            className="px-2 py-1 text-xs"
          >
            <CheckCheck aria-hidden="true" />
            {t('notif.markAll')}
          </DropdownMenuItem>
        </div>
        <DropdownMenuSeparator className="mx-0 my-0" />
        <div className="max-h-[min(28rem,70dvh)] overflow-y-auto p-1">
          {notifications.isPending ? (
            <p className="px-3 py-8 text-center text-sm text-muted-foreground">{t('notif.loading')}</p>
          ) : items.length === 0 ? (
            <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
              <BellOff aria-hidden="true" className="size-6 text-muted-foreground" />
              <p className="text-sm font-medium">{t('notif.empty')}</p>
              <p className="text-xs text-muted-foreground">{t('notif.emptyText')}</p>
            </div>
          ) : (
            items.map((item) => (
              <NotificationRow key={item.id} item={item} onOpen={() => (item.readAt ? undefined : markRead.mutate(item.id))} />
            ))
          )}
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
