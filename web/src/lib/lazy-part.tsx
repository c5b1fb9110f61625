import { type ComponentType, lazy, type ReactNode, Suspense, useContext, useState } from 'react';
import { ServerRenderContext } from './page-head';

const Nothing = () => null;

export interface LazyPart<P> {
  Lazy: ComponentType<P>;
  /** The module's path in the build manifest. */
  source: string;
  /** Starts fetching the chunk now, e.g. as soon as it is known that it will be shown. */
  preload: () => Promise<unknown>;
}

/**
 * A component fetched in a chunk of its own when it is first shown (with <ShowPart>, under a
 * <Suspense>): for the parts only some people see, such as a signed-in user's menus and banners,
 * so that a visitor's first load does not carry them (issue 11). A part already fetched renders at
 * once, without suspending, so a server-rendered one can hydrate with the page. If the chunk cannot
 * be fetched (offline, or a deploy replaced it), the part renders nothing until the next full load
 * rather than take the page down.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, source: string): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      () => (loaded = Nothing as ComponentType<P>),
    );
    return loading;
  };
  const Lazy = lazy(() => {
    const component = loaded;
    if (!component) return preload().then((fetched) => ({ default: fetched }));
    // React reads a thenable that settles at once without suspending; a Promise never settles at once.
    // biome-ignore lint/suspicious/noThenProperty: this object is meant to be a thenable.
    return { then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: component }) } as never;
  });
  return { Lazy, source, preload };
}

/**
 * Shows a lazyPart. A server render that shows it names its chunk, so the HTML preloads it (as for
 * pages, see routes.tsx).
 */
export function ShowPart<P extends object>({ part, ...props }: { part: LazyPart<P> } & P) {
  useContext(ServerRenderContext)?.pageSources.add(part.source);
  return <part.Lazy {...(props as unknown as P)} />;
}

/**
 * Renders its children from the first time `open` is true, for a controlled dialog built with
 * lazyPart: its code (Radix Dialog with its focus trap and scroll lock, and the form) is fetched
 * when it first opens, so the pages that offer it do not carry it in their first load. Once there
 * it stays mounted, so it can animate closed and open again at once.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
