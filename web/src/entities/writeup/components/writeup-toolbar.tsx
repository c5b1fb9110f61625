import { Bold, Code, Heading2, ImagePlus, Italic, Link2, List, Quote } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import type { MarkName } from '../lib/markdown-marks';

const MARKS: { mark: MarkName; label: string; shortcut?: string; icon: typeof Bold }[] = [
  { mark: 'bold', label: 'Bold', shortcut: 'Ctrl+B', icon: Bold },
  { mark: 'italic', label: 'Italic', shortcut: 'Ctrl+I', icon: Italic },
  { mark: 'heading', label: 'Heading', icon: Heading2 },
  { mark: 'link', label: 'Link', shortcut: 'Ctrl+K', icon: Link2 },
  { mark: 'code', label: 'Code', shortcut: 'Ctrl+E', icon: Code },
  { mark: 'list', label: 'Bulleted list', icon: List },
  { mark: 'quote', label: 'Quote', icon: Quote },
];

/** The shortcut keys of the marks, for the textarea's key handler. */
export const MARK_SHORTCUTS: Record<string, MarkName> = { b: 'bold', i: 'italic', k: 'link', e: 'code' };

const BUTTON =
  'inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50';

/**
 * The formatting toolbar (WAI-ARIA toolbar pattern): one tab stop, arrow keys move between the
 * buttons, each named for screen readers with its shortcut in the tooltip.
 */
export function WriteupToolbar({ onMark, onAddImage, imageBusy }: { onMark: (mark: MarkName) => void; onAddImage?: () => void; imageBusy?: boolean }) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next =
      event.key === 'Home' ? 0 : event.key === 'End' ? buttons.length - 1 : (index + (event.key === 'ArrowRight' ? 1 : -1) + buttons.length) % buttons.length;
    event.preventDefault();
    for (const [position, button] of buttons.entries()) button.tabIndex = position === next ? 0 : -1;
    buttons[next]?.focus();
  };
  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap items-center gap-0.5" onKeyDown={onKeyDown}>
      {MARKS.map(({ mark, label, shortcut, icon: Icon }, index) => (
        <button
          key={mark}
          type="button"
          className={BUTTON}
          tabIndex={index === 0 ? 0 : -1}
          aria-label={label}
          title={shortcut ? `${label} (${shortcut})` : label}
          // Keeps the textarea's selection: the mark applies to what was selected.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onMark(mark)}
        >
          <Icon aria-hidden="true" className="size-4" />
        </button>
      ))}
      {onAddImage ? (
        <button type="button" className={BUTTON} tabIndex={-1} aria-label="Add an image" title="Add an image (or paste or drop one)" disabled={imageBusy} onClick={onAddImage}>
          <ImagePlus aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
