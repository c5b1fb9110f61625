import { lazyPart, ShowPart, whenIdle } from '@web/lib/lazy-part';
import { Suspense, useEffect } from 'react';
import { useToasts } from './use-toast';
import { useI18n } from '@web/lib/i18n';

const toastView = lazyPart(() => import('./toast-view').then((module) => module.Toast), 'src/components/ui/toast-view.tsx');

/**
 * Where toasts appear (`toast()` is in use-toast.ts). Written out rather than taken from Radix
 * Toast, whose code was a tenth of every page's first load (issue 11). The list is a polite live
 * region that is always in the page, so a screen reader reads out each new toast. The toast itself
 * is fetched once the page is idle, not with its first load: a toast is often the last thing shown
 * before the browser leaves the page (the 'Unauthorized' one 500 ms before the sign-in page), so
 * its code is here before anything can ask for one (and a toast that comes sooner waits only for
 * that small chunk).
 */
export function Toaster() {
  const toasts = useToasts();
  const { t } = useI18n();
  useEffect(() => whenIdle(() => void toastView.preload()), []);
  return (
    <section aria-label={t('notif.title')}>
      <ol
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 top-0 z-[100] flex max-h-dvh flex-col gap-2 p-4 sm:inset-x-auto sm:bottom-0 sm:end-0 sm:top-auto sm:w-[26rem]"
      >
        <Suspense fallback={null}>
          {toasts.map((item) => (
            <ShowPart key={item.id} part={toastView} item={item} />
          ))}
        </Suspense>
      </ol>
    </section>
  );
}
