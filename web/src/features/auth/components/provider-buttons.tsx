import type { StartProviderInput } from '@common/sign-in';
import { Button } from '@web/components/ui/button';
import { useSignInProviders, useStartProvider } from '@web/entities/account/api/sign-in-providers';
import { ProviderIcon } from '@web/entities/account/components/provider-icon';
import { showRequestError } from '@web/lib/error-toast';
import { LoaderCircle } from 'lucide-react';
import { useI18n } from '@web/lib/i18n';

interface ProviderButtonsProps {
  /** Where to go after signing in. */
  next?: string;
  /** The register page's answers (invitation, terms, question), or null when they do not pass yet. */
  joining?: () => Pick<StartProviderInput, 'invitationCode' | 'acceptTerms' | 'joinAnswer'> | null;
}

/** "Continue with GitHub" and the rest: only the providers the operator configured (decision 0026). */
export function ProviderButtons({ next, joining }: ProviderButtonsProps) {
  const providers = useSignInProviders();
  const start = useStartProvider();
  const { t } = useI18n();
  if (!providers.data || providers.data.length === 0) return null;
  const busy = start.isPending || start.isSuccess;
  return (
    <div className="flex flex-col gap-5" data-testid="provider-buttons">
      <div className="flex flex-col gap-2">
        {providers.data.map((provider) => {
          const starting = busy && start.variables?.id === provider.id;
          return (
            <Button
              key={provider.id}
              variant="outline"
              className="w-full"
              disabled={busy}
              aria-busy={starting}
              onClick={() => {
                const extras = joining ? joining() : {};
                if (extras === null) return;
                start.mutate(
                  { id: provider.id, input: { intent: 'sign-in', next, ...extras } },
                  { onError: (error) => showRequestError(error, t('provider.unreachable', { provider: provider.name })) },
                );
              }}
            >
              {starting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <ProviderIcon kind={provider.kind} />}
              {t('provider.continue', { provider: provider.name })}
            </Button>
          );
        })}
      </div>
      <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-muted-foreground" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        {t('auth.or')}
        <span className="h-px flex-1 bg-border" />
      </div>
    </div>
  );
}
