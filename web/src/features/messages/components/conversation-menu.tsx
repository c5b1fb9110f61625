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
import { useI18n } from '@web/lib/i18n';

interface ConversationMenuProps {
  conversation: Conversation;
  /** Blocking and deleting close the open conversation (spec §4). */
  onClose: () => void;
}

/** Block/Unblock User, Report Abuse and Delete Conversation (spec §2). */
export function ConversationMenu({ conversation, onClose }: ConversationMenuProps) {
  const other = conversation.otherUser;
  const name = personName(other);
  const { t } = useI18n();
  const status = useBlockStatus(other.id);
  const block = useBlockUser({
    onDone: () => {
      toast({ title: t('msg.blockedToast'), description: t('msg.blockedToastText', { name }), variant: 'success' });
      onClose();
    },
  });
  const unblock = useUnblockUser({
    onDone: () => toast({ title: t('msg.unblockedToast'), description: t('msg.unblockedToastText', { name }), variant: 'success' }),
  });
  const [reporting, setReporting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const isBlocked = status.data?.isBlocked ?? false;

  const toggleBlock = () => {
    if (isBlocked) {
      unblock.mutate(other.id, { onError: (error) => showRequestError(error, t('msg.unblockFailed')) });
      return;
    }
    block.mutate(other.id, { onError: (error) => showRequestError(error, t('msg.blockFailed')) });
  };

  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={t('msg.options')}>
            <EllipsisVertical aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-52">
          <DropdownMenuItem disabled={status.isPending || block.isPending || unblock.isPending} onSelect={toggleBlock}>
            {isBlocked ? <UserCheck aria-hidden="true" /> : <Ban aria-hidden="true" />}
            {t(isBlocked ? 'msg.unblockUser' : 'msg.block')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setReporting(true)}>
            <Flag aria-hidden="true" />
            {t('msg.report')}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" onSelect={() => setDeleting(true)}>
            <Trash2 aria-hidden="true" />
            {t('msg.delete')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ReportUserDialog open={reporting} onOpenChange={setReporting} userId={other.id} userName={name} />
      <DeleteConversationDialog open={deleting} onOpenChange={setDeleting} conversationId={conversation.id} name={name} onDeleted={onClose} />
    </>
  );
}
