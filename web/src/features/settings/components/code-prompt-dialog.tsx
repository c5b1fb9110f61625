import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useState } from 'react';
import { useI18n } from '@web/lib/i18n';

interface CodePromptDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  destructive?: boolean;
  busy: boolean;
  /** The server's refusal, shown under the field. */
  error: string | null;
  onConfirm: (code: string) => void;
}

/** Asks for a fresh code (or a recovery code) before a sensitive change (decision 0025). */
export function CodePromptDialog({ open, onOpenChange, title, description, confirmLabel, destructive, busy, error, onConfirm }: CodePromptDialogProps) {
  const { t } = useI18n();
  const [code, setCode] = useState('');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (!next) setCode('');
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (code.trim() && !busy) onConfirm(code.trim());
          }}
        >
          <FormField id="code-prompt" label={t('email.code')} error={error ?? undefined} hint={t('totp.codeHint')}>
            <Input autoComplete="one-time-code" spellCheck={false} value={code} onChange={(event) => setCode(event.target.value)} disabled={busy} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
              {t('totp.cancel')}
            </Button>
            <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={!code.trim() || busy}>
              {confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
