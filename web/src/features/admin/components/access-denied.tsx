import { Button } from '@web/components/ui/button';
import { useI18n } from '@web/lib/i18n';
import { ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import { PanelNotice } from './panel-notice';

/** Spec §6 for visitors; decision 5 for signed-in people without the admin role. */
export function AccessDenied({ signedIn }: { signedIn: boolean }) {
  const { t } = useI18n();
  const action = (
    <Button asChild variant={signedIn ? 'outline' : 'default'}>
      {signedIn ? <Link href="/">{t('admin.denied.back')}</Link> : <Link href="/login?next=%2Fadmin">{t('admin.denied.signIn')}</Link>}
    </Button>
  );
  return <PanelNotice icon={ShieldAlert} tone="danger" title={t('admin.denied.title')} message={signedIn ? t('admin.denied.notStaff') : t('admin.denied.signedOut')} action={action} />;
}
