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
import { useI18n } from '@web/lib/i18n';

const isPhone = (device: string) => /Android|iOS/.test(device);

/** The server names a session's device and sign-in method in English (common/sign-in.ts); these are ours to translate. */
const METHOD_KEYS = {
  password: 'sessions.method.password',
  'password+totp': 'sessions.method.passwordTotp',
  'password+recovery-code': 'sessions.method.passwordRecovery',
  'password+passkey': 'sessions.method.passwordPasskey',
  passkey: 'sessions.method.passkey',
} as const;
const UNKNOWN_DEVICE = 'Unknown device';

function SessionRow({ session }: { session: SessionInfo }) {
  const signOut = useSignOutSession();
  const { t, rich } = useI18n();
  const Icon = isPhone(session.device) ? Smartphone : Monitor;
  const lastSeen = new Date(session.lastSeenAt);
  const device = session.device === UNKNOWN_DEVICE ? t('sessions.unknownDevice') : session.device;
  const methodKey = METHOD_KEYS[session.signInMethod as keyof typeof METHOD_KEYS];
  return (
    <li className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-muted text-muted-foreground">
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="truncate text-sm font-medium">{device}</span>
          {session.current ? <Badge variant="accent">{t('sessions.thisDevice')}</Badge> : null}
        </div>
        <p className="text-xs text-muted-foreground">
          {rich('sessions.details', {
            status: session.current ? t('sessions.activeNow') : t('sessions.lastSeen', { when: formatRelative(lastSeen) }),
            hasIp: session.ipAddress ? 'yes' : 'no',
            ip: session.ipAddress ?? '',
            date: formatDate(session.createdAt),
            method: methodKey ? t(methodKey) : session.signInMethodLabel,
            mark: (chunks) => <span data-testid="sign-in-method">{chunks}</span>,
          })}
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="outline"
          size="sm"
          disabled={signOut.isPending}
          aria-label={t('sessions.signOutDevice', { device })}
          onClick={() =>
            signOut.mutate(session.id, {
              onSuccess: () => toast({ title: t('sessions.signedOut'), description: t('sessions.signedOutDevice', { device }), variant: 'success' }),
              onError: (error) => showRequestError(error, t('sessions.signOutFailed')),
            })
          }
        >
          {t('sessions.signOut')}
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
  const { t } = useI18n();
  return (
    <SettingsSection
      icon={<MonitorSmartphone aria-hidden="true" />}
      title={t('sessions.title')}
      description={t('sessions.intro')}
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
        <p className="text-sm text-muted-foreground">{t('sessions.loadFailed')}</p>
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
          size="wrap"
          disabled={others === 0 || signOutOthers.isPending}
          onClick={() =>
            signOutOthers.mutate(undefined, {
              onSuccess: (answer) =>
                toast({
                  title: t('sessions.signedOut'),
                  description: t('sessions.othersSignedOut', { count: answer.count }),
                  variant: 'success',
                }),
              onError: (error) => showRequestError(error, t('sessions.othersFailed')),
            })
          }
        >
          <LogOut aria-hidden="true" />
          {t('sessions.signOutOthers')}
        </Button>
      </div>
    </SettingsSection>
  );
}
