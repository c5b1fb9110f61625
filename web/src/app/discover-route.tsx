import { VerifyEmailBanner } from '@web/features/auth/components/verify-email-banner';
import { DiscoverPage } from '@web/features/discover/pages/discover-page';

/** Composed here because features do not import each other: the banner belongs to accounts. */
export function DiscoverRoute() {
  return <DiscoverPage notice={<VerifyEmailBanner />} />;
}
