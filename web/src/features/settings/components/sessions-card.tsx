import type { SessionInfo } from '@common/auth';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { formatDate, formatRelative } from '@web/lib/format-date';
import { LogOut, MonitorSmartphone, Smartphone, Monitor } from 'lucide-react';
import { useSessions, useSignOutOtherSessions, useSignOutSession } from '../api/sessions';
import { showRequestError } from '@web/lib/error-toast';
import { SettingsSection } from './settings-section';

const isPhone = (device: string) => /Android|iOS/.test(device);

function SessionRow({ session }: { session: SessionInfo }) {
  const signOut = useSignOutSession();
  const Icon = isPhone(session.device) ? Smartphone : Monitor;
  const lastSeen = new Date(session.lastSeenAt);
  return (
    <li className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-muted text-muted-foreground">
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="truncate text-sm font-medium">{session.device}</span>
          {session.current ? <Badge variant="accent">This device</Badge> : null}
        </div>
        <p className="text-xs text-muted-foreground">
          {session.current ? 'Active now' : `Last seen ${formatRelative(lastSeen)}`}
          {session.ipAddress ? ` · ${session.ipAddress}` : ''} · Signed in {formatDate(session.createdAt)} with{' '}
          <span data-testid="sign-in-method">{session.signInMethodLabel}</span>
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="outline"
          size="sm"
          disabled={signOut.isPending}
          aria-label={`Sign out ${session.device}`}
          onClick={() =>
            signOut.mutate(session.id, {
              onSuccess: () => toast({ title: 'Signed Out', description: `${session.device} has been signed out.`, variant: 'success' }),
              onError: (error) => showRequestError(error, 'Failed to sign out that session. Please try again.'),
            })
          }
        >
          Sign out
        </Button>
      )}
    </li>
  );
}

/** Where this account is signed in, with sign-out of one device or of all the others. */
export function SessionsCard() {
  const sessions = useSessions();
  const signOutOthers = useSignOutOtherSessions();
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;
  return (
    <SettingsSection
      icon={<MonitorSmartphone aria-hidden="true" />}
      title="Sessions"
      description="The devices and browsers signed in to your account. Sign out any you do not recognise."
    >
      {sessions.isPending ? (
        <div className="flex flex-col gap-3" aria-hidden="true">
          {[0, 1].map((index) => (
            <div key={index} className="flex items-center gap-3">
              <Skeleton className="size-9 rounded-lg" />
              <div className="flex flex-1 flex-col gap-1.5">
                <Skeleton className="h-4 w-40" />
                <Skeleton className="h-3 w-56" />
              </div>
            </div>
          ))}
        </div>
      ) : sessions.isError ? (
        <p className="text-sm text-muted-foreground">Your sessions could not be loaded. Please reload the page.</p>
      ) : (
        <ul className="divide-y divide-border">
          {sessions.data.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
      )}
      <div className="mt-5 border-t border-border pt-4">
        <Button
          variant="outline"
          disabled={others === 0 || signOutOthers.isPending}
          onClick={() =>
            signOutOthers.mutate(undefined, {
              onSuccess: (answer) =>
                toast({
                  title: 'Signed Out',
                  description: answer.count === 1 ? '1 other session has been signed out.' : `${answer.count} other sessions have been signed out.`,
                  variant: 'success',
                }),
              onError: (error) => showRequestError(error, 'Failed to sign out your other sessions. Please try again.'),
            })
          }
        >
          <LogOut aria-hidden="true" />
          Sign out all other sessions
        </Button>
      </div>
    </SettingsSection>
  );
}
