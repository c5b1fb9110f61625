import type { ServerEvents, ServerEventType } from '../../../common/events';
import type { Executor } from '../../db/client';
import * as repository from './repository';

/** The one channel of the realtime fan-out; its payload is just `<event id>:<user id>`. */
export const EVENTS_CHANNEL = 'shipyard_events';

/**
 * Pushes an event to every open tab of `userId`, in whichever process it is connected: the row is
 * numbered (for Last-Event-ID replay) and a NOTIFY tells every process to load and forward it.
 * Given a transaction, nothing is announced unless it commits.
 */
export async function publish<T extends ServerEventType>(
  db: Executor,
  userId: string,
  type: T,
  payload: ServerEvents[T],
): Promise<number> {
  const id = await repository.insertEvent(db, userId, type, payload as unknown as Record<string, unknown>);
  await repository.notifyChannel(db, EVENTS_CHANNEL, `${id}:${userId}`);
  return id;
}
