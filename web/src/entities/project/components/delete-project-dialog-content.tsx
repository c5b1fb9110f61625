import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { toast } from '@web/components/ui/use-toast';
import { useI18n } from '@web/lib/i18n';
import { apiErrorMessage } from '@web/lib/request';
import { useState } from 'react';
import type { DeleteProjectDialogProps } from './delete-project-dialog';

/** The dialog of delete-project-dialog.tsx, fetched when it first opens. */
export function DeleteProjectDialogContent({ projectTitle, open, onOpenChange, onDelete, onDeleted }: DeleteProjectDialogProps) {
  const { t } = useI18n();
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      await onDelete();
      toast({ title: t('projectShared.deleted'), variant: 'success' });
      onOpenChange(false);
      onDeleted?.();
    } catch (error) {
      toast({ title: t('projectShared.error'), description: apiErrorMessage(error, t('projectShared.deleteFailed')), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent role="alertdialog" className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('projectShared.deleteTitle')}</DialogTitle>
          <DialogDescription className="break-words">{t('projectShared.deleteText', { title: projectTitle })}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              {t('projectShared.cancel')}
            </Button>
          </DialogClose>
          <Button variant="destructive" disabled={pending} onClick={confirm}>
            {pending ? t('projectShared.deleting') : t('projectShared.delete')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
