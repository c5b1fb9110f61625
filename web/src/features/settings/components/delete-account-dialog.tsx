import type { CurrentUser } from '@common/auth';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
import { showErrorUnlessCancelled } from '../lib/recent-proof';
import { useState } from 'react';
import { useDeleteAccount } from '../api/delete-account';
import { useI18n } from '@web/lib/i18n';

/** Spec §4/§9: after the account is deleted, 2 s before local storage is cleared and / opens. */
const POST_DELETION_DELAY_MS = 2000;

/** Typing DELETE, or the account's own address, confirms. */
function confirms(typed: string, email: string): boolean {
  const value = typed.trim();
  return value === 'DELETE' || value.toLowerCase() === email.toLowerCase();
}

interface DeleteAccountDialogProps {
  user: CurrentUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Spec §4: after success, 'Account Deleted', wait 2 s, clear local storage, go to /. */
export function DeleteAccountDialog({ user, open, onOpenChange }: DeleteAccountDialogProps) {
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [leaving, setLeaving] = useState(false);
  const remove = useDeleteAccount();
  const { t, rich } = useI18n();
  const busy = remove.isPending || leaving;

  const onConfirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setLeaving(true);
        toast({ title: t('deleteAccount.done'), description: t('deleteAccount.doneText'), variant: 'success' });
        window.setTimeout(() => {
          try {
            localStorage.clear();
          } catch {
            // Storage may be blocked; leaving still works.
          }
          queryClient.clear();
          window.location.assign('/');
        }, POST_DELETION_DELAY_MS);
      },
      onError: (error) => showErrorUnlessCancelled(error, t('deleteAccount.failed'), { serverMessage: false }),
    });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (!next) setTyped('');
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('deleteAccount.title')}</DialogTitle>
          <DialogDescription>{t('deleteAccount.text')}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (confirms(typed, user.email) && !busy) onConfirm();
          }}
          className="flex flex-col gap-4"
        >
          <FormField
            id="delete-account-confirm"
            label={rich('deleteAccount.confirm', { code: (chunks) => <span className="font-mono font-semibold">{chunks}</span> })}
          >
            <Input autoComplete="off" autoCapitalize="characters" spellCheck={false} value={typed} onChange={(event) => setTyped(event.target.value)} disabled={busy} />
          </FormField>
          <DialogFooter>
            <Button variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
              {t('deleteAccount.cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={!confirms(typed, user.email) || busy}>
              {t(remove.isPending ? 'deleteAccount.deleting' : leaving ? 'deleteAccount.deleted' : 'deleteAccount.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
