import { MESSAGE_MAX_LENGTH } from '@common/messaging-constants';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useI18n } from '@web/lib/i18n';

interface ComposerProps {
  recipientName: string;
  pending: boolean;
  /** Resolves true when sent (the draft is cleared), false when refused (the draft stays). */
  onSend: (content: string) => Promise<boolean>;
}

const COUNTER_FROM = MESSAGE_MAX_LENGTH - 200;

/** Enter sends, Shift+Enter starts a new line; only a trimmed, non-empty text is sent (spec §5). */
export function Composer({ recipientName, pending, onSend }: ComposerProps) {
  const { t } = useI18n();
  const [draft, setDraft] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const content = draft.trim();

  // Each conversation mounts its own composer (the page keys the thread): ready to type.
  useEffect(() => {
    field.current?.focus({ preventScroll: true });
  }, []);

  // Grows with its text up to about six lines, then scrolls.
  useLayoutEffect(() => {
    const element = field.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, 160)}px`;
  });

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!content || pending) return;
    if (await onSend(content)) setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t border-border p-3">
      <label htmlFor="message-content" className="sr-only">
        {t('messages.to', { name: recipientName })}
      </label>
      <div className="flex min-w-0 flex-1 flex-col">
        <textarea
          id="message-content"
          ref={field}
          rows={1}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder={t('msg.placeholder')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          className={cn(
            'max-h-40 min-h-10 w-full resize-none rounded-xl border border-input bg-background px-3.5 py-2 text-sm text-foreground',
            'placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40',
          )}
        />
        {draft.length >= COUNTER_FROM ? (
          <span className="mt-1 self-end text-xs text-muted-foreground" aria-live="polite">
            {draft.length}/{MESSAGE_MAX_LENGTH}
          </span>
        ) : null}
      </div>
      <Button type="submit" size="icon" className="size-10 rounded-xl" disabled={!content || pending} aria-label={t('msg.send')}>
        <SendHorizontal aria-hidden="true" />
      </Button>
    </form>
  );
}
