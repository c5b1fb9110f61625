import { EVENTS_PATH, EVENTS_RETRY_MS, type ServerEvents, type ServerEventType } from '@common/events';
import { useEffect, useLayoutEffect, useRef } from 'react';

type Handler<T extends ServerEventType> = (data: ServerEvents[T]) => void;
type AnyHandler = (data: unknown) => void;

const MAX_RETRY_MS = 30_000;

/**
 * The one Server-Sent Events connection of the tab (GET /api/events). EventSource reconnects by
 * itself after a dropped stream and sends Last-Event-ID, so nothing is missed; when the browser
 * gives up (the server was down, a proxy answered 502), a new EventSource is made after a backoff
 * and told the last id through `?lastEventId=`.
 */
class EventStream {
  private source: EventSource | null = null;
  private readonly handlers = new Map<string, Set<AnyHandler>>();
  private readonly listening = new Set<string>();
  private lastEventId: string | null = null;
  private retryTimer: number | null = null;
  private retryMs = EVENTS_RETRY_MS;
  private wanted = false;

  open(): void {
    this.wanted = true;
    if (this.source || typeof EventSource === 'undefined') return;
    const url = this.lastEventId ? `${EVENTS_PATH}?lastEventId=${encodeURIComponent(this.lastEventId)}` : EVENTS_PATH;
    const source = new EventSource(url, { withCredentials: true });
    this.source = source;
    this.listening.clear();
    for (const type of this.handlers.keys()) this.listen(type);
    source.onopen = () => {
      this.retryMs = EVENTS_RETRY_MS;
    };
    source.onerror = () => {
      if (source.readyState !== EventSource.CLOSED) return;
      this.source = null;
      if (this.wanted) this.scheduleRetry();
    };
  }

  close(): void {
    this.wanted = false;
    if (this.retryTimer !== null) window.clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.source?.close();
    this.source = null;
    // The next person to sign in on this tab starts afresh.
    this.lastEventId = null;
  }

  on<T extends ServerEventType>(type: T, handler: Handler<T>): () => void {
    let set = this.handlers.get(type);
    if (!set) {
      set = new Set();
      this.handlers.set(type, set);
    }
    set.add(handler as AnyHandler);
    this.listen(type);
    return () => set.delete(handler as AnyHandler);
  }

  private listen(type: string): void {
    if (!this.source || this.listening.has(type)) return;
    this.listening.add(type);
    this.source.addEventListener(type, (event) => {
      const message = event as MessageEvent<string>;
      if (message.lastEventId) this.lastEventId = message.lastEventId;
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      for (const handler of this.handlers.get(type) ?? []) handler(data);
    });
  }

  private scheduleRetry(): void {
    if (this.retryTimer !== null) return;
    this.retryTimer = window.setTimeout(() => {
      this.retryTimer = null;
      this.open();
    }, this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
  }
}

export const eventStream = new EventStream();

/** Runs `handler` for each event of `type` while the component is mounted (latest handler wins). */
export function useServerEvent<T extends ServerEventType>(type: T, handler: Handler<T>): void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => eventStream.on(type, (data) => latest.current(data)), [type]);
}
