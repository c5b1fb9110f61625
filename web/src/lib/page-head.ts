import type { PageHead } from '@common/page-head';
import { siteTitle } from '@common/site-constants';
import { createContext, useContext, useEffect } from 'react';
import { useSite } from './site';

export type { PageHead };

/** One server render's findings; null in the browser. Each render gets a fresh one. */
export interface ServerRenderState {
  head: PageHead;
  /** Manifest paths of the page chunks the render used, preloaded with the HTML. */
  pageSources: Set<string>;
  /** A chunk was still loading, so this render holds a loading state instead of the page. */
  suspended: boolean;
  /** The chunks of the lazy parts the render showed, loading or loaded: the next pass waits for them. */
  chunks: Set<Promise<unknown>>;
}

export const ServerRenderContext = createContext<ServerRenderState | null>(null);

/**
 * Declares the page's head. On the server it is written into the HTML; in the browser the tab
 * title and the description follow client-side navigation.
 */
export function usePageHead(head: PageHead): void {
  const server = useContext(ServerRenderContext);
  if (server) server.head = { ...server.head, ...head };
  const { title, description } = head;
  // The community's name as its operator set it (decision 0022); the server writes it the same way.
  const site = useSite();
  useEffect(() => {
    document.title = siteTitle(site.name, title);
    // A page without its own description must not keep the previous page's.
    document.querySelector('meta[name="description"]')?.setAttribute('content', description ?? site.description);
  }, [title, description, site]);
}
