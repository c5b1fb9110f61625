import { PASSKEY_NAME_MAX_LENGTH, type Passkey } from '@common/two-factor';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { showRequestError } from '@web/lib/error-toast';
import { formatDate, formatRelative } from '@web/lib/format-date';
import { parseApiError } from '@web/lib/request';
import { Fingerprint, KeyRound, Pencil, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from '../api/passkeys';
import { SettingsSection } from './settings-section';
import { useI18n } from '@web/lib/i18n';

/** The browser's own words when the person closes its dialog: not an error worth a red toast. */
const cancelled = (error: unknown) => error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name);
  // The server's refusal to remove the account's last way in stays by the passkey, not in a passing toast.
  const [refusal, setRefusal] = useState<string | null>(null);
  const { t } = useI18n();
  const save = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate(
      { id: passkey.id, name },
      { onSuccess: () => setEditing(false), onError: (error) => showRequestError(error, t('passkeys.renameFailed')) },
    );
  };
  return (
    <li className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-muted text-muted-foreground">
        <KeyRound aria-hidden="true" className="size-4" />
      </span>
      {editing ? (
        <form onSubmit={save} className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
          <Input aria-label={t('passkeys.name')} className="min-w-0 flex-1" maxLength={PASSKEY_NAME_MAX_LENGTH} value={name} onChange={(event) => setName(event.target.value)} />
          <Button type="submit" size="sm" disabled={rename.isPending || !name.trim()}>
            {t('passkeys.save')}
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => setEditing(false)}>
            {t('passkeys.cancel')}
          </Button>
        </form>
      ) : (
        <>
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            <span className="truncate text-sm font-medium">{passkey.name}</span>
            <p className="text-xs text-muted-foreground">
              {t('passkeys.added', {
                date: formatDate(passkey.createdAt),
                used: passkey.lastUsedAt ? 'yes' : 'no',
                when: passkey.lastUsedAt ? formatRelative(new Date(passkey.lastUsedAt)) : '',
              })}
            </p>
          </div>
          <div className="flex gap-1">
            <Button variant="ghost" size="icon" aria-label={t('passkeys.rename', { name: passkey.name })} onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('passkeys.remove', { name: passkey.name })}
              disabled={remove.isPending}
              onClick={() => {
                setRefusal(null);
                remove.mutate(passkey.id, {
                  onSuccess: () => toast({ title: t('passkeys.removed'), description: t('passkeys.removedText', { name: passkey.name }), variant: 'success' }),
                  onError: (error) => {
                    const parsed = parseApiError(error);
                    if (parsed.status === 409) setRefusal(parsed.message ?? t('passkeys.removeFailed'));
                    else showRequestError(error, t('passkeys.removeFailed'));
                  },
                });
              }}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
          {refusal && (
            <p role="alert" className="w-full text-sm text-destructive">
              {refusal}
            </p>
          )}
        </>
      )}
    </li>
  );
}

/** Passkeys: sign in without a password, or use one instead of the code from the app. */
export function PasskeysCard() {
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const [name, setName] = useState('');
  const { t } = useI18n();
  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(name.trim() || t('passkeys.defaultName'), {
      onSuccess: (passkey) => {
        setName('');
        toast({ title: t('passkeys.addedToast'), description: t('passkeys.addedToastText', { name: passkey.name }), variant: 'success' });
      },
      onError: (error) => {
        if (!cancelled(error)) showRequestError(error, t('passkeys.addFailed'));
      },
    });
  };
  return (
    <SettingsSection
      icon={<Fingerprint aria-hidden="true" />}
      title={t('passkeys.title')}
      description={t('passkeys.intro')}
    >
      {passkeys.isPending ? (
        <div className="flex items-center gap-3" aria-hidden="true">
          <Skeleton className="size-9 rounded-lg" />
          <Skeleton className="h-4 w-48" />
        </div>
      ) : passkeys.isError ? (
        <p className="text-sm text-muted-foreground">{t('passkeys.loadFailed')}</p>
      ) : passkeys.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('passkeys.none')}</p>
      ) : (
        <ul aria-label={t('passkeys.yours')} className="divide-y divide-border">
          {passkeys.data.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      )}
      <form noValidate onSubmit={onAdd} className="mt-5 flex flex-col gap-3 border-t border-border pt-4 sm:flex-row sm:items-end">
        <FormField id="passkey-name" label={t('passkeys.newName')} className="sm:flex-1">
          <Input placeholder={t('passkeys.namePlaceholder')} maxLength={PASSKEY_NAME_MAX_LENGTH} value={name} onChange={(event) => setName(event.target.value)} />
        </FormField>
        <Button type="submit" disabled={add.isPending}>
          <Fingerprint aria-hidden="true" />
          {t(add.isPending ? 'passkeys.waiting' : 'passkeys.add')}
        </Button>
      </form>
    </SettingsSection>
  );
}
