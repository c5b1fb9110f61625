import { LinkedAccountsCard } from './linked-accounts-card';
import { PasskeysCard } from './passkeys-card';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';

/**
 * Settings → Security (issue 15): how this account signs in — two-factor sign-in, passkeys
 * (decision 0025), linked code hosts (decision 0026) — and where it is signed in.
 */
export function SecurityTab() {
  return (
    <div className="flex flex-col gap-6">
      <TwoFactorCard />
      <PasskeysCard />
      <LinkedAccountsCard />
      <SessionsCard />
    </div>
  );
}
