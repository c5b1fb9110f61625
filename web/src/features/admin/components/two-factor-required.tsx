import { Button } from '@web/components/ui/button';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { useI18n } from '@web/lib/i18n';

/** Decision 0025: the admins require two-factor sign-in for staff, and this account has none yet. */
export function TwoFactorRequired({ message }: { message: string }) {
  const { t } = useI18n();
  return (
    <div className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-4 px-4 py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300">
        <ShieldCheck aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight">{t('admin.twoFactor.title')}</h1>
      <p className="text-muted-foreground">{message}</p>
      <Button asChild size="wrap">
        <Link href="/settings?tab=security">{t('admin.twoFactor.setUp')}</Link>
      </Button>
    </div>
  );
}
