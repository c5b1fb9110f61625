import type { UploadResult } from '@common/uploads';
import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadFile } from '../api/upload-file';

export interface PendingUpload {
  key: string;
  name: string;
  /** From the browser's guess; the server decides by the bytes. */
  kind: 'image' | 'video';
  /** A blob: address for the thumbnail while (and after) it uploads. */
  previewUrl: string;
  progress: number;
  status: 'uploading' | 'done' | 'error';
  result?: UploadResult;
}

interface UseUploadsOptions {
  /** Spec §8: 'Upload Error' with the message (create) or 'Failed to upload file' (edit). */
  onError: (file: File, error: unknown) => void;
  /** Runs once a file is stored; the edit page attaches it to the project here. */
  onUploaded?: (upload: PendingUpload, result: UploadResult) => Promise<void> | void;
  /** Drop an item from the list once onUploaded has handled it (the edit page shows it as media). */
  removeWhenHandled?: boolean;
}

let counter = 0;

/** Files being uploaded with their own progress, removable before the project is saved. */
export function useUploads({ onError, onUploaded, removeWhenHandled = false }: UseUploadsOptions) {
  const [items, setItems] = useState<PendingUpload[]>([]);
  const aborts = useRef(new Map<string, () => void>());
  const previews = useRef(new Set<string>());

  const patch = useCallback((key: string, change: Partial<PendingUpload>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const remove = useCallback((key: string) => {
    aborts.current.get(key)?.();
    aborts.current.delete(key);
    setItems((list) => {
      const item = list.find((entry) => entry.key === key);
      if (item) {
        URL.revokeObjectURL(item.previewUrl);
        previews.current.delete(item.previewUrl);
      }
      return list.filter((entry) => entry.key !== key);
    });
  }, []);

  const add = useCallback(
    (files: Iterable<File>) => {
      for (const file of files) {
        counter += 1;
        const upload: PendingUpload = {
          key: `upload-${counter}`,
          name: file.name,
          kind: file.type.startsWith('video/') ? 'video' : 'image',
          previewUrl: URL.createObjectURL(file),
          progress: 0,
          status: 'uploading',
        };
        previews.current.add(upload.previewUrl);
        setItems((list) => [...list, upload]);
        const handle = uploadFile(file, (progress) => patch(upload.key, { progress }));
        aborts.current.set(upload.key, handle.abort);
        handle.promise
          .then(async (result) => {
            aborts.current.delete(upload.key);
            patch(upload.key, { status: 'done', progress: 100, result, kind: result.type });
            await onUploaded?.(upload, result);
            if (removeWhenHandled) remove(upload.key);
          })
          .catch((error: unknown) => {
            aborts.current.delete(upload.key);
            if (error instanceof DOMException && error.name === 'AbortError') return;
            patch(upload.key, { status: 'error' });
            onError(file, error);
            if (removeWhenHandled) remove(upload.key);
          });
      }
    },
    [onError, onUploaded, patch, remove, removeWhenHandled],
  );

  useEffect(() => {
    const urls = previews.current;
    const pending = aborts.current;
    return () => {
      for (const abort of pending.values()) abort();
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const done = items.filter((item) => item.status === 'done' && item.result).map((item) => item.result as UploadResult);
  const uploading = items.some((item) => item.status === 'uploading');
  return { items, add, remove, done, uploading };
}
