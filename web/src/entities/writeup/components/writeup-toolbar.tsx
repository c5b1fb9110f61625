import type { UiMessageId } from '@common/i18n/messages/ui/en';
import { rowKeyTarget } from '@web/lib/arrow-keys';
import { useI18n } from '@web/lib/i18n';
import { Bold, Code, Heading2, ImagePlus, Italic, Link2, List, Quote } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import type { MarkName } from '../lib/markdown-marks';

const MARKS: { mark: MarkName; label: UiMessageId; shortcut?: string; icon: typeof Bold }[] = [
  { mark: 'bold', label: 'writeup.bold', shortcut: 'Ctrl+B', icon: Bold },
  { mark: 'italic', label: 'writeup.italic', shortcut: 'Ctrl+I', icon: Italic },
  { mark: 'heading', label: 'writeup.heading', icon: Heading2 },
  { mark: 'link', label: 'writeup.link', shortcut: 'Ctrl+K', icon: Link2 },
  { mark: 'code', label: 'writeup.code', shortcut: 'Ctrl+E', icon: Code },
  { mark: 'list', label: 'writeup.list', icon: List },
  { mark: 'quote', label: 'writeup.quote', icon: Quote },
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
  const { t } = useI18n();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const toolbar = event.currentTarget;
    const buttons = [...toolbar.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    // In a right-to-left page the buttons run from the right: the arrow keys follow what is seen.
    const next = rowKeyTarget(event.key, index, buttons.length, () => getComputedStyle(toolbar).direction);
    if (next === null) return;
    event.preventDefault();
    for (const [position, button] of buttons.entries()) button.tabIndex = position === next ? 0 : -1;
    buttons[next]?.focus();
  };
  return (
    <div role="toolbar" aria-label={t('writeup.toolbar')} className="flex flex-wrap items-center gap-0.5" onKeyDown={onKeyDown}>
      {MARKS.map(({ mark, label: labelId, shortcut, icon: Icon }, index) => {
        const label = t(labelId);
        return (
          <button
            key={mark}
            type="button"
            className={BUTTON}
            tabIndex={index === 0 ? 0 : -1}
            aria-label={label}
            title={shortcut ? t('writeup.withShortcut', { label, key: shortcut.replace('Ctrl+', '') }) : label}
            // Keeps the textarea's selection: the mark applies to what was selected.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onMark(mark)}
          >
            <Icon aria-hidden="true" className="size-4" />
          </button>
        );
      })}
      {onAddImage ? (
        <button type="button" className={BUTTON} tabIndex={-1} aria-label={t('writeup.addImage')} title={t('writeup.addImageTitle')} disabled={imageBusy} onClick={onAddImage}>
          <ImagePlus aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
