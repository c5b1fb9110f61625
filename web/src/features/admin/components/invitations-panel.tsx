import { SOURCE_LOCALE } from '@common/i18n/locales';
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
import { type Translator, useI18n } from '@web/lib/i18n';
import { apiErrorMessage } from '@web/lib/request';
import { Copy, MailPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useAllInvitations, useCreateInvitation, useRevokeInvitation } from '../api/joining';

/** Every invitation with who made it and who joined with it (decision 0024), and a form for a new one. */
export function InvitationsPanel() {
  const { t } = useI18n();
  const invitations = useAllInvitations();
  return (
    <div className="flex flex-col gap-5">
      <NewInvitationForm />
      {invitations.isError ? (
        <p className="text-sm text-destructive-text">{apiErrorMessage(invitations.error, t('adminSite.invitations.loadFailed'))}</p>
      ) : invitations.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : invitations.data.length === 0 ? (
        <EmptyState icon={MailPlus} title={t('adminSite.invitations.none')} description={t('adminSite.invitations.noneText')} headingLevel={3} />
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('adminSite.invitations.list')}>
          {invitations.data.map((invitation) => (
            <InvitationItem key={invitation.id} invitation={invitation} />
          ))}
        </ul>
      )}
    </div>
  );
}

function NewInvitationForm() {
  const { t } = useI18n();
  const create = useCreateInvitation();
  const [uses, setUses] = useState('1');
  const [days, setDays] = useState('7');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { maxUses: Number(uses), expiresInDays: Number(days) },
      {
        onSuccess: (made) => {
          void copy(made.url, t);
        },
        onError: (error) => toast({ title: t('adminSite.invitations.notMade'), description: apiErrorMessage(error, t('common.tryAgain')), variant: 'destructive' }),
      },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3 rounded-xl border border-border bg-card p-4 shadow-sm" aria-label={t('adminSite.invitations.new')}>
      <FormField id="invite-uses" label={t('adminSite.invitations.uses')}>
        <Input type="number" min={1} max={INVITATION_MAX_USES} className="w-24" value={uses} onChange={(event) => setUses(event.target.value)} />
      </FormField>
      <FormField id="invite-days" label={t('adminSite.invitations.days')}>
        <Input type="number" min={1} max={INVITATION_MAX_DAYS} className="w-24" value={days} onChange={(event) => setDays(event.target.value)} />
      </FormField>
      <Button type="submit" disabled={create.isPending}>
        <MailPlus aria-hidden="true" /> {t('adminSite.invitations.make')}
      </Button>
    </form>
  );
}

async function copy(url: string, t: Translator['t']) {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: t('adminSite.invitations.copied'), description: url, variant: 'success' });
  } catch {
    // Clipboard access can be refused (insecure origin, permissions): the link is listed anyway.
    toast({ title: t('adminSite.invitations.made'), description: url, variant: 'success' });
  }
}

/** "Ann, Bo, Cy" as English has always shown it; other languages join names their own way ("Ann, Bo und Cy", "Ann、Bo"). */
function nameList(names: string[], locale: Translator['locale']): string {
  return locale === SOURCE_LOCALE ? names.join(', ') : new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
}

function InvitationItem({ invitation }: { invitation: Invitation }) {
  const { t, locale } = useI18n();
  const revoke = useRevokeInvitation();
  const state = invitation.revokedAt ? 'revoked' : invitation.usable ? 'open' : invitation.uses >= invitation.maxUses ? 'usedUp' : 'expired';
  const name = invitation.createdBy?.name ?? t('adminSite.invitations.deletedAccount');
  const invited = nameList(
    invitation.usedBy.map((person) => person.name),
    locale,
  );
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4 shadow-sm" data-testid="invitation">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={invitation.usable ? 'accent' : 'outline'}>{t(`adminSite.invitations.state.${state}` as const)}</Badge>
          <span className="text-sm">
            {t('adminSite.invitations.usage', { uses: invitation.uses, max: invitation.maxUses, date: formatDate(invitation.expiresAt) })}
          </span>
        </div>
        <div className="flex gap-2">
          {invitation.usable ? (
            <>
              <Button size="sm" variant="outline" onClick={() => void copy(invitation.url, t)} aria-label={t('adminSite.invitations.copyLabel')}>
                <Copy aria-hidden="true" /> {t('adminSite.invitations.copy')}
              </Button>
              <Button size="sm" variant="outline" disabled={revoke.isPending} onClick={() => revoke.mutate(invitation.id)}>
                {t('adminSite.invitations.revoke')}
              </Button>
            </>
          ) : null}
        </div>
      </div>
      <code className="break-all text-xs text-muted-foreground">{invitation.url}</code>
      <p className="text-sm text-muted-foreground">
        {invitation.usedBy.length > 0 ? t('adminSite.invitations.madeByInvited', { name, names: invited }) : t('adminSite.invitations.madeBy', { name })}
      </p>
    </li>
  );
}
