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
import { apiErrorMessage } from '@web/lib/request';
import { useState } from 'react';
import type { DeleteProjectDialogProps } from './delete-project-dialog';

/** The dialog of delete-project-dialog.tsx, fetched when it first opens. */
export function DeleteProjectDialogContent({ projectTitle, open, onOpenChange, onDelete, onDeleted }: DeleteProjectDialogProps) {
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      await onDelete();
      toast({ title: 'Project deleted successfully', variant: 'success' });
      onOpenChange(false);
      onDeleted?.();
    } catch (error) {
      toast({ title: 'Error', description: apiErrorMessage(error, 'Failed to delete project'), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent role="alertdialog" className="max-w-md">
        <DialogHeader>
          <DialogTitle>Delete project?</DialogTitle>
          <DialogDescription>
            “{projectTitle}” will be deleted permanently, with its images, videos, likes and comments. This cannot be
            undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" disabled={pending} onClick={confirm}>
            {pending ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
