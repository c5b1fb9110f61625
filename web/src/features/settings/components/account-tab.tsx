import type { CurrentUser } from '@common/auth';
import { ChangeEmailCard } from './change-email-card';
import { ChangePasswordCard } from './change-password-card';

export function AccountTab({ user }: { user: CurrentUser }) {
  return (
    <div className="flex flex-col gap-6">
      <ChangeEmailCard user={user} />
      <ChangePasswordCard />
    </div>
  );
}
