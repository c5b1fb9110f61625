import { useQuery } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { PasswordInput } from '@web/components/ui/password-input';
import { showRequestError } from '@web/lib/error-toast';
import { useI18n } from '@web/lib/i18n';
import { apiJson, parseApiError } from '@web/lib/request';
import { useEffect, useRef, useState } from 'react';
import { Spinner } from '@web/components/ui/spinner';
import { useConfirmIdentity } from '../api/confirm';
import { linkedAccountsQueryOptions } from '../api/linked-accounts';
import { twoFactorQueryOptions } from '../api/two-factor';
import { answerProof, useProofRequested } from '../lib/recent-proof';

type Way = 'password' | 'code';

/** For an account with neither a password nor a code: a fresh sign-in (provider or passkey) is its proof. */
async function signInAgain(): Promise<void> {
  await apiJson('POST', '/api/auth/logout').catch(() => undefined);
  window.location.assign(`/login?next=${encodeURIComponent(`${window.location.pathname}${window.location.search}`)}`);
}

/**
 * Decision 0039's re-confirmation, mounted once on the Settings page: asked for by
 * `withRecentProof` when a call needs a recent proof. The password, or a code from the
 * authenticator app; an account with neither signs in again.
 */
export function RecentProofDialog() {
  const open = useProofRequested();
  const { t } = useI18n();
  const linked = useQuery({ ...linkedAccountsQueryOptions, enabled: open });
  const twoFactor = useQuery({ ...twoFactorQueryOptions, enabled: open });
  const confirm = useConfirmIdentity();
  const [chosen, setChosen] = useState<Way | null>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const hasPassword = linked.data?.hasPassword ?? true;
  const hasCode = twoFactor.data?.totpEnabled ?? false;
  const way: Way | null = chosen ?? (hasPassword ? 'password' : hasCode ? 'code' : null);
  const loaded = linked.isSuccess && twoFactor.isSuccess;
  // The field appears once the account's ways are known (it may be after the dialog opened): it takes the focus then.
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (open && loaded && way) field.current?.focus();
  }, [open, loaded, way]);

  const close = (confirmed: boolean) => {
    setChosen(null);
    setValue('');
    setError(null);
    confirm.reset();
    answerProof(confirmed);
  };
  const switchTo = (next: Way) => {
    setChosen(next);
    setValue('');
    setError(null);
  };
  const submit = () => {
    if (!way || !value.trim() || confirm.isPending) return;
    confirm.mutate(way === 'password' ? { password: value } : { code: value.trim() }, {
      onSuccess: () => close(true),
      onError: (failure) => {
        const parsed = parseApiError(failure);
        const field = parsed.body?.fields?.[0];
        if (parsed.status === 400 && field) setError(field.message);
        else showRequestError(failure, t('recentProof.failed'));
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !confirm.isPending) close(false);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('recentProof.title')}</DialogTitle>
          <DialogDescription>{t(way === null && loaded ? 'recentProof.signInAgainText' : 'recentProof.text')}</DialogDescription>
        </DialogHeader>
        {!loaded ? (
          <div className="flex justify-center py-4">
            <Spinner className="size-6" label={t('settings.loading')} />
          </div>
        ) : way === null ? (
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              {t('recentProof.cancel')}
            </Button>
            <Button type="button" onClick={() => void signInAgain()}>
              {t('recentProof.signInAgain')}
            </Button>
          </DialogFooter>
        ) : (
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            {way === 'code' ? (
              <FormField id="recent-proof-code" label={t('recentProof.code')} error={error ?? undefined} hint={t('totp.codeHint')}>
                <Input ref={field} autoComplete="one-time-code" spellCheck={false} value={value} onChange={(event) => setValue(event.target.value)} disabled={confirm.isPending} />
              </FormField>
            ) : (
              <FormField id="recent-proof-password" label={t('recentProof.password')} error={error ?? undefined}>
                <PasswordInput ref={field} autoComplete="current-password" value={value} onChange={(event) => setValue(event.target.value)} disabled={confirm.isPending} />
              </FormField>
            )}
            {hasPassword && hasCode ? (
              <Button type="button" variant="link" className="h-auto self-start p-0" onClick={() => switchTo(way === 'code' ? 'password' : 'code')}>
                {t(way === 'code' ? 'recentProof.usePassword' : 'recentProof.useCode')}
              </Button>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" disabled={confirm.isPending} onClick={() => close(false)}>
                {t('recentProof.cancel')}
              </Button>
              <Button type="submit" disabled={!value.trim() || confirm.isPending}>
                {t(confirm.isPending ? 'recentProof.confirming' : 'recentProof.confirm')}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
