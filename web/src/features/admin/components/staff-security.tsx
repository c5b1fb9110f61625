import { Skeleton } from '@web/components/ui/skeleton';
import { SwitchField } from '@web/components/ui/switch-field';
import { toast } from '@web/components/ui/use-toast';
import { LoadError } from '@web/components/ui/load-error';
import { showRequestError } from '@web/lib/error-toast';
import { useSaveSecuritySettings, useSecuritySettings } from '../api/security-settings';

/** Admin panel → Staff: require two-factor sign-in for moderators and admins (decision 0025). */
export function StaffSecurity() {
  const settings = useSecuritySettings();
  const save = useSaveSecuritySettings();
  return (
    <section className="rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6">
      <h3 className="text-base font-semibold">Staff security</h3>
      <p className="mt-1 mb-5 text-sm text-muted-foreground">Staff without two-factor sign-in are sent to set it up before they can use staff tools.</p>
      {settings.isError ? (
        <LoadError error={settings.error} fallback="The security settings could not be loaded." />
      ) : settings.data ? (
        <SwitchField
          id="require-staff-two-factor"
          label="Require two-factor sign-in for staff"
          description="Applies to moderators and admins, you included: turn it on for your own account first."
          checked={settings.data.requireStaffTwoFactor}
          onCheckedChange={(checked) =>
            save.mutate(
              { requireStaffTwoFactor: checked },
              {
                onSuccess: () =>
                  toast({ title: 'Saved', description: checked ? 'Staff now need two-factor sign-in.' : 'Staff no longer need two-factor sign-in.', variant: 'success' }),
                onError: (error) => showRequestError(error, 'The setting could not be saved. Please try again.'),
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
