import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { useI18n } from '@web/lib/i18n';
import { LoaderCircle } from 'lucide-react';
import type { ConfirmedSanction } from '../lib/use-sanction-action';

interface ConfirmSanctionDialogProps {
  /** The action waiting for a yes; null when nothing is asked. */
  action: ConfirmedSanction | null;
  name: string;
  days: number;
  reason: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Suspending and banning ask first (the Members tab and a report's moderation actions): the
 * dialog names the person, the action and what it does, with the reason they will be sent.
 */
export function ConfirmSanctionDialog({ action, name, days, reason, pending, onConfirm, onCancel }: ConfirmSanctionDialogProps) {
  const { t } = useI18n();
  return (
    <Dialog open={action !== null} onOpenChange={(open) => !open && !pending && onCancel()}>
      {action ? (
        <DialogContent className="max-w-md" data-testid="confirm-sanction">
          <DialogHeader>
            <DialogTitle>{t(action === 'ban' ? 'adminMembers.confirm.banTitle' : 'adminMembers.confirm.suspendTitle', { name })}</DialogTitle>
            <DialogDescription>
              {action === 'ban' ? t('adminMembers.confirm.banText', { name }) : t('adminMembers.confirm.suspendText', { name, days })}
            </DialogDescription>
          </DialogHeader>
          <div className="rounded-lg bg-muted px-3 py-2 text-sm">
            <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{t('adminMembers.confirm.reason')}</p>
            <p className="mt-1 whitespace-pre-wrap break-words">{reason}</p>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={onCancel} disabled={pending}>
              {t('adminMembers.confirm.cancel')}
            </Button>
            <Button
              variant={action === 'ban' ? 'destructive' : 'default'}
              onClick={onConfirm}
              disabled={pending}
            >
              {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              {t(action === 'ban' ? 'adminMembers.confirm.ban' : 'adminMembers.confirm.suspend')}
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
