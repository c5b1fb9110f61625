import type { Role } from '@common/roles';
import { STAFF_MESSAGES } from '@common/staff';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Skeleton } from '@web/components/ui/skeleton';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { useI18n } from '@web/lib/i18n';
import { apiErrorMessage } from '@web/lib/request';
import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useChangeRole, useStaff } from '../api/staff';

const ROLE_CHOICES: Role[] = ['moderator', 'admin', 'user'];

/** Admins only (decision 0023): who is staff, and the form that gives or takes a role, with a reason. */
export function StaffRoles() {
  const { t, error: translated } = useI18n();
  const roleLabel = (of: Role) => t(`adminSite.staff.role.${of}` as const);
  const staff = useStaff();
  const change = useChangeRole();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('moderator');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setError(STAFF_MESSAGES.emailRequired);
    if (!reason.trim()) return setError(STAFF_MESSAGES.reasonRequired);
    change.mutate(
      { email: email.trim(), role, reason: reason.trim() },
      {
        onSuccess: (result) => {
          // The server answers in English with one of two texts; the reader sees them in their language.
          const title = t(result.message === STAFF_MESSAGES.unchanged ? 'adminSite.staff.unchanged' : 'adminSite.staff.changed');
          toast({ title, description: t('adminSite.staff.changedText', { name: result.user.name, role: roleLabel(result.user.role) }), variant: 'success' });
          setEmail('');
          setReason('');
          setError(null);
        },
        onError: (failure) => setError(apiErrorMessage(failure, t('adminSite.staff.changeFailed'))),
      },
    );
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <section aria-labelledby="staff-list-heading" className="flex flex-col gap-3">
        <h2 id="staff-list-heading" className="text-xl font-semibold tracking-tight">
          {t('adminSite.staff.title')}
        </h2>
        {staff.isPending ? (
          <Skeleton className="h-24 w-full rounded-xl" />
        ) : (
          <ul className="divide-y divide-border rounded-xl border border-border bg-card">
            {(staff.data ?? []).map((person) => (
              <li key={person.id} className="flex items-center justify-between gap-3 px-4 py-3">
                <div className="min-w-0">
                  <p className="truncate font-medium">{person.name}</p>
                  <p className="truncate text-xs text-muted-foreground">{person.email}</p>
                </div>
                <Badge variant={person.role === 'admin' ? 'accent' : 'default'}>{roleLabel(person.role)}</Badge>
              </li>
            ))}
          </ul>
        )}
      </section>
      <form onSubmit={submit} noValidate aria-labelledby="role-form-heading" className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 sm:p-5">
        <h2 id="role-form-heading" className="text-xl font-semibold tracking-tight">
          {t('adminSite.staff.change')}
        </h2>
        <div className="flex flex-col gap-2">
          <Label htmlFor="role-email">{t('adminSite.staff.email')}</Label>
          <Input id="role-email" type="email" autoComplete="off" value={email} onChange={(event) => setEmail(event.target.value)} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="role-choice">{t('adminSite.staff.roleLabel')}</Label>
          <NativeSelect id="role-choice" value={role} onChange={(event) => setRole(event.target.value as Role)}>
            {ROLE_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {roleLabel(choice)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="role-reason">{t('adminSite.staff.reason')}</Label>
          <Textarea id="role-reason" className="min-h-16" maxLength={1000} value={reason} onChange={(event) => setReason(event.target.value)} />
          <p className="text-xs text-muted-foreground">{t('adminSite.staff.reasonHint')}</p>
        </div>
        {error ? (
          <p role="alert" className="text-sm font-medium text-destructive-text">
            {/* The form's own checks write common/staff.ts's English: the errors catalogue has them. */}
            {translated(error)}
          </p>
        ) : null}
        <Button type="submit" className="self-start" disabled={change.isPending}>
          {change.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {t('adminSite.staff.save')}
        </Button>
      </form>
    </div>
  );
}
