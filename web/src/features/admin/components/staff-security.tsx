import { Skeleton } from '@web/components/ui/skeleton';
import { SwitchField } from '@web/components/ui/switch-field';
import { toast } from '@web/components/ui/use-toast';
import { LoadError } from '@web/components/ui/load-error';
import { showRequestError } from '@web/lib/error-toast';
import { useI18n } from '@web/lib/i18n';
import { useSaveSecuritySettings, useSecuritySettings } from '../api/security-settings';

/** Admin panel → Staff: require two-factor sign-in for moderators and admins (decision 0025). */
export function StaffSecurity() {
  const { t } = useI18n();
  const settings = useSecuritySettings();
  const save = useSaveSecuritySettings();
  return (
    <section className="rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6">
      <h3 className="text-base font-semibold">{t('adminSite.security.title')}</h3>
      <p className="mt-1 mb-5 text-sm text-muted-foreground">{t('adminSite.security.text')}</p>
      {settings.isError ? (
        <LoadError error={settings.error} fallback={t('adminSite.security.loadFailed')} />
      ) : settings.data ? (
        <SwitchField
          id="require-staff-two-factor"
          label={t('adminSite.security.require')}
          description={t('adminSite.security.requireText')}
          checked={settings.data.requireStaffTwoFactor}
          onCheckedChange={(checked) =>
            save.mutate(
              { requireStaffTwoFactor: checked },
              {
                onSuccess: () =>
                  toast({ title: t('adminSite.security.saved'), description: t(checked ? 'adminSite.security.on' : 'adminSite.security.off'), variant: 'success' }),
                onError: (error) => showRequestError(error, t('adminSite.security.saveFailed')),
              },
            )
          }
        />
      ) : (
        <Skeleton className="h-20 w-full rounded-lg" />
      )}
    </section>
  );
}
