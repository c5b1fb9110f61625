import { PasskeysCard } from './passkeys-card';
import { TwoFactorCard } from './two-factor-card';

/** Settings → Security (issue 15): two-factor sign-in and passkeys. */
export function SecurityTab() {
  return (
    <div className="flex flex-col gap-6">
      <TwoFactorCard />
      <PasskeysCard />
    </div>
  );
}
