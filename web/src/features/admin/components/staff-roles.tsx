import { ROLE_LABELS, type Role } from '@common/roles';
import { STAFF_MESSAGES } from '@common/staff';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Skeleton } from '@web/components/ui/skeleton';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { apiErrorMessage } from '@web/lib/request';
import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useChangeRole, useStaff } from '../api/staff';

const ROLE_CHOICES: Role[] = ['moderator', 'admin', 'user'];

/** Admins only (decision 0023): who is staff, and the form that gives or takes a role, with a reason. */
export function StaffRoles() {
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
          toast({ title: result.message, description: `${result.user.name}: ${ROLE_LABELS[result.user.role]}`, variant: 'success' });
          setEmail('');
          setReason('');
          setError(null);
        },
        onError: (failure) => setError(apiErrorMessage(failure, 'The role could not be changed.')),
      },
    );
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <section aria-labelledby="staff-list-heading" className="flex flex-col gap-3">
        <h2 id="staff-list-heading" className="text-xl font-semibold tracking-tight">
          Staff
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
                <Badge variant={person.role === 'admin' ? 'accent' : 'default'}>{ROLE_LABELS[person.role]}</Badge>
              </li>
            ))}
          </ul>
        )}
      </section>
      <form onSubmit={submit} noValidate aria-labelledby="role-form-heading" className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 sm:p-5">
        <h2 id="role-form-heading" className="text-xl font-semibold tracking-tight">
          Change a role
        </h2>
        <div className="flex flex-col gap-2">
          <Label htmlFor="role-email">E-mail address</Label>
          <Input id="role-email" type="email" autoComplete="off" value={email} onChange={(event) => setEmail(event.target.value)} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="role-choice">Role</Label>
          <NativeSelect id="role-choice" value={role} onChange={(event) => setRole(event.target.value as Role)}>
            {ROLE_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {ROLE_LABELS[choice]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="role-reason">Reason</Label>
          <Textarea id="role-reason" className="min-h-16" maxLength={1000} value={reason} onChange={(event) => setReason(event.target.value)} />
          <p className="text-xs text-muted-foreground">Kept in the audit log.</p>
        </div>
        {error ? (
          <p role="alert" className="text-sm font-medium text-destructive-text">
            {error}
          </p>
        ) : null}
        <Button type="submit" className="self-start" disabled={change.isPending}>
          {change.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          Save role
        </Button>
      </form>
    </div>
  );
}
