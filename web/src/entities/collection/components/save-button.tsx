import { Button } from '@web/components/ui/button';
import { useCurrentUser } from '@web/entities/account/api/current-user';
import { useI18n } from '@web/lib/i18n';
import { lazyPart, OnceOpened, ShowPart } from '@web/lib/lazy-part';
import { redirectToLogin } from '@web/lib/sign-in-redirect';
import { cn } from '@web/lib/utils';
import { Bookmark } from 'lucide-react';
import { useState } from 'react';

// The dialog (Radix Dialog, the list and the new-collection form) is fetched when first opened,
// so a card or a project page carries only this button (issue 11's budget).
const SaveDialogContent = lazyPart(
  () => import('./save-dialog-content').then((module) => module.SaveDialogContent),
  'src/entities/collection/components/save-dialog-content.tsx',
);

export interface SaveButtonProps {
  projectId: string;
  projectTitle: string;
  /** The project page shows the count of savers on the button; a card shows an icon only. */
  savesCount?: number;
  variant?: 'page' | 'card';
  className?: string;
}

/**
 * "Save" (issue 16): opens a dialog listing the member's collections with a check for each, and a
 * new-collection form. A visitor is sent to sign in and comes back here afterwards.
 */
export function SaveButton({ projectId, projectTitle, savesCount, variant = 'page', className }: SaveButtonProps) {
  const { user } = useCurrentUser();
  const { t, number } = useI18n();
  const [open, setOpen] = useState(false);
  const onClick = () => {
    if (!user) {
      redirectToLogin({ description: t('cards.save.signIn') });
      return;
    }
    setOpen(true);
  };
  return (
    <>
      {variant === 'card' ? (
        <Button
          variant="secondary"
          size="icon"
          onClick={onClick}
          aria-haspopup="dialog"
          aria-label={t('cards.save.cardLabel', { title: projectTitle })}
          className={cn('size-8 bg-background/85 shadow-sm backdrop-blur hover:bg-background', className)}
        >
          <Bookmark aria-hidden="true" />
        </Button>
      ) : (
        <Button variant="outline" onClick={onClick} aria-haspopup="dialog" className={className}>
          <Bookmark aria-hidden="true" />
          {t('cards.save.button')}
          {savesCount === undefined ? null : (
            <span className="rounded-full bg-black/10 px-1.5 text-xs tabular-nums dark:bg-white/10" data-testid="saves-count">
              {number(savesCount)}
              <span className="sr-only"> {t('cards.save.countUnit', { count: savesCount })}</span>
            </span>
          )}
        </Button>
      )}
      <OnceOpened open={open}>
        <ShowPart part={SaveDialogContent} projectId={projectId} projectTitle={projectTitle} open={open} onOpenChange={setOpen} />
      </OnceOpened>
    </>
  );
}
