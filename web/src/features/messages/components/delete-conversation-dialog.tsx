import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { toast } from '@web/components/ui/use-toast';
import { useDeleteConversation } from '../api/delete-conversation';
import { showRequestError } from '../lib/error-toast';
import { useI18n } from '@web/lib/i18n';

interface DeleteConversationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  conversationId: string;
  name: string;
  onDeleted: () => void;
}

/** Spec §4: deleting is permanent and clears the selection; the other person keeps their copy. */
export function DeleteConversationDialog({ open, onOpenChange, conversationId, name, onDeleted }: DeleteConversationDialogProps) {
  const { t } = useI18n();
  const remove = useDeleteConversation({
    onDeleted: () => {
      toast({ title: t('msg.deleted'), variant: 'success' });
      onOpenChange(false);
      onDeleted();
    },
  });
  const confirm = () =>
    remove.mutate(conversationId, {
      onError: (error) => showRequestError(error, t('msg.deleteFailed')),
    });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('msg.deleteTitle')}</DialogTitle>
          <DialogDescription>{t('msg.deleteText', { name })}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('msg.cancel')}
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {t(remove.isPending ? 'msg.deleting' : 'msg.deleteButton')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
