import { LinkedAccountsCard } from './linked-accounts-card';
import { SessionsCard } from './sessions-card';

/** Settings → Security: how this account signs in, and where it is signed in (decision 0026). */
export function SecurityTab() {
  return (
    <div className="flex flex-col gap-6">
      <LinkedAccountsCard />
      <SessionsCard />
    </div>
  );
}
