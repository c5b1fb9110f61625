import type { AdminSite, SiteImageKind } from '@common/site';
import { ACCEPTED_IMAGE_TYPES } from '@common/uploads';
import { BrandMark } from '@web/components/brand';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { showRequestError } from '@web/lib/error-toast';
import { useI18n } from '@web/lib/i18n';
import { ImageUp, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { useRemoveSiteImage, useUploadSiteImage } from '../api/site-settings';

function SiteImage({ kind, url }: { kind: SiteImageKind; url: string | null }) {
  const upload = useUploadSiteImage();
  const remove = useRemoveSiteImage();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const { t } = useI18n();
  // Each kind has its own texts (adminSite.logo.*, adminSite.favicon.*): the noun's gender and case differ by language.
  const text = (key: 'title' | 'hint' | 'saved' | 'current' | 'upload' | 'replace' | 'remove' | 'uploadFailed' | 'removeFailed') => t(`adminSite.${kind}.${key}` as const);
  const hint = text('hint');
  const busy = upload.isPending || remove.isPending;

  const onFile = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(
      { kind, file },
      {
        onSuccess: () => toast({ title: text('saved'), variant: 'success' }),
        onError: (error) => showRequestError(error, text('uploadFailed')),
        onSettled: () => {
          if (input.current) input.current.value = '';
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border p-4 sm:flex-row sm:items-center">
      <div className="flex size-16 shrink-0 items-center justify-center rounded-lg border border-border bg-muted">
        {url ? <img src={url} alt={text('current')} className="size-14 object-contain" /> : <BrandMark className="size-10" />}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-sm font-medium">{text('title')}</p>
        <p id={hintId} className="text-xs text-muted-foreground">
          {url ? hint : t('adminSite.imageNone', { hint })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <input
          ref={input}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid={`${kind}-file`}
          onChange={(event) => onFile(event.target.files?.[0])}
        />
        <Button type="button" variant="outline" size="sm" disabled={busy} aria-describedby={hintId} onClick={() => input.current?.click()}>
          <ImageUp aria-hidden="true" />
          {text(url ? 'replace' : 'upload')}
        </Button>
        {url ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={busy}
            aria-label={text('remove')}
            onClick={() =>
              remove.mutate(kind, {
                onSuccess: () => toast({ title: t('adminSite.imageRemoved'), variant: 'success' }),
                onError: (error) => showRequestError(error, text('removeFailed')),
              })
            }
          >
            <Trash2 aria-hidden="true" />
          </Button>
        ) : null}
      </div>
    </div>
  );
}

export function SiteImages({ site }: { site: AdminSite['site'] }) {
  return (
    <div className="flex flex-col gap-3">
      <SiteImage kind="logo" url={site.logoUrl} />
      <SiteImage kind="favicon" url={site.faviconUrl} />
    </div>
  );
}
