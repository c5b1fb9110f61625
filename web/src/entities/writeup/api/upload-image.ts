import type { UploadResult } from '@common/uploads';
import { apiJson } from '@web/lib/request';

/** POST /api/upload with one image: the URL it answers is one the write-up renderer shows. */
export function uploadImage(file: File): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', file);
  return apiJson<UploadResult>('POST', '/api/upload', form);
}
