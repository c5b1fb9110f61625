import type { Invitation } from '@common/joining';
import { INVITATION_MAX_DAYS, INVITATION_MAX_USES } from '@common/joining-constants';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { formatDate } from '@web/lib/format-date';
import { apiErrorMessage } from '@web/lib/request';
import { Copy, MailPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useAllInvitations, useCreateInvitation, useRevokeInvitation } from '../api/joining';

/** Every invitation with who made it and who joined with it (decision 0024), and a form for a new one. */
export function InvitationsPanel() {
  const invitations = useAllInvitations();
  return (
    <div className="flex flex-col gap-5">
      <NewInvitationForm />
      {invitations.isError ? (
        <p className="text-sm text-destructive-text">{apiErrorMessage(invitations.error, 'The invitations could not be loaded.')}</p>
      ) : invitations.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : invitations.data.length === 0 ? (
        <EmptyState icon={MailPlus} title="No invitations yet" description="Make one above and send its link." headingLevel={3} />
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Invitations">
          {invitations.data.map((invitation) => (
            <InvitationItem key={invitation.id} invitation={invitation} />
          ))}
        </ul>
      )}
    </div>
  );
}

function NewInvitationForm() {
  const create = useCreateInvitation();
  const [uses, setUses] = useState('1');
  const [days, setDays] = useState('7');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { maxUses: Number(uses), expiresInDays: Number(days) },
      {
        onSuccess: (made) => {
          void copy(made.url);
        },
        onError: (error) => toast({ title: 'No invitation made', description: apiErrorMessage(error, 'Please try again.'), variant: 'destructive' }),
      },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3 rounded-xl border border-border bg-card p-4 shadow-sm" aria-label="New invitation">
      <FormField id="invite-uses" label="Uses">
        <Input type="number" min={1} max={INVITATION_MAX_USES} className="w-24" value={uses} onChange={(event) => setUses(event.target.value)} />
      </FormField>
      <FormField id="invite-days" label="Valid for (days)">
        <Input type="number" min={1} max={INVITATION_MAX_DAYS} className="w-24" value={days} onChange={(event) => setDays(event.target.value)} />
      </FormField>
      <Button type="submit" disabled={create.isPending}>
        <MailPlus aria-hidden="true" /> Make invitation link
      </Button>
    </form>
  );
}

async function copy(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Invitation link copied', description: url, variant: 'success' });
  } catch {
    // Clipboard access can be refused (insecure origin, permissions): the link is listed anyway.
    toast({ title: 'Invitation made', description: url, variant: 'success' });
  }
}

function InvitationItem({ invitation }: { invitation: Invitation }) {
  const revoke = useRevokeInvitation();
  const state = invitation.revokedAt ? 'Revoked' : invitation.usable ? 'Open' : invitation.uses >= invitation.maxUses ? 'Used up' : 'Expired';
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4 shadow-sm" data-testid="invitation">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={invitation.usable ? 'accent' : 'outline'}>{state}</Badge>
          <span className="text-sm">
            {invitation.uses} of {invitation.maxUses} used · expires {formatDate(invitation.expiresAt)}
          </span>
        </div>
        <div className="flex gap-2">
          {invitation.usable ? (
            <>
              <Button size="sm" variant="outline" onClick={() => void copy(invitation.url)} aria-label="Copy invitation link">
                <Copy aria-hidden="true" /> Copy link
              </Button>
              <Button size="sm" variant="outline" disabled={revoke.isPending} onClick={() => revoke.mutate(invitation.id)}>
                Revoke
              </Button>
            </>
          ) : null}
        </div>
      </div>
      <code className="break-all text-xs text-muted-foreground">{invitation.url}</code>
      <p className="text-sm text-muted-foreground">
        Made by {invitation.createdBy?.name ?? 'a deleted account'}
        {invitation.usedBy.length > 0 ? ` · invited ${invitation.usedBy.map((person) => person.name).join(', ')}` : ''}
      </p>
    </li>
  );
}
