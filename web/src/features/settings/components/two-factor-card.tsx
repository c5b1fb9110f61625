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
          toast({ title: 'Two-factor sign-in off', description: answer.message, variant: 'success' });
        },
        onError: refused('Two-factor sign-in could not be turned off. Please try again.'),
      });
    } else {
      regenerate.mutate(code, {
        onSuccess: (answer) => {
          setPrompt(null);
          setCodes(answer.recoveryCodes);
        },
        onError: refused('New recovery codes could not be made. Please try again.'),
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
          toast({ title: 'Two-factor sign-in on', description: 'From now on, signing in asks for a code from your app.', variant: 'success' });
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
    body = <p className="text-sm text-muted-foreground">Your two-factor settings could not be loaded. Please reload the page.</p>;
  } else if (status.data.totpEnabled) {
    body = (
      <div className="flex flex-col gap-4">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <Badge variant="accent">On</Badge>
          Signing in asks for a code from your authenticator app.
        </p>
        <p className="text-sm text-muted-foreground" data-testid="recovery-codes-left">
          {status.data.recoveryCodesLeft === 1 ? '1 recovery code left.' : `${status.data.recoveryCodesLeft} recovery codes left.`}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setPrompt('regenerate')}>
            New recovery codes
          </Button>
          <Button variant="outline" onClick={() => setPrompt('disable')}>
            Turn off
          </Button>
        </div>
      </div>
    );
  } else {
    body = (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted-foreground">
          Off. With it on, signing in with your password also asks for a code from an authenticator app on your phone.
        </p>
        <div>
          <Button
            disabled={start.isPending}
            onClick={() => start.mutate(undefined, { onSuccess: setSetup, onError: (failure) => showRequestError(failure, 'The set-up could not start. Please try again.') })}
          >
            {start.isPending ? 'Starting...' : 'Set up two-factor sign-in'}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <SettingsSection icon={<ShieldCheck aria-hidden="true" />} title="Two-factor sign-in" description="A second step after your password, with an authenticator app.">
      {body}
      <CodePromptDialog
        open={prompt !== null}
        onOpenChange={(open) => {
          if (!open) {
            setPrompt(null);
            setPromptError(null);
          }
        }}
        title={prompt === 'disable' ? 'Turn off two-factor sign-in?' : 'Make new recovery codes?'}
        description={
          prompt === 'disable'
            ? 'Your password alone will sign you in again, and your recovery codes stop working.'
            : 'Your old recovery codes stop working; the new ones are shown once.'
        }
        confirmLabel={prompt === 'disable' ? 'Turn off' : 'Make new codes'}
        destructive={prompt === 'disable'}
        busy={disable.isPending || regenerate.isPending}
        error={promptError}
        onConfirm={onPromptConfirm}
      />
    </SettingsSection>
  );
}
