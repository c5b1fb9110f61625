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
import { apiErrorMessage } from '@web/lib/request';
import { AtSign, DoorOpen, LoaderCircle, MailPlus, ScrollText } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useJoiningSettings, useSaveJoiningSettings } from '../api/joining';

const MODE_LABELS: Record<RegistrationMode, string> = {
  open: 'Open — anyone may register',
  approval: 'Approval — the staff review each registration',
  'invite-only': 'Invite-only — registration needs an invitation link',
  closed: 'Closed — no new registrations',
};

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
  const settings = useJoiningSettings();
  const save = useSaveJoiningSettings();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (settings.data) setDraft(toDraft(settings.data));
  }, [settings.data]);

  if (settings.isError) return <p className="text-sm text-destructive-text">{apiErrorMessage(settings.error, 'The joining settings could not be loaded.')}</p>;
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
        onSuccess: () => toast({ title: 'Joining settings saved', description: 'They apply to the next registration.', variant: 'success' }),
        onError: (failure) => setError(apiErrorMessage(failure, 'The settings could not be saved.')),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label="Joining settings">
      <FormSection title="Registration" description="Who may create an account." icon={DoorOpen}>
        <FormField id="joining-mode" label="Registration mode">
          <NativeSelect value={draft.mode} onChange={(event) => change({ mode: event.target.value as RegistrationMode })}>
            {REGISTRATION_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {MODE_LABELS[mode]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          id="joining-question"
          label="Question to people asking to join (approval mode)"
          hint="Optional. When set, people must answer it; the staff see the answer in the pending queue."
        >
          <Input
            value={draft.joinQuestion}
            maxLength={JOIN_QUESTION_MAX_LENGTH}
            placeholder="Why do you want to join?"
            onChange={(event) => change({ joinQuestion: event.target.value })}
          />
        </FormField>
      </FormSection>

      <FormSection title="Invitations" description="Staff may always make invitation links." icon={MailPlus}>
        <SwitchField
          id="joining-members-invite"
          label="Members may invite"
          description="Signed-in members in good standing can make invitation links, within the quota below."
          checked={draft.membersMayInvite}
          onCheckedChange={(membersMayInvite) => change({ membersMayInvite })}
        />
        <FormField id="joining-quota" label="People each member may invite" hint="Uses made plus uses still open on their links.">
          <Input type="number" min={0} inputMode="numeric" className="w-32" value={draft.memberInviteQuota} onChange={(event) => change({ memberInviteQuota: event.target.value })} />
        </FormField>
      </FormSection>

      <FormSection title="E-mail domains" description="Applied at registration and when someone changes their address. A domain covers its subdomains; the block-list wins." icon={AtSign}>
        <FormField id="joining-allowed" label="Only allow these domains" hint="One a line, e.g. ourcompany.com. Empty: every domain.">
          <Textarea rows={3} spellCheck={false} value={draft.allowedDomains} onChange={(event) => change({ allowedDomains: event.target.value })} />
        </FormField>
        <FormField id="joining-blocked" label="Block these domains" hint="One a line, e.g. mailinator.com.">
          <Textarea rows={3} spellCheck={false} value={draft.blockedDomains} onChange={(event) => change({ blockedDomains: event.target.value })} />
        </FormField>
      </FormSection>

      <FormSection title="Terms" icon={ScrollText}>
        <SwitchField
          id="joining-terms"
          label="Require accepting the terms and code of conduct"
          description="The register form gets a checkbox linking /terms and /code-of-conduct; the time of acceptance is stored and exported."
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
          Save joining settings
        </Button>
      </div>
    </form>
  );
}
