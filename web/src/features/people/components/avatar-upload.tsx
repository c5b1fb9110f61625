import { DeveloperAvatar, type PersonLike } from '@web/entities/developer/components/developer-avatar';
import { toast } from '@web/components/ui/use-toast';
import { useUploadAvatar } from '@web/entities/developer/api/upload-avatar';
import { showRequestError } from '@web/lib/error-toast';
import { Camera, LoaderCircle } from 'lucide-react';
import { type ChangeEvent, useId } from 'react';
import { useI18n } from '@web/lib/i18n';

interface AvatarUploadProps {
  person: PersonLike;
  name: string;
}

/**
 * The own avatar with a camera control over it. The file input itself stays in the tab order
 * (visually hidden) and its label is the visible button, so keyboard and screen readers get a
 * real file picker named 'Upload avatar'. Image files only (spec §5).
 */
export function AvatarUpload({ person, name }: AvatarUploadProps) {
  const inputId = useId();
  const upload = useUploadAvatar();
  const { t } = useI18n();

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file chosen twice in a row must fire change again.
    input.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast({ title: t('people.avatar.errorTitle'), description: t('people.avatar.notImage'), variant: 'destructive' });
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast({ title: t('people.avatar.updated'), variant: 'success' }),
      onError: (error) => showRequestError(error, t('people.avatar.failed'), { title: t('people.avatar.errorTitle') }),
    });
  };

  return (
    <div className="relative w-fit">
      <DeveloperAvatar
        person={person}
        alt={t('people.avatarAlt', { name })}
        className="size-24 border-4 border-card bg-card sm:size-28"
        fallbackClassName="text-2xl"
      />
      <input
        id={inputId}
        type="file"
        accept="image/*"
        className="peer sr-only"
        onChange={onChange}
        disabled={upload.isPending}
      />
      <label
        htmlFor={inputId}
        title={t('people.avatar.upload')}
        className="absolute bottom-1 end-1 flex size-9 cursor-pointer items-center justify-center rounded-full border-2 border-card bg-primary text-primary-foreground shadow-md transition-colors hover:bg-primary-hover peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-background peer-disabled:cursor-wait"
      >
        {upload.isPending ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Camera aria-hidden="true" className="size-4" />
        )}
        <span className="sr-only">{t(upload.isPending ? 'people.avatar.uploading' : 'people.avatar.upload')}</span>
      </label>
    </div>
  );
}
