import { useCallback, useEffect, useRef, useState } from 'react';

const PREFIX = 'shipyard-draft:';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(PREFIX + key);
  } catch {
    // Storage can be off (private windows, a full quota): the editor still works without drafts.
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(PREFIX + key);
    else window.localStorage.setItem(PREFIX + key, value);
  } catch {
    // See read().
  }
}

/** Forgets the draft kept under `key`: call it once the write-up is saved. */
export function clearWriteupDraft(key: string): void {
  write(key, null);
}

/**
 * Keeps what is typed in localStorage under `key`, so a tab closed by accident loses nothing.
 * On mount, a kept draft that differs from the saved text is offered back (`restorable`); the
 * writer restores or discards it. Nothing is kept while the text equals the saved one.
 */
export function useWriteupDraft(key: string, value: string, saved: string) {
  const [restorable, setRestorable] = useState<string | null>(null);
  // Until the writer has chosen, typing must not overwrite the draft on offer.
  const deciding = useRef(false);

  useEffect(() => {
    const kept = read(key);
    if (kept !== null && kept !== saved) {
      deciding.current = true;
      setRestorable(kept);
    }
  }, [key, saved]);

  useEffect(() => {
    if (deciding.current) return;
    // Written a moment after the last keystroke, not on every one.
    const timer = window.setTimeout(() => write(key, value === saved ? null : value), 400);
    return () => window.clearTimeout(timer);
  }, [key, value, saved]);

  const settle = useCallback(() => {
    deciding.current = false;
    setRestorable(null);
  }, []);

  const discard = useCallback(() => {
    write(key, null);
    settle();
  }, [key, settle]);

  return { restorable, settle, discard };
}
