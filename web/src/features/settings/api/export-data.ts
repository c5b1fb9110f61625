import { exportFileName } from '@common/settings';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/request';

/** The name the server gave the attachment, else today's dated name. */
function attachmentName(disposition: string | null): string {
  const match = disposition ? /filename="([^"]+)"/.exec(disposition) : null;
  return match?.[1] ?? exportFileName(new Date());
}

/** GET /api/auth/export-data, saved by the browser as a dated JSON file (spec §7). */
export async function exportData(): Promise<string> {
  const response = await apiRequest('GET', '/api/auth/export-data');
  const name = attachmentName(response.headers.get('Content-Disposition'));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL; give it a moment before releasing it.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

export function useExportData() {
  return useMutation({ mutationFn: exportData });
}
