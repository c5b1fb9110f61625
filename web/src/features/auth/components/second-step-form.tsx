import type { CurrentUser } from '@common/auth';
import type { SecondFactorRequired } from '@common/two-factor';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
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

  function refused(failure: unknown) {
    const parsed = parseApiError(failure);
    if (parsed.body?.signInExpired) {
      toast({ title: 'Sign In Failed', description: parsed.message ?? 'Please sign in again.', variant: 'destructive' });
      onRestart();
      return;
    }
    const fieldMessage = parsed.body?.fields?.[0]?.message;
    if (parsed.status === 400 && fieldMessage) {
      setError(fieldMessage);
      return;
    }
    toast({ title: 'Sign In Failed', description: parsed.message ?? 'Something went wrong. Please try again.', variant: 'destructive' });
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const entered = value.trim();
    if (!entered) {
      setError(mode === 'totp' ? 'Enter the 6-digit code from your authenticator app.' : 'Enter one of your recovery codes.');
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
          <FormField id="second-step-code" label="Authentication code" error={error ?? undefined} hint="Open your authenticator app and enter the 6-digit code it shows for this site.">
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
          <FormField id="second-step-recovery" label="Recovery code" error={error ?? undefined} hint="Each recovery code works once.">
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
          Verify
        </Button>
      </form>
      {pending.methods.includes('passkey') ? (
        <Button type="button" variant="outline" className="w-full" disabled={busy} onClick={() => void passkeyStep()}>
          <Fingerprint aria-hidden="true" />
          Use a passkey
        </Button>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Button type="button" variant="link" className="h-auto p-0" onClick={switchMode}>
          {mode === 'totp' ? 'Use a recovery code instead' : 'Use your authenticator app instead'}
        </Button>
        <Button type="button" variant="link" className="h-auto p-0" onClick={onRestart}>
          Start over
        </Button>
      </div>
    </div>
  );
}
