import type { LinkedAccount, ProviderKind } from '@common/sign-in';
import { Button } from '@web/components/ui/button';
import { Notice } from '@web/components/ui/notice';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { useSignInProviders } from '@web/entities/account/api/sign-in-providers';
import { ProviderIcon } from '@web/entities/account/components/provider-icon';
import { showRequestError } from '@web/lib/error-toast';
import { showErrorUnlessCancelled } from '../lib/recent-proof';
import { formatDate } from '@web/lib/format-date';
import { Link2 } from 'lucide-react';
import { useConfirmLinkOffer, useDismissLinkOffer, useLinkedAccounts, useStartLinking, useUnlinkProvider } from '../api/linked-accounts';
import { SettingsSection } from './settings-section';
import { useI18n } from '@web/lib/i18n';

const done = (title: string, serverText: (message: string) => string) => (answer: { message: string }) =>
  toast({ title, description: serverText(answer.message), variant: 'success' });

/** The offer made when a provider sign-in matched this account's address: linked only on "Link". */
function LinkOffer({ offer }: { offer: { provider: string; providerName: string; label: string } }) {
  const confirm = useConfirmLinkOffer();
  const dismiss = useDismissLinkOffer();
  const busy = confirm.isPending || dismiss.isPending;
  const { t, rich, error: serverText } = useI18n();
  return (
    <Notice tone="info" role="status" className="mb-5" data-testid="link-offer">
      <Link2 aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <p>
          {rich('linked.offer', {
            provider: offer.providerName,
            label: offer.label,
            strong: (chunks) => <span className="font-semibold">{chunks}</span>,
            // The account's name at the provider may be one long word.
            account: (chunks) => <span className="font-medium break-all">{chunks}</span>,
          })}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={busy} onClick={() => confirm.mutate(undefined, { onSuccess: done(t('linked.linked'), serverText), onError: (error) => showErrorUnlessCancelled(error, t('linked.linkFailed')) })}>
            {t('linked.linkProvider', { provider: offer.providerName })}
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => dismiss.mutate(undefined, { onError: (error) => showRequestError(error, t('common.tryAgain')) })}>
            {t('linked.notMe')}
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
  const start = useStartLinking();
  const { t, error: serverText } = useI18n();
  return (
    <li className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-muted text-muted-foreground [&_svg]:size-4">
        <ProviderIcon kind={kind} />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="text-sm font-medium">{name}</span>
        <p className="truncate text-xs text-muted-foreground">
          {linked ? t('linked.since', { label: linked.label, date: formatDate(linked.createdAt) }) : t('linked.notLinked')}
        </p>
      </div>
      {linked ? (
        <Button
          variant="outline"
          size="sm"
          disabled={unlink.isPending}
          aria-label={t('linked.unlinkLabel', { provider: name })}
          onClick={() => unlink.mutate(id, { onSuccess: done(t('linked.unlinked'), serverText), onError: (error) => showRequestError(error, t('linked.unlinkFailed')) })}
        >
          {t('linked.unlink')}
        </Button>
      ) : (
        <Button
          variant="outline"
          size="sm"
          disabled={start.isPending || start.isSuccess}
          aria-label={t('linked.linkLabel', { provider: name })}
          onClick={() => start.mutate(id, { onError: (error) => showErrorUnlessCancelled(error, t('linked.unreachable', { provider: name })) })}
        >
          {t('linked.link')}
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
  const { t } = useI18n();
  if (providers.isSuccess && accounts.isSuccess && rows.length === 0 && !accounts.data.offer) return null;
  return (
    <SettingsSection
      icon={<Link2 aria-hidden="true" />}
      title={t('linked.title')}
      description={t(accounts.data && !accounts.data.hasPassword ? 'linked.noPassword' : 'linked.withPassword')}
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
        <p className="text-sm text-muted-foreground">{t('linked.loadFailed')}</p>
      ) : (
        <ul className="divide-y divide-border" aria-label={t('linked.providers')}>
          {rows.map((row) => (
            <ProviderRow key={row.id} {...row} />
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}
