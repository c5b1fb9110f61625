import { Button } from '@web/components/ui/button';
import { useI18n } from '@web/lib/i18n';
import { ShieldOff } from 'lucide-react';
import { Link } from 'wouter';
import { PanelNotice } from './panel-notice';

/**
 * Decision 0040: a suspended or banned moderator or admin keeps the role but not its rights; the
 * panel says so rather than showing tools that would only answer 403.
 */
export function StaffRightsPaused() {
  const { t } = useI18n();
  const back = (
    <Button asChild variant="outline">
      <Link href="/">{t('admin.denied.back')}</Link>
    </Button>
  );
  return <PanelNotice icon={ShieldOff} tone="warning" title={t('admin.paused.title')} message={t('admin.paused.body')} action={back} />;
}
