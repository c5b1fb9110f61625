import { Button } from '@web/components/ui/button';
import { useI18n } from '@web/lib/i18n';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { PanelNotice } from './panel-notice';

/** Decision 0025: the admins require two-factor sign-in for staff, and this account has none yet. */
export function TwoFactorRequired({ message }: { message: string }) {
  const { t } = useI18n();
  const setUp = (
    <Button asChild size="wrap">
      <Link href="/settings?tab=security">{t('admin.twoFactor.setUp')}</Link>
    </Button>
  );
  return <PanelNotice icon={ShieldCheck} tone="warning" title={t('admin.twoFactor.title')} message={message} action={setUp} />;
}
