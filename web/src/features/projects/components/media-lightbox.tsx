import { useI18n } from '@web/lib/i18n';
import { useEffect, useState } from 'react';
import Lightbox, { type SlideImage } from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import captionsStyles from 'yet-another-react-lightbox/plugins/captions.css?url';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import lightboxStyles from 'yet-another-react-lightbox/styles.css?url';

/**
 * The gallery's full-screen view (decision 0031): ← and → move, Esc closes, captions under each
 * image, zoom by wheel, pinch or double click. This module and its two style sheets are fetched
 * when a visitor first opens an image (media-gallery.tsx loads it lazily), so pages do not carry
 * them in their first load. The style sheets are linked here rather than imported, because the
 * build's light preload helper does not load a lazy chunk's CSS.
 */
export interface MediaLightboxProps {
  slides: SlideImage[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

const styleSheets = new Map<string, Promise<void>>();

/** Adds a style sheet to the document once, resolving when it has loaded (or failed: the view still works). */
function linkStyleSheet(href: string): Promise<void> {
  let loading = styleSheets.get(href);
  if (!loading) {
    loading = new Promise((resolve) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.onload = () => resolve();
      link.onerror = () => resolve();
      document.head.append(link);
    });
    styleSheets.set(href, loading);
  }
  return loading;
}

export function MediaLightbox({ slides, index, onIndexChange, onClose }: MediaLightboxProps) {
  const { t } = useI18n();
  const [styled, setStyled] = useState(false);
  useEffect(() => {
    let current = true;
    void Promise.all([linkStyleSheet(lightboxStyles), linkStyleSheet(captionsStyles)]).then(() => current && setStyled(true));
    return () => {
      current = false;
    };
  }, []);
  if (!styled) return null;
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={slides}
      plugins={[Captions, Zoom]}
      on={{ view: ({ index: shown }) => onIndexChange(shown) }}
      carousel={{ finite: true }}
      controller={{ closeOnBackdropClick: true }}
      captions={{ descriptionTextAlign: 'center' }}
      labels={{
        Previous: t('project.lightbox.previous'),
        Next: t('project.lightbox.next'),
        Close: t('project.lightbox.close'),
        'Zoom in': t('project.lightbox.zoomIn'),
        'Zoom out': t('project.lightbox.zoomOut'),
        Lightbox: t('project.lightbox.label'),
        Carousel: t('project.lightbox.carousel'),
        'Photo gallery': t('project.lightbox.gallery'),
        Slide: t('project.lightbox.slide'),
        // The lightbox fills in the slide's number and the count itself.
        '{index} of {total}': t('project.lightbox.slideOf', { index: '{index}', total: '{total}' }),
        Caption: t('project.lightbox.caption'),
      }}
    />
  );
}
