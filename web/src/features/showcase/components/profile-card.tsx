import type { CurrentUser } from '@common/auth';
import { AVATAR_UPDATED_MESSAGE } from '@common/people-constants';
import { DeveloperAvatar } from '@web/entities/developer/components/developer-avatar';
import { personName } from '@web/entities/developer/lib/person-name';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { useDeveloper } from '@web/entities/developer/api/get-developer';
import { useUploadAvatar } from '@web/entities/developer/api/upload-avatar';
import { showRequestError } from '@web/lib/error-toast';
import { Camera, MapPin, UserPen } from 'lucide-react';
import { type ChangeEvent, useRef } from 'react';
import { Link } from 'wouter';

const AVATAR_ERROR_TITLE = 'Error uploading avatar';

/** The Showcase side card: avatar (with upload), name, title, location, Edit profile, real counts. */
export function ProfileCard({ user, projectCount }: { user: CurrentUser; projectCount: number | undefined }) {
  const developer = useDeveloper(user.id);
  const upload = useUploadAvatar();
  const input = useRef<HTMLInputElement>(null);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // Spec §5: images only.
    if (!file.type.startsWith('image/')) {
      toast({ title: AVATAR_ERROR_TITLE, description: 'Please choose an image file', variant: 'destructive' });
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast({ title: AVATAR_UPDATED_MESSAGE, variant: 'success' }),
      onError: (error) => showRequestError(error, 'Avatar upload failed', { title: AVATAR_ERROR_TITLE }),
    });
  };

  const counts = [
    { label: 'Projects', value: projectCount },
    { label: 'Followers', value: developer.data?.followersCount },
    { label: 'Following', value: developer.data?.followingCount },
  ];

  return (
    <section aria-label="Your profile" className="flex flex-col items-center gap-4 rounded-xl border border-border bg-card p-6 text-center">
      <DeveloperAvatar person={user} alt={`${personName(user)}'s avatar`} className="size-24" fallbackClassName="text-2xl" />
      <input ref={input} type="file" accept="image/*" aria-label="Avatar image file" tabIndex={-1} className="sr-only" onChange={onFile} />
      <Button variant="outline" size="sm" disabled={upload.isPending} onClick={() => input.current?.click()}>
        <Camera aria-hidden="true" />
        {upload.isPending ? 'Uploading...' : 'Upload avatar'}
      </Button>
      <div className="flex w-full min-w-0 flex-col gap-1">
        <h2 className="truncate text-xl font-semibold">{personName(user)}</h2>
        <p className="text-sm text-muted-foreground wrap-anywhere">{user.title || 'Developer'}</p>
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
          Edit profile
        </Link>
      </Button>
      <dl className="grid w-full grid-cols-3 divide-x divide-border border-t border-border pt-4">
        {counts.map(({ label, value }) => (
          <div key={label} className="flex flex-col-reverse items-center gap-1">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{value === undefined ? <Skeleton className="h-6 w-8" /> : value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
