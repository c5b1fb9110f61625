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
import { useI18n } from '@web/lib/i18n';
import { apiErrorMessage } from '@web/lib/request';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { Copy, Info, MailPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useCreateMyInvitation, useMyInvitations, useRevokeMyInvitation } from '../api/my-invitations';

/** /invitations (decision 0024): a member's own invitation links, within the operator's quota. */
export function InvitationsPage() {
  const { t } = useI18n();
  useDocumentTitle(t('invitations.title'));
  const { user } = useRequireSignIn();
  const mine = useMyInvitations(Boolean(user));
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div>
        <h1 className="text-3xl font-semibold tracking-tight">{t('invitations.title')}</h1>
        <p className="mt-2 text-muted-foreground">{t('invitations.intro')}</p>
      </div>
      {mine.isError ? (
        <p className="text-sm text-destructive-text">{apiErrorMessage(mine.error, t('invitations.loadFailed'))}</p>
      ) : !mine.data ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <>
          {mine.data.mayInvite ? (
            <NewInvitation quota={mine.data.quota} committed={mine.data.committed} />
          ) : (
            <Notice tone="info">
              <Info aria-hidden="true" />
              <p>{t('invitations.staffOnly')}</p>
            </Notice>
          )}
          {mine.data.invitations.length === 0 ? (
            <EmptyState icon={MailPlus} title={t('invitations.none')} headingLevel={2} />
          ) : (
            <ul className="flex flex-col gap-3" aria-label={t('invitations.list')}>
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
  const { t } = useI18n();
  const [days, setDays] = useState('7');
  const left = quota === null ? null : Math.max(0, quota - committed);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { maxUses: 1, expiresInDays: Number(days) },
      { onError: (error) => toast({ title: t('invitations.notMade'), description: apiErrorMessage(error, t('common.tryAgain')), variant: 'destructive' }) },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3 rounded-xl border border-border bg-card p-4 shadow-sm" aria-label={t('invitations.new')}>
      <FormField id="my-invite-days" label={t('invitations.days')}>
        <Input type="number" min={1} max={INVITATION_MAX_DAYS} className="w-24" value={days} onChange={(event) => setDays(event.target.value)} />
      </FormField>
      <Button type="submit" disabled={create.isPending || left === 0}>
        <MailPlus aria-hidden="true" /> {t('invitations.make')}
      </Button>
      {left !== null ? <p className="w-full text-sm text-muted-foreground">{t('invitations.left', { count: left })}</p> : null}
    </form>
  );
}

function MyInvitation({ invitation }: { invitation: Invitation }) {
  const revoke = useRevokeMyInvitation();
  const { t, locale } = useI18n();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(invitation.url);
      toast({ title: t('invitations.copied'), variant: 'success' });
    } catch {
      toast({ title: t('invitations.copyBelow'), description: invitation.url });
    }
  };
  const state = invitation.revokedAt
    ? 'invitations.state.revoked'
    : invitation.usable
      ? 'invitations.state.open'
      : invitation.uses >= invitation.maxUses
        ? 'invitations.state.used'
        : 'invitations.state.expired';
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={invitation.usable ? 'accent' : 'outline'}>{t(state)}</Badge>
          <span className="text-sm">{t('invitations.expires', { date: formatDate(invitation.expiresAt) })}</span>
        </div>
        {invitation.usable ? (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => void copy()}>
              <Copy aria-hidden="true" /> {t('invitations.copy')}
            </Button>
            <Button size="sm" variant="outline" disabled={revoke.isPending} onClick={() => revoke.mutate(invitation.id)}>
              {t('invitations.revoke')}
            </Button>
          </div>
        ) : null}
      </div>
      <code className="break-all text-xs text-muted-foreground">{invitation.url}</code>
      {invitation.usedBy.length > 0 ? <p className="text-sm text-muted-foreground">{t('invitations.joined', { names: invitation.usedBy.map((person) => person.name).join(locale === 'ja' ? '、' : ', ') })}</p> : null}
    </li>
  );
}
