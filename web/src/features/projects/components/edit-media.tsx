import type { ProjectDetail } from '@common/projects';
import { looksLikeVideo } from '@common/projects-constants';
import type { UploadResult } from '@common/uploads';
import { toast } from '@web/components/ui/use-toast';
import { MediaImage } from '@web/entities/media/components/media-image';
import { useI18n } from '@web/lib/i18n';
import { Play, Trash2 } from 'lucide-react';
import { useCallback } from 'react';
import { useAddMedia } from '../api/add-media';
import { useRemoveMedia } from '../api/remove-media';
import { useUploads } from '../lib/use-uploads';
import { MediaUploader } from './media-uploader';

/** The edit page's media: remove at once, or upload and attach at once (after the last one). */
export function EditMedia({ project }: { project: ProjectDetail }) {
  const { t } = useI18n();
  const uploadFailed = useCallback(
    () => toast({ title: t('projectEditor.uploadError'), description: t('projectEditor.uploadFailed'), variant: 'destructive' }),
    [t],
  );
  const addMedia = useAddMedia();
  const removeMedia = useRemoveMedia();
  const nextOrder = project.media.reduce((max, item) => Math.max(max, item.order + 1), 0);

  const onUploaded = useCallback(
    async (_upload: unknown, result: UploadResult) => {
      try {
        await addMedia.mutateAsync({ projectId: project.id, type: result.type, url: result.url, order: nextOrder });
      } catch {
        uploadFailed();
      }
    },
    [addMedia, project.id, nextOrder, uploadFailed],
  );
  const uploads = useUploads({ onError: uploadFailed, onUploaded, removeWhenHandled: true });

  const remove = (mediaId: string) =>
    removeMedia.mutate(
      { projectId: project.id, mediaId },
      {
        onSuccess: () => toast({ title: t('projectEditor.mediaRemoved'), variant: 'success' }),
        onError: () => toast({ title: t('projectEditor.error'), description: t('projectEditor.removeFailed'), variant: 'destructive' }),
      },
    );

  return (
    <div className="flex flex-col gap-4">
      {project.media.length > 0 ? (
        <ul aria-label={t('projectEditor.currentMedia')} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {project.media.map((item, index) => {
            const video = looksLikeVideo(item);
            const which = { kind: video ? 'video' : 'image', number: index + 1 };
            const alt = t('projectEditor.mediaAlt', { ...which, title: project.title });
            return (
              <li key={item.id} className="relative overflow-hidden rounded-lg border border-border bg-muted">
                <div className="aspect-[16/10]">
                  {video ? (
                    item.posterUrl ? (
                      <img src={item.posterUrl} width={item.width ?? undefined} height={item.height ?? undefined} alt={alt} className="size-full object-cover" />
                    ) : (
                      <video src={`${item.url}#t=0.1`} muted playsInline preload="metadata" aria-label={t('projectEditor.mediaVideo', { number: index + 1 })} className="size-full object-cover" />
                    )
                  ) : (
                    <MediaImage media={item} frame="card" sizes="(min-width: 640px) 200px, 50vw" alt={alt} className="size-full object-cover" />
                  )}
                </div>
                {video ? <Play aria-hidden="true" className="absolute start-2 top-2 size-4 fill-white text-white drop-shadow" /> : null}
                {item.id === project.previewMediaId ? (
                  <span className="absolute bottom-1.5 start-1.5 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                    {t('projectEditor.preview')}
                  </span>
                ) : null}
                <button
                  type="button"
                  onClick={() => remove(item.id)}
                  disabled={removeMedia.isPending}
                  aria-label={t('projectEditor.removeMedia', which)}
                  className="absolute end-1.5 top-1.5 rounded-full bg-black/65 p-1.5 text-white hover:bg-red-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
                >
                  <Trash2 aria-hidden="true" className="size-3.5" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t('projectEditor.noCurrentMedia')}</p>
      )}
      <MediaUploader uploads={uploads.items} onFiles={uploads.add} onRemove={uploads.remove} />
    </div>
  );
}
