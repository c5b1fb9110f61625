import { UPLOAD_ACCEPT, UPLOAD_MAX_MB } from '@common/uploads';
import { Progress } from '@web/components/ui/progress';
import { useI18n } from '@web/lib/i18n';
import { cn } from '@web/lib/utils';
import { CircleAlert, CircleCheck, CloudUpload, Play, X } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';
import type { PendingUpload } from '../lib/use-uploads';

interface MediaUploaderProps {
  uploads: PendingUpload[];
  onFiles: (files: File[]) => void;
  onRemove: (key: string) => void;
}

/** Drop zone (click, keyboard or drag) plus a tile per file with its own progress bar. */
export function MediaUploader({ uploads, onFiles, onRemove }: MediaUploaderProps) {
  const { t } = useI18n();
  const inputId = useId();
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const files = [...event.dataTransfer.files];
    if (files.length) onFiles(files);
  };

  return (
    <div className="flex flex-col gap-4">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target only; the file input is the keyboard and pointer control */}
      <div onDragOver={(event) => event.preventDefault()} onDragEnter={() => setDragging(true)} onDragLeave={() => setDragging(false)} onDrop={onDrop}>
        <input
          id={inputId}
          type="file"
          multiple
          accept={UPLOAD_ACCEPT}
          className="peer sr-only"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length) onFiles(files);
          }}
        />
        <label
          htmlFor={inputId}
          className={cn(
            'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-border px-6 py-10 text-center transition-colors',
            'hover:border-ring/60 hover:bg-accent/40 peer-focus-visible:border-ring peer-focus-visible:ring-2 peer-focus-visible:ring-ring/40',
            dragging && 'border-ring bg-accent/50',
          )}
        >
          <CloudUpload aria-hidden="true" className="size-8 text-muted-foreground" />
          <span className="font-medium">{t('projectEditor.dropTitle')}</span>
          <span className="text-sm text-muted-foreground">
            {t('projectEditor.dropText', { max: UPLOAD_MAX_MB })}
          </span>
        </label>
      </div>

      {uploads.length > 0 ? (
        <ul aria-label={t('projectEditor.uploads')} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {uploads.map((upload) => (
            <li key={upload.key} className="overflow-hidden rounded-lg border border-border bg-background">
              <div className="relative aspect-[16/10] bg-muted">
                {upload.kind === 'video' ? (
                  <>
                    <video src={upload.previewUrl} muted playsInline preload="metadata" aria-label={t('projectEditor.uploadVideo', { name: upload.name })} className="size-full object-cover" />
                    <Play aria-hidden="true" className="absolute start-2 top-2 size-4 fill-white text-white drop-shadow" />
                  </>
                ) : (
                  <img src={upload.previewUrl} alt={t('projectEditor.uploadImage', { name: upload.name })} className="size-full object-cover" />
                )}
                <button
                  type="button"
                  onClick={() => onRemove(upload.key)}
                  aria-label={t('projectEditor.removeUpload', { name: upload.name })}
                  className="absolute end-1.5 top-1.5 rounded-full bg-black/65 p-1 text-white hover:bg-black/80 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </div>
              <div className="flex flex-col gap-1.5 p-2">
                <p className="truncate text-xs font-medium" title={upload.name}>
                  {upload.name}
                </p>
                <UploadStatus upload={upload} />
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function UploadStatus({ upload }: { upload: PendingUpload }) {
  const { t } = useI18n();
  if (upload.status === 'uploading') {
    return (
      <>
        <Progress value={upload.progress} label={t('projectEditor.uploadingName', { name: upload.name })} />
        <p className="text-xs tabular-nums text-muted-foreground">{t('projectEditor.uploadProgress', { percent: Math.round(upload.progress) })}</p>
      </>
    );
  }
  if (upload.status === 'error') {
    return (
      <p className="flex items-center gap-1 text-xs font-medium text-destructive-text">
        <CircleAlert aria-hidden="true" className="size-3.5" />
        {t('projectEditor.uploadFailedShort')}
      </p>
    );
  }
  return (
    <p className="flex items-center gap-1 text-xs text-emerald-700 dark:text-emerald-400">
      <CircleCheck aria-hidden="true" className="size-3.5" />
      {t('projectEditor.uploaded')}
    </p>
  );
}
