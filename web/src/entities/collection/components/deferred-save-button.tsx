import { lazyPart, ShowPart } from '@web/lib/lazy-part';
import { Suspense, useSyncExternalStore } from 'react';
import type { SaveButtonProps } from './save-button';

const saveButton = lazyPart(
  () => import('./save-button').then((module) => module.SaveButton),
  'src/entities/collection/components/save-button.tsx',
);

const subscribeToNothing = () => () => {};

/**
 * The Save button, fetched once the page is running: the server renders a placeholder of the
 * button's size, so a visitor's first load does not carry it (issue 11's budget; the project page
 * had no room left) and nothing moves when it arrives. A click before then would do nothing, so
 * there is no button to click until it can answer.
 */
export function DeferredSaveButton(props: SaveButtonProps) {
  // False while the server renders and while the browser hydrates; true from the first render after.
  const running = useSyncExternalStore(subscribeToNothing, () => true, () => false);
  const placeholder = <span aria-hidden="true" className={props.variant === 'card' ? 'block size-8' : 'inline-block h-10 w-24'} />;
  if (!running) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ShowPart part={saveButton} {...props} />
    </Suspense>
  );
}
