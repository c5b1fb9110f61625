import { accountBanner } from '@common/account-banner';
import { Notice } from '@web/components/ui/notice';
import type { CurrentUser } from '@common/auth';
import { formatDateTime } from '@web/lib/format-date';
import { AppealSection } from '@web/entities/account/components/appeal-section';
import { SanctionReason } from '@web/entities/account/components/sanction-reason';
import { Ban, Clock, TriangleAlert } from 'lucide-react';
import { useI18n } from '@web/lib/i18n';

/**
 * The account-status notice of the accounts spec §4; the rules live in common/ so the server agrees.
 * Each notice says why (the ban's reason, or the reason staff gave for the suspension or warning in
 * force) and offers the appeal of its sanction, then shows the appeal's state (decision 0023).
 */
export function AccountStatusBanner({ user }: { user: CurrentUser }) {
  const banner = accountBanner(user);
  const { t } = useI18n();
  if (!banner) return null;

  if (banner.kind === 'banned') {
    return (
      <Notice tone="danger" role="alert">
        <Ban aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{t('banner.bannedTitle')}</p>
          <p className="mt-1">{t('banner.banned')}</p>
          {banner.reason ? <p className="mt-1">{t('banner.reason', { reason: banner.reason })}</p> : null}
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
          <p className="font-semibold">{t('banner.suspendedTitle')}</p>
          <p className="mt-1">{t('banner.suspended', { until: formatDateTime(banner.until) })}</p>
          <p className="mt-1">{t('banner.suspendedLimits')}</p>
          <SanctionReason kind="suspend" />
          <AppealSection />
        </div>
      </Notice>
    );
  }

  return (
    <Notice tone="warning" role="alert">
      <TriangleAlert aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t('banner.warnedTitle')}</p>
        <p className="mt-1">{t('banner.warned', { count: banner.warningCount })}</p>
        <p className="mt-1">{t('banner.warnedReview')}</p>
        <SanctionReason kind="warn" />
        <AppealSection />
      </div>
    </Notice>
  );
}
