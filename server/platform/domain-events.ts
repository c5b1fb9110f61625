/**
 * The in-process bus by which one feature reacts to what another did (decision 0020): a like
 * becomes a notification, a block removes the notifications between two people, a ban changes
 * who the directory lists. The feature that acts emits a fact; the feature that cares subscribes
 * when the app's dependencies are built. Neither imports the other, only the event's type.
 *
 * `emit` waits for every handler, one after the other, and lets a handler's error reach the
 * caller: the reaction is part of the request that caused it, as when it was a direct call, so a
 * test (or a person) who reads right after a write sees its consequences.
 */
export type EventHandler<P> = (payload: P) => Promise<void> | void;

export class DomainEvents<Events extends object> {
  readonly #handlers = new Map<keyof Events, EventHandler<never>[]>();

  on<K extends keyof Events>(name: K, handler: EventHandler<Events[K]>): void {
    const list = this.#handlers.get(name) ?? [];
    list.push(handler as EventHandler<never>);
    this.#handlers.set(name, list);
  }

  async emit<K extends keyof Events>(name: K, payload: Events[K]): Promise<void> {
    for (const handler of this.#handlers.get(name) ?? []) await (handler as EventHandler<Events[K]>)(payload);
  }

  /** How many handlers listen: for tests that check the app wired a feature's reactions. */
  listenerCount(name: keyof Events): number {
    return this.#handlers.get(name)?.length ?? 0;
  }
}
