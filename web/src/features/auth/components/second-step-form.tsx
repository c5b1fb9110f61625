import type { CurrentUser } from '@common/auth';
import type { SecondFactorRequired } from '@common/two-factor';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
import { useI18n } from '@web/lib/i18n';
import { parseApiError } from '@web/lib/request';
import { Fingerprint, LoaderCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useCompleteSecondStep } from '../api/second-factor';
import { isPasskeyCancel, secondStepWithPasskey } from '../lib/passkey-sign-in';

interface SecondStepFormProps {
  pending: SecondFactorRequired;
  onSignedIn: (user: CurrentUser) => void;
  /** Back to the password form: the pending sign-in expired or the person wants to start over. */
  onRestart: () => void;
}

/** The second step of a sign-in with two-factor sign-in on (decision 0025). */
export function SecondStepForm({ pending, onSignedIn, onRestart }: SecondStepFormProps) {
  const [mode, setMode] = useState<'totp' | 'recovery-code'>('totp');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const complete = useCompleteSecondStep();
  const { t } = useI18n();

  function refused(failure: unknown) {
    const parsed = parseApiError(failure);
    if (parsed.body?.signInExpired) {
      toast({ title: t('login.failed'), description: parsed.message ?? t('auth.secondStep.signInAgain'), variant: 'destructive' });
      onRestart();
      return;
    }
    const fieldMessage = parsed.body?.fields?.[0]?.message;
    if (parsed.status === 400 && fieldMessage) {
      setError(fieldMessage);
      return;
    }
    toast({ title: t('login.failed'), description: parsed.message ?? t('auth.secondStep.failedText'), variant: 'destructive' });
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const entered = value.trim();
    if (!entered) {
      setError(t(mode === 'totp' ? 'auth.secondStep.codeRequired' : 'auth.secondStep.recoveryRequired'));
      return;
    }
    setError(null);
    const input = mode === 'totp' ? { pendingSignIn: pending.pendingSignIn, code: entered } : { pendingSignIn: pending.pendingSignIn, recoveryCode: entered };
    complete.mutate(input, { onSuccess: onSignedIn, onError: refused });
  };

  async function passkeyStep() {
    setPasskeyBusy(true);
    try {
      onSignedIn(await secondStepWithPasskey(pending.pendingSignIn));
    } catch (failure) {
      if (!isPasskeyCancel(failure)) refused(failure);
    } finally {
      setPasskeyBusy(false);
    }
  }

  const busy = complete.isPending || complete.isSuccess || passkeyBusy;
  const switchMode = () => {
    setMode(mode === 'totp' ? 'recovery-code' : 'totp');
    setValue('');
    setError(null);
  };

  return (
    <div className="flex flex-col gap-5">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {mode === 'totp' ? (
          <FormField id="second-step-code" label={t('auth.secondStep.code')} error={error ?? undefined} hint={t('auth.secondStep.codeHint')}>
            <Input
              autoFocus
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9 ]*"
              maxLength={7}
              placeholder="123456"
              value={value}
              onChange={(event) => setValue(event.target.value)}
            />
          </FormField>
        ) : (
          <FormField id="second-step-recovery" label={t('auth.secondStep.recoveryCode')} error={error ?? undefined} hint={t('auth.secondStep.recoveryHint')}>
            <Input
              autoFocus
              autoComplete="off"
              spellCheck={false}
              placeholder="xxxxx-xxxxx"
              value={value}
              onChange={(event) => setValue(event.target.value)}
            />
          </FormField>
        )}
        <Button type="submit" className="w-full" disabled={busy} aria-busy={complete.isPending}>
          {complete.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {t('auth.secondStep.verify')}
        </Button>
      </form>
      {pending.methods.includes('passkey') ? (
        <Button type="button" variant="outline" className="w-full" disabled={busy} onClick={() => void passkeyStep()}>
          <Fingerprint aria-hidden="true" />
          {t('auth.secondStep.passkey')}
        </Button>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Button type="button" variant="link" className="h-auto p-0" onClick={switchMode}>
          {t(mode === 'totp' ? 'auth.secondStep.useRecoveryCode' : 'auth.secondStep.useApp')}
        </Button>
        <Button type="button" variant="link" className="h-auto p-0" onClick={onRestart}>
          {t('auth.secondStep.startOver')}
        </Button>
      </div>
    </div>
  );
}
