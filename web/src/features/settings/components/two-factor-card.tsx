import type { TotpSetup as Setup } from '@common/two-factor';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { showRequestError } from '@web/lib/error-toast';
import { parseApiError } from '@web/lib/request';
import { ShieldCheck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useDisableTotp, useRegenerateRecoveryCodes, useStartTotpSetup, useTwoFactorStatus } from '../api/two-factor';
import { CodePromptDialog } from './code-prompt-dialog';
import { RecoveryCodesView } from './recovery-codes-view';
import { SettingsSection } from './settings-section';
import { TotpSetup } from './totp-setup';
import { useI18n } from '@web/lib/i18n';

type Prompt = 'disable' | 'regenerate' | null;

/** Two-factor sign-in with an authenticator app: set-up, recovery codes, turning it off. */
export function TwoFactorCard() {
  const status = useTwoFactorStatus();
  const start = useStartTotpSetup();
  const disable = useDisableTotp();
  const regenerate = useRegenerateRecoveryCodes();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [prompt, setPrompt] = useState<Prompt>(null);
  const [promptError, setPromptError] = useState<string | null>(null);
  const { t, error: serverText } = useI18n();

  const refused = (fallback: string) => (failure: unknown) => {
    const parsed = parseApiError(failure);
    if (parsed.status === 400) setPromptError(parsed.body?.fields?.[0]?.message ?? parsed.message ?? fallback);
    else showRequestError(failure, fallback);
  };

  const onPromptConfirm = (code: string) => {
    setPromptError(null);
    if (prompt === 'disable') {
      disable.mutate(code, {
        onSuccess: (answer) => {
          setPrompt(null);
          toast({ title: t('twoFactor.offDone'), description: serverText(answer.message), variant: 'success' });
        },
        onError: refused(t('twoFactor.offFailed')),
      });
    } else {
      regenerate.mutate(code, {
        onSuccess: (answer) => {
          setPrompt(null);
          setCodes(answer.recoveryCodes);
        },
        onError: refused(t('twoFactor.codesFailed')),
      });
    }
  };

  let body: ReactNode;
  if (codes) {
    body = <RecoveryCodesView codes={codes} onDone={() => setCodes(null)} />;
  } else if (setup) {
    body = (
      <TotpSetup
        setup={setup}
        onCancel={() => setSetup(null)}
        onEnabled={(recoveryCodes) => {
          setSetup(null);
          setCodes(recoveryCodes);
          toast({ title: t('twoFactor.onDone'), description: t('twoFactor.onDoneText'), variant: 'success' });
        }}
      />
    );
  } else if (status.isPending) {
    body = (
      <div className="flex flex-col gap-3" aria-hidden="true">
        <Skeleton className="h-4 w-64" />
        <Skeleton className="h-10 w-48" />
      </div>
    );
  } else if (status.isError) {
    body = <p className="text-sm text-muted-foreground">{t('twoFactor.loadFailed')}</p>;
  } else if (status.data.totpEnabled) {
    body = (
      <div className="flex flex-col gap-4">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <Badge variant="accent">{t('twoFactor.on')}</Badge>
          {t('twoFactor.onText')}
        </p>
        <p className="text-sm text-muted-foreground" data-testid="recovery-codes-left">
          {t('twoFactor.codesLeft', { count: status.data.recoveryCodesLeft })}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setPrompt('regenerate')}>
            {t('twoFactor.newCodes')}
          </Button>
          <Button variant="outline" onClick={() => setPrompt('disable')}>
            {t('twoFactor.turnOff')}
          </Button>
        </div>
      </div>
    );
  } else {
    body = (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted-foreground">
          {t('twoFactor.offText')}
        </p>
        <div>
          <Button
            size="wrap"
            disabled={start.isPending}
            onClick={() => start.mutate(undefined, { onSuccess: setSetup, onError: (failure) => showRequestError(failure, t('twoFactor.startFailed')) })}
          >
            {t(start.isPending ? 'twoFactor.starting' : 'twoFactor.setUp')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <SettingsSection icon={<ShieldCheck aria-hidden="true" />} title={t('twoFactor.title')} description={t('twoFactor.intro')}>
      {body}
      <CodePromptDialog
        open={prompt !== null}
        onOpenChange={(open) => {
          if (!open) {
            setPrompt(null);
            setPromptError(null);
          }
        }}
        title={t(prompt === 'disable' ? 'twoFactor.offTitle' : 'twoFactor.newCodesTitle')}
        description={t(prompt === 'disable' ? 'twoFactor.offWarning' : 'twoFactor.newCodesWarning')}
        confirmLabel={t(prompt === 'disable' ? 'twoFactor.turnOff' : 'twoFactor.makeCodes')}
        destructive={prompt === 'disable'}
        busy={disable.isPending || regenerate.isPending}
        error={promptError}
        onConfirm={onPromptConfirm}
      />
    </SettingsSection>
  );
}
