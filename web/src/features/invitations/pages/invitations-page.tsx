import type { Invitation } from '@common/joining';
import { INVITATION_MAX_DAYS } from '@common/joining-constants';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Notice } from '@web/components/ui/notice';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { useRequireSignIn } from '@web/entities/account/lib/use-require-sign-in';
import { formatDate } from '@web/lib/format-date';
import { apiErrorMessage } from '@web/lib/request';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { Copy, Info, MailPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useCreateMyInvitation, useMyInvitations, useRevokeMyInvitation } from '../api/my-invitations';

/** /invitations (decision 0024): a member's own invitation links, within the operator's quota. */
export function InvitationsPage() {
  useDocumentTitle('Invite people');
  const { user } = useRequireSignIn();
  const mine = useMyInvitations(Boolean(user));
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div>
        <h1 className="text-3xl font-semibold tracking-tight">Invite people</h1>
        <p className="mt-2 text-muted-foreground">Send an invitation link to someone you would like to see here.</p>
      </div>
      {mine.isError ? (
        <p className="text-sm text-destructive-text">{apiErrorMessage(mine.error, 'Your invitations could not be loaded.')}</p>
      ) : !mine.data ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <>
          {mine.data.mayInvite ? (
            <NewInvitation quota={mine.data.quota} committed={mine.data.committed} />
          ) : (
            <Notice tone="info">
              <Info aria-hidden="true" />
              <p>Only the staff can make invitations on this site.</p>
            </Notice>
          )}
          {mine.data.invitations.length === 0 ? (
            <EmptyState icon={MailPlus} title="No invitations yet" headingLevel={2} />
          ) : (
            <ul className="flex flex-col gap-3" aria-label="Your invitations">
              {mine.data.invitations.map((invitation) => (
                <MyInvitation key={invitation.id} invitation={invitation} />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

function NewInvitation({ quota, committed }: { quota: number | null; committed: number }) {
  const create = useCreateMyInvitation();
  const [days, setDays] = useState('7');
  const left = quota === null ? null : Math.max(0, quota - committed);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { maxUses: 1, expiresInDays: Number(days) },
      { onError: (error) => toast({ title: 'No invitation made', description: apiErrorMessage(error, 'Please try again.'), variant: 'destructive' }) },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3 rounded-xl border border-border bg-card p-4 shadow-sm" aria-label="New invitation">
      <FormField id="my-invite-days" label="Valid for (days)">
        <Input type="number" min={1} max={INVITATION_MAX_DAYS} className="w-24" value={days} onChange={(event) => setDays(event.target.value)} />
      </FormField>
      <Button type="submit" disabled={create.isPending || left === 0}>
        <MailPlus aria-hidden="true" /> Make a single-use link
      </Button>
      {left !== null ? <p className="w-full text-sm text-muted-foreground">You can invite {left} more {left === 1 ? 'person' : 'people'}.</p> : null}
    </form>
  );
}

function MyInvitation({ invitation }: { invitation: Invitation }) {
  const revoke = useRevokeMyInvitation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(invitation.url);
      toast({ title: 'Invitation link copied', variant: 'success' });
    } catch {
      toast({ title: 'Copy the link below', description: invitation.url });
    }
  };
  const state = invitation.revokedAt ? 'Revoked' : invitation.usable ? 'Open' : invitation.uses >= invitation.maxUses ? 'Used' : 'Expired';
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <Badge variant={invitation.usable ? 'accent' : 'outline'}>{state}</Badge>
          <span className="text-sm">expires {formatDate(invitation.expiresAt)}</span>
        </div>
        {invitation.usable ? (
          <div className="flex gap-2">
            <Button size="sm" variant="outline" onClick={() => void copy()}>
              <Copy aria-hidden="true" /> Copy link
            </Button>
            <Button size="sm" variant="outline" disabled={revoke.isPending} onClick={() => revoke.mutate(invitation.id)}>
              Revoke
            </Button>
          </div>
        ) : null}
      </div>
      <code className="break-all text-xs text-muted-foreground">{invitation.url}</code>
      {invitation.usedBy.length > 0 ? <p className="text-sm text-muted-foreground">Joined: {invitation.usedBy.map((person) => person.name).join(', ')}</p> : null}
    </li>
  );
}
