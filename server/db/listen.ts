import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type NotificationHandler = (payload: string) => void;
export interface ListenOptions {
  /** Runs as soon as the listening connection is lost: notifications are missed until it is back. */
  onDisconnect?: () => void;
  /** Runs after the listening connection was lost and re-established (notifications were missed). */
  onReconnect?: () => void;
}

/** Channel names go into LISTEN unquoted, so only plain identifiers are accepted. */
function validChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  return channel;
}

export async function pgliteListen(pglite: Pick<PGlite, 'listen' | 'closed'>, channel: string, handler: NotificationHandler) {
  const stop = await pglite.listen(validChannel(channel), handler);
  return async () => {
    if (!pglite.closed) await stop();
  };
}

/**
 * Reconnects are prompt: every notification sent meanwhile is lost, so a listener that waited 10 s
 * between tries (as it once did) kept realtime silent for that long after the database was back.
 * One connection attempt a second is no load on a server that is down.
 */
const RETRY_MIN_MS = 100;
const RETRY_MAX_MS = 1000;

interface Subscription {
  channel: string;
  handler: NotificationHandler;
  onDisconnect?: () => void;
  onReconnect?: () => void;
}

/**
 * One dedicated connection per process for LISTEN (a pooled client would be handed to other
 * queries). When it drops, it is rebuilt with backoff, every channel is listened to again, and
 * the subscribers hear about the gap.
 */
export function createPostgresListener(url: string) {
  const subscriptions = new Set<Subscription>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let retryDelay = RETRY_MIN_MS;
  let closed = false;
  let everConnected = false;

  const channels = () => new Set([...subscriptions].map((subscription) => subscription.channel));

  function dropClient(broken: pg.Client) {
    if (client !== broken) return;
    client = null;
    broken.removeAllListeners('notification');
    broken.end().catch(() => {});
    if (!closed) for (const subscription of subscriptions) subscription.onDisconnect?.();
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (closed || retryTimer || subscriptions.size === 0) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().then(
        () => {
          for (const subscription of subscriptions) subscription.onReconnect?.();
        },
        () => scheduleReconnect(),
      );
    }, retryDelay);
    retryTimer.unref();
    retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
  }

  function connect(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (message) => {
        for (const subscription of subscriptions) {
          if (subscription.channel === message.channel) subscription.handler(message.payload ?? '');
        }
      });
      next.on('error', () => dropClient(next));
      next.on('end', () => dropClient(next));
      try {
        await next.connect();
        for (const channel of channels()) await next.query(`LISTEN ${channel}`);
      } catch (error) {
        next.end().catch(() => {});
        throw error;
      }
      if (closed) {
        await next.end().catch(() => {});
        throw new Error('listener closed');
      }
      client = next;
      retryDelay = RETRY_MIN_MS;
      everConnected = true;
      return next;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  return {
    async listen(channel: string, handler: NotificationHandler, options: ListenOptions = {}) {
      validChannel(channel);
      const subscription: Subscription = { channel, handler, onDisconnect: options.onDisconnect, onReconnect: options.onReconnect };
      subscriptions.add(subscription);
      try {
        // LISTEN twice is a no-op, and a connection made meanwhile may not have seen this channel.
        await (await connect()).query(`LISTEN ${channel}`);
      } catch (error) {
        if (!everConnected) {
          subscriptions.delete(subscription);
          throw error;
        }
        // Listened to again by the reconnect.
        scheduleReconnect();
      }
      return async () => {
        subscriptions.delete(subscription);
        if (client && !channels().has(channel)) await client.query(`UNLISTEN ${channel}`).catch(() => {});
      };
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      subscriptions.clear();
      const current = client ?? (await connecting?.catch(() => null)) ?? null;
      client = null;
      if (current) {
        current.removeAllListeners();
        current.on('error', () => {});
        await current.end().catch(() => {});
      }
    },
  };
}
