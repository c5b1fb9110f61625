import type { UploadResult } from '@common/uploads';

export interface UploadHandle {
  promise: Promise<UploadResult>;
  abort: () => void;
}

/**
 * POST /api/upload (multipart field `file`). XMLHttpRequest rather than fetch because only it
 * reports upload progress. Failures reject like the shared request helper ("<status>: <body>"), so
 * parseApiError reads the server's message; a network failure rejects with a TypeError.
 */
export function uploadFile(file: File, onProgress: (percent: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<UploadResult>((resolve, reject) => {
    xhr.open('POST', '/api/upload');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Cache-Control', 'no-store');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress((event.loaded / event.total) * 100);
    });
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          onProgress(100);
          resolve(JSON.parse(xhr.responseText) as UploadResult);
        } catch {
          reject(new Error(`${xhr.status}: ${xhr.responseText}`));
        }
        return;
      }
      reject(new Error(`${xhr.status}: ${xhr.responseText || xhr.statusText}`));
    });
    xhr.addEventListener('error', () => reject(new TypeError('Network error during upload')));
    xhr.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}
