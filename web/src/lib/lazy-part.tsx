import { type ComponentType, lazy, type ReactNode, Suspense, useContext, useEffect, useId, useState, useSyncExternalStore } from 'react';
import { preloadChunkDependencies } from './chunk-preload';
import { ServerRenderContext } from './page-head';

const Nothing = () => null;

export interface LazyPart<P> {
  Lazy: ComponentType<P>;
  /** The module's path in the build manifest. */
  source: string;
  /** Starts fetching the chunk now, e.g. as soon as it is known that it will be shown. */
  preload: () => Promise<unknown>;
  /** Whether its chunk is here: false while it loads, and after it failed to (pages do not say). */
  isFetched?: () => boolean;
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
    if (!loading) preloadChunkDependencies(source);
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
  return { Lazy, source, preload, isFetched: () => loaded !== null && loaded !== Nothing };
}

/**
 * Shows a lazyPart. A server render that shows it names its chunk, so the HTML preloads it (as for
 * pages, see routes.tsx).
 */
export function ShowPart<P extends object>({ part, ...props }: { part: LazyPart<P> } & P) {
  const server = useContext(ServerRenderContext);
  server?.pageSources.add(part.source);
  server?.chunks.add(part.preload());
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

const subscribeToNothing = () => () => {};

/** How long an unseen part below the fold keeps the server's HTML before it takes over anyway. */
const IDLE_TAKEOVER_MS = 8_000;

/**
 * Runs `work` once the browser is idle (at the latest after 2 s), for code worth fetching before it
 * is asked for but not worth delaying the page's first load. Returns what cancels it (an effect's
 * cleanup).
 */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = window.setTimeout(work, 0);
    return () => window.clearTimeout(timer);
  }
  const handle = requestIdleCallback(work, { timeout: 2_000 });
  return () => cancelIdleCallback(handle);
}

/**
 * A Suspense fallback's note to the server renderer: a chunk is still loading, so this pass is not
 * the page, and the next one waits for it (entry-server.tsx). Renders nothing.
 */
export function ServerPending() {
  const server = useContext(ServerRenderContext);
  if (server) server.suspended = true;
  return null;
}

/**
 * Shows a lazyPart that sits below the fold of a server-rendered page, without its code in the
 * page's first load (issue 11: at most 100 KB of JavaScript). The server renders it with the page.
 * In the browser the page hydrates around it: its server HTML is kept as it is, readable, links
 * working, and the part's chunk is fetched when the part comes into view (or after IDLE_TAKEOVER_MS
 * of an idle page, so that nothing waits on a scroll forever); the part then renders
 * in place of that HTML (the same markup, from the same data; what depends on the reader's clock
 * or time zone, such as "5 minutes ago", is written anew by the browser). A part shown by a page
 * rendered in the browser (a visit from another page) renders at once, like any lazyPart.
 *
 * Why not a Suspense boundary left dehydrated until then: React gives such a boundary up, and
 * empties it, as soon as anything above it changes (the theme, the signed-in state) before it has
 * hydrated. Kept as inner HTML, the server's markup is an ordinary element to React.
 */
export function ShowWhenVisible<P extends object>({ part, ...props }: { part: LazyPart<P> } & P) {
  const server = useContext(ServerRenderContext);
  server?.chunks.add(part.preload());
  const id = useId();
  // React reads the server snapshot only while it hydrates: true when this part came as HTML.
  const hydrating = useSyncExternalStore(subscribeToNothing, () => false, () => true);
  const [serverHtml, setServerHtml] = useState(() => (hydrating && !server ? (document.getElementById(id)?.innerHTML ?? null) : null));

  useEffect(() => {
    const element = document.getElementById(id);
    if (serverHtml === null || !element) return;
    // A chunk that cannot be fetched (offline) leaves the server's HTML on screen.
    const show = () => void part.preload().then(() => (part.isFetched?.() ?? true) && setServerHtml(null));
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      show();
    });
    observer.observe(element);
    // Unseen, the part still takes over once the page has long been idle: its server HTML may hold a
    // loading state the server could not fill, which would otherwise wait for a scroll to be mended.
    let cancelIdle = () => {};
    const idle = window.setTimeout(() => (cancelIdle = whenIdle(show)), IDLE_TAKEOVER_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(idle);
      cancelIdle();
    };
  }, [id, part, serverHtml]);

  // The markup this very element holds, as the server's React escaped it: put back unchanged.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the element's own server-rendered content, not outside input.
  if (serverHtml !== null) return <div id={id} dangerouslySetInnerHTML={{ __html: serverHtml }} />;
  return (
    <div id={id}>
      <Suspense fallback={<ServerPending />}>
        <part.Lazy {...(props as unknown as P)} />
      </Suspense>
    </div>
  );
}
