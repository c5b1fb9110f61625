import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

export interface SearchBox {
  /** What the box shows, as typed. */
  text: string;
  setText: (value: string) => void;
  /** The text once typing has paused (trimmed): what the page searches for. */
  search: string;
  /** Tells the box that the page wrote this search into the address itself (a submit). */
  noteWritten: (search: string) => void;
  /** Empties the box; the page clears the address's search itself, with its other filters. */
  reset: () => void;
}

/**
 * A search box whose search lives in the address (shareable, survives a reload, rendered by the
 * server). A paused search is written with `writeAddress` (which should replace the history
 * entry); an address changed from outside (Back, Forward, a link) puts its search in the box. The
 * page's own writes are not echoed back into the box, which may hold newer typing by then.
 */
export function useSearchBox(fromAddress: string, writeAddress: (search: string) => void): SearchBox {
  const [text, setText] = useState(fromAddress);
  const search = useDebouncedValue(text.trim(), 300);
  const written = useRef(fromAddress);

  useEffect(() => {
    if (fromAddress === written.current) return;
    written.current = fromAddress;
    setText(fromAddress);
  }, [fromAddress]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new paused search writes the address
  useEffect(() => {
    if (search === written.current.trim()) return;
    written.current = search;
    writeAddress(search);
  }, [search]);

  return {
    text,
    setText,
    search,
    noteWritten: (value) => {
      written.current = value;
    },
    reset: () => {
      written.current = '';
      setText('');
    },
  };
}
