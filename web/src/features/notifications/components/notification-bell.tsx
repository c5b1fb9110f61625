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

/** Where a notification leads: the project, the conversation or the follower's page. */
function notificationHref(item: Notification): string {
  if (item.type === 'message' && item.actor) return `/messages?user=${encodeURIComponent(item.actor.id)}`;
  if (item.type === 'follow' && item.actor) return `/developers/${encodeURIComponent(item.actor.id)}`;
  if (item.project) return `/projects/${encodeURIComponent(item.project.slug)}`;
  return '/';
}

function describeNotification(item: Notification): { who: string; what: string; target?: string } {
  const who = item.actor ? personName(item.actor) : 'Moderators';
  switch (item.type) {
    case 'like':
      return { who, what: 'liked', target: item.project?.title ?? 'your project' };
    case 'comment':
      return { who, what: 'commented on', target: item.project?.title ?? 'your project' };
    case 'follow':
      return { who, what: 'started following you' };
    case 'message':
      return { who, what: item.count > 1 ? `sent you ${item.count} messages` : 'sent you a message' };
    default:
      return { who, what: item.message ?? 'sent you a notice about your account' };
  }
}

function NotificationRow({ item, onOpen }: { item: Notification; onOpen: () => void }) {
  const { who, what, target } = describeNotification(item);
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
            <span className="font-semibold text-foreground">{who}</span> {what}
            {target ? <span className="font-medium text-foreground"> {target}</span> : null}
          </span>
          <time dateTime={item.createdAt} className="text-xs text-muted-foreground">
            {formatRelative(item.createdAt)}
          </time>
        </span>
        {unread ? (
          <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary">
            <span className="sr-only">Unread</span>
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
  const label = unread ? `Notifications, ${unread} unread` : 'Notifications';

  return (
    <DropdownMenu modal={false}>
      <WithTooltip label="Notifications">
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className={cn('relative', className)} aria-label={label}>
            <Bell aria-hidden="true" />
            {unread > 0 ? (
              <span
                aria-hidden="true"
                className="absolute -right-0.5 -top-0.5 min-w-4.5 rounded-full bg-primary px-1 text-center text-[10px] font-semibold leading-4.5 text-primary-foreground ring-2 ring-background"
              >
                {unread > 99 ? '99+' : unread}
              </span>
            ) : null}
          </Button>
        </DropdownMenuTrigger>
      </WithTooltip>
      <DropdownMenuContent align="end" className="w-[min(23rem,calc(100vw-1.5rem))] p-0">
        <div className="flex items-center justify-between gap-2 px-3 py-2">
          <DropdownMenuLabel className="px-0 font-semibold">Notifications</DropdownMenuLabel>
          <DropdownMenuItem
            disabled={unread === 0 || markAll.isPending}
            onSelect={(event) => {
              event.preventDefault();
              markAll.mutate();
            }}
            className="px-2 py-1 text-xs"
          >
            <CheckCheck aria-hidden="true" />
            Mark all read
          </DropdownMenuItem>
        </div>
        <DropdownMenuSeparator className="mx-0 my-0" />
        <div className="max-h-[min(28rem,70dvh)] overflow-y-auto p-1">
          {notifications.isPending ? (
            <p className="px-3 py-8 text-center text-sm text-muted-foreground">Loading…</p>
          ) : items.length === 0 ? (
            <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
              <BellOff aria-hidden="true" className="size-6 text-muted-foreground" />
              <p className="text-sm font-medium">You’re all caught up</p>
              <p className="text-xs text-muted-foreground">Likes, comments, new followers and messages show up here.</p>
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
