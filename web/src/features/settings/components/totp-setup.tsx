import type { TotpSetup as Setup } from '@common/two-factor';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { parseApiError } from '@web/lib/request';
import { showRequestError } from '@web/lib/error-toast';
import { type FormEvent, useState } from 'react';
import { useEnableTotp } from '../api/two-factor';
import { useI18n } from '@web/lib/i18n';

interface TotpSetupProps {
  setup: Setup;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** Scan the QR code (or type the key), then prove it with a current code. */
export function TotpSetup({ setup, onEnabled, onCancel }: TotpSetupProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const enable = useEnableTotp();
  const { t } = useI18n();
  // The key in groups of four, as authenticator apps show it.
  const groupedKey = setup.secret.replace(/(.{4})/g, '$1 ').trim();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s/g, ''))) {
      setError(t('totp.codeFormat'));
      return;
    }
    setError(null);
    enable.mutate(code, {
      onSuccess: (answer) => onEnabled(answer.recoveryCodes),
      onError: (failure) => {
        const parsed = parseApiError(failure);
        const message = parsed.body?.fields?.[0]?.message;
        if (parsed.status === 400 && message) setError(message);
        else showRequestError(failure, t('totp.failed'));
      },
    });
  };

  return (
    <div className="flex flex-col gap-5">
      <ol className="flex list-decimal flex-col gap-4 ps-5 text-sm">
        <li>
          <p>{t('totp.scan')}</p>
          <img src={setup.qrCode} alt={t('totp.qrAlt')} width={192} height={192} className="mt-3 size-48 rounded-lg bg-white p-2" />
          <p className="mt-3 text-muted-foreground">{t('totp.cantScan')}</p>
          <code data-testid="totp-secret" className="mt-1 block break-words rounded-md bg-muted px-3 py-2 font-mono text-sm">
            {groupedKey}
          </code>
        </li>
        <li>
          <p>{t('totp.enterCode')}</p>
        </li>
      </ol>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 sm:max-w-xs">
        <FormField id="totp-setup-code" label={t('email.code')} error={error ?? undefined}>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={7} value={code} onChange={(event) => setCode(event.target.value)} />
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={enable.isPending}>
            {t(enable.isPending ? 'totp.turningOn' : 'totp.turnOn')}
          </Button>
          <Button type="button" variant="outline" disabled={enable.isPending} onClick={onCancel}>
            {t('totp.cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}
