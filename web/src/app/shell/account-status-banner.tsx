import { accountBanner } from '@common/account-status';
import { Notice } from '@web/components/ui/notice';
import type { CurrentUser } from '@common/auth';
import { formatDateTime } from '@web/lib/format-date';
import { AppealSection } from '@web/entities/account/components/appeal-section';
import { Ban, Clock, TriangleAlert } from 'lucide-react';

/**
 * The account-status notice of the accounts spec §4; the rules live in common/ so the server agrees.
 * Each notice offers the appeal of its sanction, then shows the appeal's state (decision 0023).
 */
export function AccountStatusBanner({ user }: { user: CurrentUser }) {
  const banner = accountBanner(user);
  if (!banner) return null;

  if (banner.kind === 'banned') {
    return (
      <Notice tone="danger" role="alert">
        <Ban aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{banner.title}</p>
          <p className="mt-1">Your account has been permanently banned from the product.</p>
          {banner.reason ? <p className="mt-1">{`Reason: ${banner.reason}`}</p> : null}
          <AppealSection />
        </div>
      </Notice>
    );
  }

  if (banner.kind === 'suspended') {
    return (
      <Notice tone="caution" role="alert">
        <Clock aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{banner.title}</p>
          <p className="mt-1">{`Your account is temporarily suspended until ${formatDateTime(banner.until)}.`}</p>
          <p className="mt-1">During this time, you have limited access to platform features.</p>
          <AppealSection />
        </div>
      </Notice>
    );
  }

  return (
    <Notice tone="warning" role="alert">
      <TriangleAlert aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{banner.title}</p>
        <p className="mt-1">{`You have received ${banner.warningCount} warning(s) for violating community guidelines.`}</p>
        <p className="mt-1">Please review our community standards to avoid further action.</p>
        <AppealSection />
      </div>
    </Notice>
  );
}
