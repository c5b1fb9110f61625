import { PassThrough } from 'node:stream';
import type { StoredEvent } from './repository';

/** A tab that stops reading is dropped rather than buffered without end; it reconnects and replays. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

function formatEvent(event: Pick<StoredEvent, 'id' | 'type' | 'payload'>): string {
  // JSON never contains a raw newline, so `data:` stays one line.
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.payload)}\n\n`;
}

/**
 * One open event stream. Until `goLive`, live events are held back, so that the replay of missed
 * events goes out first and an event that is both replayed and announced is sent once.
 */
export class EventConnection {
  readonly stream = new PassThrough();
  private held: StoredEvent[] | null = [];
  private readonly sent = new Set<number>();
  private closed = false;
  private readonly closeHandlers: Array<() => void> = [];

  constructor(retryMs: number) {
    this.write(`retry: ${retryMs}\n\n`);
    this.stream.on('close', () => this.close());
  }

  get isClosed(): boolean {
    return this.closed;
  }

  onClose(handler: () => void): void {
    this.closeHandlers.push(handler);
  }

  /** An event announced while the stream is open. */
  push(event: StoredEvent): void {
    if (this.held) this.held.push(event);
    else this.send(event);
  }

  replay(events: StoredEvent[]): void {
    for (const event of events) {
      this.sent.add(event.id);
      this.send(event);
    }
  }

  goLive(): void {
    const held = this.held ?? [];
    this.held = null;
    for (const event of held) if (!this.sent.has(event.id)) this.send(event);
    this.sent.clear();
  }

  heartbeat(): void {
    this.write(': ping\n\n');
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.stream.end();
    for (const handler of this.closeHandlers.splice(0)) handler();
  }

  private send(event: StoredEvent): void {
    this.write(formatEvent(event));
  }

  private write(chunk: string): void {
    if (this.closed) return;
    if (this.stream.writableLength > MAX_BUFFERED_BYTES) {
      this.close();
      return;
    }
    this.stream.write(chunk);
  }
}
