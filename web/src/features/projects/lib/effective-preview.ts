import type { ProjectMedia } from '@common/projects';

/** What the cards show: the chosen preview, else the first medium by order. */
export function effectivePreviewId(previewMediaId: string | null, media: ProjectMedia[]): string | null {
  if (previewMediaId && media.some((item) => item.id === previewMediaId)) return previewMediaId;
  return [...media].sort((a, b) => a.order - b.order)[0]?.id ?? null;
}
