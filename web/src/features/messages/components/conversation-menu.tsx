import type { Conversation } from '@common/messaging';
import { personName } from '@web/entities/developer/lib/person-name';
import { ReportUserDialog } from '@web/entities/report/components/report-user-dialog';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { toast } from '@web/components/ui/use-toast';
import { Ban, EllipsisVertical, Flag, Trash2, UserCheck } from 'lucide-react';
import { useState } from 'react';
import { useBlockUser } from '../api/block-user';
import { useBlockStatus } from '../api/get-block-status';
import { useUnblockUser } from '../api/unblock-user';
import { showRequestError } from '../lib/error-toast';
import { DeleteConversationDialog } from './delete-conversation-dialog';

interface ConversationMenuProps {
  conversation: Conversation;
  /** Blocking and deleting close the open conversation (spec §4). */
  onClose: () => void;
}

/** Block/Unblock User, Report Abuse and Delete Conversation (spec §2). */
export function ConversationMenu({ conversation, onClose }: ConversationMenuProps) {
  const other = conversation.otherUser;
  const name = personName(other);
  const status = useBlockStatus(other.id);
  const block = useBlockUser({
    onDone: () => {
      toast({ title: 'User blocked', description: `${name} can no longer message you.`, variant: 'success' });
      onClose();
    },
  });
  const unblock = useUnblockUser({
    onDone: () => toast({ title: 'User unblocked', description: `${name} can message you again.`, variant: 'success' }),
  });
  const [reporting, setReporting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const isBlocked = status.data?.isBlocked ?? false;

  const toggleBlock = () => {
    if (isBlocked) {
      unblock.mutate(other.id, { onError: (error) => showRequestError(error, 'Could not unblock this user. Please try again.') });
      return;
    }
    block.mutate(other.id, { onError: (error) => showRequestError(error, 'Could not block this user. Please try again.') });
  };

  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Conversation options">
            <EllipsisVertical aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-52">
          <DropdownMenuItem disabled={status.isPending || block.isPending || unblock.isPending} onSelect={toggleBlock}>
            {isBlocked ? <UserCheck aria-hidden="true" /> : <Ban aria-hidden="true" />}
            {isBlocked ? 'Unblock User' : 'Block User'}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setReporting(true)}>
            <Flag aria-hidden="true" />
            Report Abuse
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" onSelect={() => setDeleting(true)}>
            <Trash2 aria-hidden="true" />
            Delete Conversation
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ReportUserDialog open={reporting} onOpenChange={setReporting} userId={other.id} userName={name} />
      <DeleteConversationDialog open={deleting} onOpenChange={setDeleting} conversationId={conversation.id} name={name} onDeleted={onClose} />
    </>
  );
}
