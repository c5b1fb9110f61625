import type { CurrentUser } from '@common/auth';
import { DeveloperAvatar } from '@web/entities/developer/components/developer-avatar';
import { personName } from '@web/entities/developer/lib/person-name';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { useDeveloper } from '@web/entities/developer/api/get-developer';
import { useUploadAvatar } from '@web/entities/developer/api/upload-avatar';
import { showRequestError } from '@web/lib/error-toast';
import { useI18n } from '@web/lib/i18n';
import { Camera, MapPin, UserPen } from 'lucide-react';
import { type ChangeEvent, useRef } from 'react';
import { Link } from 'wouter';

/** The Showcase side card: avatar (with upload), name, title, location, Edit profile, real counts. */
export function ProfileCard({ user, projectCount }: { user: CurrentUser; projectCount: number | undefined }) {
  const { t, number } = useI18n();
  const developer = useDeveloper(user.id);
  const upload = useUploadAvatar();
  const input = useRef<HTMLInputElement>(null);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // Spec §5: images only.
    if (!file.type.startsWith('image/')) {
      toast({ title: t('discover.profile.avatarError'), description: t('discover.profile.chooseImage'), variant: 'destructive' });
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast({ title: t('discover.profile.avatarUpdated'), variant: 'success' }),
      onError: (error) => showRequestError(error, t('discover.profile.avatarFailed'), { title: t('discover.profile.avatarError') }),
    });
  };

  const counts = [
    { label: t('discover.profile.projects'), value: projectCount },
    { label: t('discover.profile.followers'), value: developer.data?.followersCount },
    { label: t('discover.profile.following'), value: developer.data?.followingCount },
  ];

  return (
    <section aria-label={t('discover.profile.label')} className="flex flex-col items-center gap-4 rounded-xl border border-border bg-card p-6 text-center">
      <DeveloperAvatar person={user} alt={t('discover.profile.avatarAlt', { name: personName(user) })} className="size-24" fallbackClassName="text-2xl" />
      <input ref={input} type="file" accept="image/*" aria-label={t('discover.profile.avatarFile')} tabIndex={-1} className="sr-only" onChange={onFile} />
      <Button variant="outline" size="sm" disabled={upload.isPending} onClick={() => input.current?.click()}>
        <Camera aria-hidden="true" />
        {t(upload.isPending ? 'discover.profile.uploading' : 'discover.profile.upload')}
      </Button>
      <div className="flex w-full min-w-0 flex-col gap-1">
        <h2 className="truncate text-xl font-semibold">{personName(user)}</h2>
        <p className="text-sm text-muted-foreground wrap-anywhere">{user.title || t('discover.profile.developer')}</p>
        {user.location ? (
          <p className="flex items-center justify-center gap-1 text-sm text-muted-foreground">
            <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="min-w-0 wrap-anywhere">{user.location}</span>
          </p>
        ) : null}
      </div>
      <Button asChild variant="secondary" className="w-full">
        <Link href="/profile">
          <UserPen aria-hidden="true" />
          {t('discover.profile.edit')}
        </Link>
      </Button>
      <dl className="grid w-full grid-cols-3 divide-x divide-border border-t border-border pt-4">
        {counts.map(({ label, value }) => (
          <div key={label} className="flex flex-col-reverse items-center gap-1">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{value === undefined ? <Skeleton className="h-6 w-8" /> : number(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
