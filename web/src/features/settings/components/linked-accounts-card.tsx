import type { LinkedAccount, ProviderKind } from '@common/sign-in';
import { Button } from '@web/components/ui/button';
import { Notice } from '@web/components/ui/notice';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { useSignInProviders, useStartProvider } from '@web/entities/account/api/sign-in-providers';
import { ProviderIcon } from '@web/entities/account/components/provider-icon';
import { showRequestError } from '@web/lib/error-toast';
import { formatDate } from '@web/lib/format-date';
import { Link2 } from 'lucide-react';
import { useConfirmLinkOffer, useDismissLinkOffer, useLinkedAccounts, useUnlinkProvider } from '../api/linked-accounts';
import { SettingsSection } from './settings-section';

const done = (title: string) => (answer: { message: string }) => toast({ title, description: answer.message, variant: 'success' });

/** The offer made when a provider sign-in matched this account's address: linked only on "Link". */
function LinkOffer({ offer }: { offer: { provider: string; providerName: string; label: string } }) {
  const confirm = useConfirmLinkOffer();
  const dismiss = useDismissLinkOffer();
  const busy = confirm.isPending || dismiss.isPending;
  return (
    <Notice tone="info" role="status" className="mb-5" data-testid="link-offer">
      <Link2 aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <p>
          <span className="font-semibold">Link your {offer.providerName} account?</span> Someone signed in with the{' '}
          {offer.providerName} account <span className="font-medium break-all">{offer.label}</span>, which has your e-mail address. Link it only
          if that was you.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={busy} onClick={() => confirm.mutate(undefined, { onSuccess: done('Account linked'), onError: (error) => showRequestError(error, 'The account could not be linked.') })}>
            Link {offer.providerName}
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => dismiss.mutate(undefined, { onError: (error) => showRequestError(error, 'Please try again.') })}>
            Not me
          </Button>
        </div>
      </div>
    </Notice>
  );
}

interface ProviderRowProps {
  id: string;
  name: string;
  kind: ProviderKind;
  linked: LinkedAccount | undefined;
}

function ProviderRow({ id, name, kind, linked }: ProviderRowProps) {
  const unlink = useUnlinkProvider();
  const start = useStartProvider();
  return (
    <li className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-muted text-muted-foreground [&_svg]:size-4">
        <ProviderIcon kind={kind} />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="text-sm font-medium">{name}</span>
        <p className="truncate text-xs text-muted-foreground">
          {linked ? `${linked.label} · linked ${formatDate(linked.createdAt)}` : 'Not linked'}
        </p>
      </div>
      {linked ? (
        <Button
          variant="outline"
          size="sm"
          disabled={unlink.isPending}
          aria-label={`Unlink ${name}`}
          onClick={() => unlink.mutate(id, { onSuccess: done('Account unlinked'), onError: (error) => showRequestError(error, 'The account could not be unlinked.') })}
        >
          Unlink
        </Button>
      ) : (
        <Button
          variant="outline"
          size="sm"
          disabled={start.isPending || start.isSuccess}
          aria-label={`Link ${name}`}
          onClick={() => start.mutate({ id, input: { intent: 'link' } }, { onError: (error) => showRequestError(error, `Could not reach ${name}.`) })}
        >
          Link
        </Button>
      )}
    </li>
  );
}

/** Settings → Security: the providers this account can sign in with (decision 0026). */
export function LinkedAccountsCard() {
  const providers = useSignInProviders();
  const accounts = useLinkedAccounts();
  const configured = providers.data ?? [];
  const linked = accounts.data?.linked ?? [];
  // Linked at a provider the site no longer offers: still listed, so it can be unlinked.
  const rows = [
    ...configured.map((provider) => ({ ...provider, linked: linked.find((account) => account.provider === provider.id) })),
    ...linked
      .filter((account) => !configured.some((provider) => provider.id === account.provider))
      .map((account) => ({ id: account.provider, name: account.providerName, kind: 'oidc' as const, linked: account })),
  ];
  if (providers.isSuccess && accounts.isSuccess && rows.length === 0 && !accounts.data.offer) return null;
  return (
    <SettingsSection
      icon={<Link2 aria-hidden="true" />}
      title="Linked accounts"
      description={
        accounts.data && !accounts.data.hasPassword
          ? 'Sign in with these accounts. Your account has no password: keep at least one linked, or set a password through "Forgot password".'
          : 'Sign in with these accounts as well as your password.'
      }
    >
      {accounts.data?.offer ? <LinkOffer offer={accounts.data.offer} /> : null}
      {providers.isPending || accounts.isPending ? (
        <div className="flex items-center gap-3" aria-hidden="true">
          <Skeleton className="size-9 rounded-lg" />
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-3 w-48" />
          </div>
        </div>
      ) : providers.isError || accounts.isError ? (
        <p className="text-sm text-muted-foreground">Your linked accounts could not be loaded. Please reload the page.</p>
      ) : (
        <ul className="divide-y divide-border" aria-label="Sign-in providers">
          {rows.map((row) => (
            <ProviderRow key={row.id} {...row} />
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}
