import type { AdminSite, SiteImageKind } from '@common/site';
import { SITE_MESSAGES } from '@common/site';
import { ACCEPTED_IMAGE_TYPES } from '@common/uploads';
import { BrandMark } from '@web/components/brand';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { showRequestError } from '@web/lib/error-toast';
import { ImageUp, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { useRemoveSiteImage, useUploadSiteImage } from '../api/site-settings';

const LABELS: Record<SiteImageKind, { title: string; hint: string; saved: string }> = {
  logo: { title: 'Logo', hint: 'Beside the name in the navigation bar, in link previews and the RSS feed. Square works best; SVG is not accepted.', saved: SITE_MESSAGES.logoSaved },
  favicon: { title: 'Favicon', hint: 'The icon of the browser tab and of the installed app; made 64 × 64 pixels.', saved: SITE_MESSAGES.faviconSaved },
};

function SiteImage({ kind, url }: { kind: SiteImageKind; url: string | null }) {
  const upload = useUploadSiteImage();
  const remove = useRemoveSiteImage();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const { title, hint, saved } = LABELS[kind];
  const busy = upload.isPending || remove.isPending;

  const onFile = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(
      { kind, file },
      {
        onSuccess: () => toast({ title: saved, variant: 'success' }),
        onError: (error) => showRequestError(error, `Failed to upload the ${title.toLowerCase()}`),
        onSettled: () => {
          if (input.current) input.current.value = '';
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border p-4 sm:flex-row sm:items-center">
      <div className="flex size-16 shrink-0 items-center justify-center rounded-lg border border-border bg-muted">
        {url ? <img src={url} alt={`Current ${title.toLowerCase()}`} className="size-14 object-contain" /> : <BrandMark className="size-10" />}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-sm font-medium">{title}</p>
        <p id={hintId} className="text-xs text-muted-foreground">
          {url ? hint : `${hint} None yet: the built-in mark is shown.`}
        </p>
      </div>
      <div className="flex gap-2">
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
          {url ? `Replace ${title.toLowerCase()}` : `Upload ${title.toLowerCase()}`}
        </Button>
        {url ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={busy}
            aria-label={`Remove ${title.toLowerCase()}`}
            onClick={() =>
              remove.mutate(kind, {
                onSuccess: () => toast({ title: SITE_MESSAGES.imageRemoved, variant: 'success' }),
                onError: (error) => showRequestError(error, `Failed to remove the ${title.toLowerCase()}`),
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
