import { APPEAL_TEXT_MAX_LENGTH } from '@common/appeals';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { useI18n } from '@web/lib/i18n';
import { apiErrorMessage } from '@web/lib/request';
import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useFileAppeal, useMyAppeal } from '../api/appeal';

/**
 * Under the account-status banner (decision 0023): the appeal of the sanction in force — a form
 * while none was sent, then its state (pending, accepted, rejected with the staff's reason).
 * Asked for in the browser only, after the banner is on screen.
 */
export function AppealSection() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const mine = useMyAppeal(mounted);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const file = useFileAppeal();
  const fieldId = useId();
  const { t } = useI18n();

  const state = mine.data;
  if (!state?.sanction) return null;
  const { sanction, appeal } = state;
  const kind = { sanction: sanction.kind };

  if (appeal) {
    return (
      <div className="mt-3 border-t border-current/15 pt-3" data-testid="appeal-state">
        {appeal.status === 'pending' ? <p>{t('appeal.pending', kind)}</p> : null}
        {appeal.status === 'accepted' ? <p>{t('appeal.accepted', kind)}</p> : null}
        {appeal.status === 'rejected' ? (
          <>
            <p className="font-medium">{t('appeal.rejected', kind)}</p>
            {appeal.decisionReason ? <p className="mt-1 whitespace-pre-line">{t('banner.reason', { reason: appeal.decisionReason })}</p> : null}
          </>
        ) : null}
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return setError(t('appeal.textRequired'));
    if (trimmed.length > APPEAL_TEXT_MAX_LENGTH) return setError(t('appeal.textTooLong', { max: APPEAL_TEXT_MAX_LENGTH }));
    file.mutate(
      { sanctionId: sanction.id, text: trimmed },
      {
        onSuccess: () => toast({ title: t('appeal.submitted'), variant: 'success' }),
        onError: (failure) => setError(apiErrorMessage(failure, t('appeal.failed'))),
      },
    );
  };

  if (!open) {
    return (
      <div className="mt-3">
        <Button type="button" size="sm" variant="outline" className="bg-background/70" onClick={() => setOpen(true)}>
          {t('appeal.open', kind)}
        </Button>
      </div>
    );
  }

  return (
    <form className="mt-3 flex flex-col gap-2 border-t border-current/15 pt-3" onSubmit={submit} noValidate>
      <Label htmlFor={fieldId}>{t('appeal.question')}</Label>
      <p className="text-xs opacity-80">{t('appeal.limits', { max: APPEAL_TEXT_MAX_LENGTH })}</p>
      <Textarea
        id={fieldId}
        value={text}
        maxLength={APPEAL_TEXT_MAX_LENGTH}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        className="bg-background"
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
      />
      {error ? (
        <p id={`${fieldId}-error`} role="alert" className="text-sm font-medium">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={file.isPending}>
          {file.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {t('appeal.send')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
          {t('appeal.cancel')}
        </Button>
      </div>
    </form>
  );
}
