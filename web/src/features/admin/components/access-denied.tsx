import { Button } from '@web/components/ui/button';
import { ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import { useI18n } from '@web/lib/i18n';

/** Spec §6 for visitors; decision 5 for signed-in people without the admin role. */
export function AccessDenied({ signedIn }: { signedIn: boolean }) {
  const { t } = useI18n();
  return (
    <div className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-4 px-4 py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300">
        <ShieldAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight">{t('admin.denied.title')}</h1>
      <p className="text-muted-foreground">
        {signedIn ? t('admin.denied.notStaff') : t('admin.denied.signedOut')}
      </p>
      <Button asChild variant={signedIn ? 'outline' : 'default'}>
        {signedIn ? <Link href="/">{t('admin.denied.back')}</Link> : <Link href="/login?next=%2Fadmin">{t('admin.denied.signIn')}</Link>}
      </Button>
    </div>
  );
}
