import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { toast } from '@web/components/ui/use-toast';
import { useDeleteConversation } from '../api/delete-conversation';
import { showRequestError } from '../lib/error-toast';

interface DeleteConversationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  conversationId: string;
  name: string;
  onDeleted: () => void;
}

/** Spec §4: deleting is permanent and clears the selection; the other person keeps their copy. */
export function DeleteConversationDialog({ open, onOpenChange, conversationId, name, onDeleted }: DeleteConversationDialogProps) {
  const remove = useDeleteConversation({
    onDeleted: () => {
      toast({ title: 'Conversation deleted', variant: 'success' });
      onOpenChange(false);
      onDeleted();
    },
  });
  const confirm = () =>
    remove.mutate(conversationId, {
      onError: (error) => showRequestError(error, 'The conversation could not be deleted. Please try again.'),
    });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Delete this conversation?</DialogTitle>
          <DialogDescription>
            The conversation and its messages are removed for you, for good. {name} keeps their copy.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
