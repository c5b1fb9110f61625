import type { RenderedWriteup } from '@common/writeups';
import { apiJson } from '@web/lib/request';

/** POST /api/markdown/preview: the server renders the draft exactly as a save would (decision 0030). */
export function previewMarkdown(markdown: string): Promise<RenderedWriteup> {
  return apiJson<RenderedWriteup>('POST', '/api/markdown/preview', { markdown });
}
