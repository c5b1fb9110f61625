import http from 'node:http';
import type { ServerEvents, ServerEventType } from '../../common/events';

/**
 * A Server-Sent Events client for tests: node:http over a real socket, parse the stream as a browser’s
 * EventSource does (id/event/data fields, blank line ends an event), wait for events.
 */
export interface ReceivedEvent {
  id: string | null;
  type: string;
  data: unknown;
}

export interface TestEventStream {
  status: number;
  headers: Headers;
  events: ReceivedEvent[];
  /** The raw text received so far (comments and `retry:` included). */
  text(): string;
  /** Resolves with the first event of `type` whose data matches `where`. */
  next<K extends ServerEventType>(type: K, options?: { timeoutMs?: number; where?: (data: ServerEvents[K]) => boolean }): Promise<ReceivedEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openEventStream(
  url: string,
  cookie: string | null,
  options: { lastEventId?: string } = {},
): Promise<TestEventStream> {
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (cookie) headers.cookie = cookie;
  if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
  // node:http on a connection of its own (no keep-alive pool): closing it closes the socket, so a
  // server shutting down afterwards has nothing left to wait for.
  const request = http.get(url, { headers, agent: false });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  const events: ReceivedEvent[] = [];
  let raw = '';
  const waiters: Array<() => void> = [];
  const wake = () => {
    for (const waiter of waiters.splice(0)) waiter();
  };

  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (text: string) => {
    raw += text;
    buffer += text;
    let boundary = buffer.indexOf('\n\n');
    while (boundary !== -1) {
      const event = parseBlock(buffer.slice(0, boundary));
      buffer = buffer.slice(boundary + 2);
      if (event) events.push(event);
      boundary = buffer.indexOf('\n\n');
    }
    wake();
  });
  const ended = new Promise<void>((resolve) => {
    response.once('close', () => {
      wake();
      resolve();
    });
  });
  request.on('error', () => {});

  return {
    status: response.statusCode ?? 0,
    headers: new Headers(Object.entries(response.headers).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : []))),
    events,
    text: () => raw,
    ended,
    close: () => request.destroy(),
    async next(type, { timeoutMs = 5000, where = () => true } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find((event) => event.type === type && where(event.data as never));
        if (found) return found;
        const remaining = deadline - Date.now();
        if (remaining <= 0) throw new Error(`no "${type}" event within ${timeoutMs} ms; got ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, remaining);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
  };
}

function parseBlock(block: string): ReceivedEvent | null {
  let id: string | null = null;
  let type = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') id = value;
    else if (field === 'event') type = value;
    else if (field === 'data') data.push(value);
  }
  if (data.length === 0) return null;
  return { id, type, data: JSON.parse(data.join('\n')) };
}
