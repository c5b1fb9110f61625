import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { EVENTS_CHANNEL } from './publish';
import { findEvent, type StoredEvent } from './repository';

export type EventListener = (event: StoredEvent) => void;

/**
 * This process's end of the fan-out: one LISTEN for the whole process, and the local listeners
 * (open event streams) of each person. A notification for someone with no stream here is ignored
 * without touching the database.
 */
export class EventBus {
  private readonly listeners = new Map<string, Set<EventListener>>();
  private stopListening: (() => Promise<void>) | null = null;
  /** Rows are loaded one after another, so each person's events keep the order they were announced in. */
  private delivery: Promise<void> = Promise.resolve();

  constructor(
    private readonly database: DatabaseHandle,
    private readonly log: FastifyBaseLogger,
    /** Called when notifications may have been lost (the listening connection was rebuilt). */
    private readonly onGap: () => void,
  ) {}

  async start(): Promise<void> {
    // Events announced while the listener is down are never heard: open streams are ended at once
    // (each tab reconnects and replays by Last-Event-ID from the table, which is all it can rely on
    // meanwhile), and again when the listener is back, for streams opened during the gap (issue 17).
    this.stopListening = await this.database.listen(EVENTS_CHANNEL, (payload) => this.announced(payload), {
      onDisconnect: () => {
        this.log.warn('event listener lost its database connection; open event streams are ended so they reconnect and replay');
        this.onGap();
      },
      onReconnect: () => {
        this.log.info('event listener reconnected; open event streams are restarted to replay what they missed');
        this.onGap();
      },
    });
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
    this.stopListening = null;
    await this.delivery;
  }

  subscribe(userId: string, listener: EventListener): () => void {
    let set = this.listeners.get(userId);
    if (!set) {
      set = new Set();
      this.listeners.set(userId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(userId) === set) this.listeners.delete(userId);
    };
  }

  connectionCount(userId: string): number {
    return this.listeners.get(userId)?.size ?? 0;
  }

  private announced(payload: string): void {
    const separator = payload.indexOf(':');
    const id = Number(payload.slice(0, separator));
    const userId = payload.slice(separator + 1);
    if (separator < 1 || !Number.isSafeInteger(id) || !this.listeners.has(userId)) return;
    this.delivery = this.delivery.then(async () => {
      try {
        const event = await findEvent(this.database.db, id);
        if (!event) return;
        for (const listener of this.listeners.get(event.userId) ?? []) listener(event);
      } catch (error) {
        this.log.error({ err: error, eventId: id }, 'event could not be delivered');
      }
    });
  }
}
