import type { JoiningSettings } from '@common/joining';
import { JOIN_QUESTION_MAX_LENGTH, REGISTRATION_MODES, type RegistrationMode } from '@common/joining-constants';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { FormSection } from '@web/components/ui/form-section';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { Skeleton } from '@web/components/ui/skeleton';
import { SwitchField } from '@web/components/ui/switch-field';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { useI18n } from '@web/lib/i18n';
import { apiErrorMessage } from '@web/lib/request';
import { AtSign, DoorOpen, LoaderCircle, MailPlus, ScrollText } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useJoiningSettings, useSaveJoiningSettings } from '../api/joining';

/** The domain lists are edited as text, one domain a line: lists of disposable-mail domains get pasted. */
const toLines = (domains: string[]) => domains.join('\n');
const fromLines = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);

interface Draft extends Omit<JoiningSettings, 'allowedDomains' | 'blockedDomains' | 'joinQuestion' | 'memberInviteQuota'> {
  joinQuestion: string;
  memberInviteQuota: string;
  allowedDomains: string;
  blockedDomains: string;
}

function toDraft(settings: JoiningSettings): Draft {
  return {
    ...settings,
    joinQuestion: settings.joinQuestion ?? '',
    memberInviteQuota: String(settings.memberInviteQuota),
    allowedDomains: toLines(settings.allowedDomains),
    blockedDomains: toLines(settings.blockedDomains),
  };
}

/** The Joining tab (decision 0024): who may join, edited by admins, applied to the next registration. */
export function JoiningSettingsForm() {
  const { t } = useI18n();
  const settings = useJoiningSettings();
  const save = useSaveJoiningSettings();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (settings.data) setDraft(toDraft(settings.data));
  }, [settings.data]);

  if (settings.isError) return <p className="text-sm text-destructive-text">{apiErrorMessage(settings.error, t('adminSite.joining.loadFailed'))}</p>;
  if (!draft) return <Skeleton className="h-96 w-full" />;

  const change = (values: Partial<Draft>) => setDraft({ ...draft, ...values });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate(
      {
        ...draft,
        joinQuestion: draft.joinQuestion.trim() || null,
        memberInviteQuota: Number(draft.memberInviteQuota),
        allowedDomains: fromLines(draft.allowedDomains),
        blockedDomains: fromLines(draft.blockedDomains),
      },
      {
        onSuccess: () => toast({ title: t('adminSite.joining.saved'), description: t('adminSite.joining.savedText'), variant: 'success' }),
        onError: (failure) => setError(apiErrorMessage(failure, t('adminSite.joining.saveFailed'))),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label={t('adminSite.joining.label')}>
      <FormSection title={t('adminSite.joining.registration')} description={t('adminSite.joining.registrationText')} icon={DoorOpen}>
        <FormField id="joining-mode" label={t('adminSite.joining.mode')}>
          <NativeSelect value={draft.mode} onChange={(event) => change({ mode: event.target.value as RegistrationMode })}>
            {REGISTRATION_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {t(`adminSite.joining.mode.${mode}` as const)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          id="joining-question"
          label={t('adminSite.joining.question')}
          hint={t('adminSite.joining.questionHint')}
        >
          <Input
            value={draft.joinQuestion}
            maxLength={JOIN_QUESTION_MAX_LENGTH}
            placeholder={t('adminSite.joining.questionPlaceholder')}
            onChange={(event) => change({ joinQuestion: event.target.value })}
          />
        </FormField>
      </FormSection>

      <FormSection title={t('adminSite.joining.invitations')} description={t('adminSite.joining.invitationsText')} icon={MailPlus}>
        <SwitchField
          id="joining-members-invite"
          label={t('adminSite.joining.membersInvite')}
          description={t('adminSite.joining.membersInviteText')}
          checked={draft.membersMayInvite}
          onCheckedChange={(membersMayInvite) => change({ membersMayInvite })}
        />
        <FormField id="joining-quota" label={t('adminSite.joining.quota')} hint={t('adminSite.joining.quotaHint')}>
          <Input type="number" min={0} inputMode="numeric" className="w-32" value={draft.memberInviteQuota} onChange={(event) => change({ memberInviteQuota: event.target.value })} />
        </FormField>
      </FormSection>

      <FormSection title={t('adminSite.joining.domains')} description={t('adminSite.joining.domainsText')} icon={AtSign}>
        <FormField id="joining-allowed" label={t('adminSite.joining.allowed')} hint={t('adminSite.joining.allowedHint')}>
          <Textarea rows={3} spellCheck={false} value={draft.allowedDomains} onChange={(event) => change({ allowedDomains: event.target.value })} />
        </FormField>
        <FormField id="joining-blocked" label={t('adminSite.joining.blocked')} hint={t('adminSite.joining.blockedHint')}>
          <Textarea rows={3} spellCheck={false} value={draft.blockedDomains} onChange={(event) => change({ blockedDomains: event.target.value })} />
        </FormField>
      </FormSection>

      <FormSection title={t('adminSite.joining.terms')} icon={ScrollText}>
        <SwitchField
          id="joining-terms"
          label={t('adminSite.joining.requireTerms')}
          description={t('adminSite.joining.requireTermsText')}
          checked={draft.requireTerms}
          onCheckedChange={(requireTerms) => change({ requireTerms })}
        />
      </FormSection>

      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive-text">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {t('adminSite.joining.save')}
        </Button>
      </div>
    </form>
  );
}
