import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
  /** The text/html part, decoded; '' when the message has none. */
  html: string;
  raw: string;
}

/** A real SMTP server on a free port that keeps every message it is sent. */
export class SmtpCapture {
  readonly messages: CapturedMail[] = [];
  private waiters: Array<() => void> = [];
  private server: SMTPServer;
  port = 0;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          this.messages.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            subject: decodeHeader(headerValue(raw, 'subject')),
            text: partOf(raw, 'text/plain') ?? '',
            html: partOf(raw, 'text/html') ?? '',
            raw,
          });
          for (const wake of this.waiters.splice(0)) wake();
          callback();
        });
      },
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
    return `smtp://127.0.0.1:${this.port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  to(address: string): CapturedMail[] {
    return this.messages.filter((message) => message.to.includes(address.toLowerCase()));
  }

  /** Waits for the next message to `address` whose subject contains `subjectPart`. */
  async waitFor(address: string, subjectPart: string, timeoutMs = 5000): Promise<CapturedMail> {
    const deadline = Date.now() + timeoutMs;
    const seen = new Set<CapturedMail>();
    for (;;) {
      const found = this.to(address).find((message) => message.subject.includes(subjectPart) && !seen.has(message));
      if (found) return found;
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`no mail "${subjectPart}" for ${address} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remaining);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
}

/** The first http(s) link in a message that points at `pathPart`. */
export function linkIn(mail: CapturedMail, pathPart: string): string {
  const match = mail.text.match(new RegExp(`https?://\\S*${pathPart.replace(/[/?]/g, '\\$&')}\\S*`));
  if (!match) throw new Error(`no ${pathPart} link in mail "${mail.subject}":\n${mail.text}`);
  return match[0];
}

// mailparser does not install at the moment (see ARCHITECTURE.md), so read the little we need.
/** A top-level header of the raw message, unfolded; '' when absent. */
export function headerValue(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((candidate) => candidate.toLowerCase().startsWith(`${name}:`));
  return line ? line.slice(name.length + 1).trim() : '';
}

/**
 * RFC 2047 encoded words. Whitespace between two of them is not text, and a character may be split
 * across them (a Japanese subject is), so adjacent words are decoded as one run of bytes.
 */
function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?[bq]\?[^?]*\?=(?:\s+=\?utf-8\?[bq]\?[^?]*\?=)*/gi, (run) => {
    const bytes = [...run.matchAll(/=\?utf-8\?([bq])\?([^?]*)\?=/gi)].map(([, encoding = 'b', text = '']) =>
      encoding.toLowerCase() === 'b' ? Buffer.from(text, 'base64') : quotedPrintableBytes(text.replaceAll('_', ' ')),
    );
    return Buffer.concat(bytes).toString('utf8');
  });
}

/** The decoded body of the part of this type; a message without parts is its own text part. */
function partOf(raw: string, type: 'text/plain' | 'text/html'): string | undefined {
  const boundary = raw.match(/boundary="?([^";\r\n]+)"?/i)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`) : [raw];
  const typed = new RegExp(`content-type:\\s*${type.replace('/', '\\/')}`, 'i');
  const part = parts.find((candidate) => typed.test(candidate)) ?? (type === 'text/plain' ? parts[0] : undefined);
  if (part === undefined) return undefined;
  const [head = '', ...bodyParts] = part.split(/\r?\n\r?\n/);
  const body = bodyParts.join('\n\n');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) return decodeQuotedPrintable(body);
  if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

function decodeQuotedPrintable(value: string): string {
  return quotedPrintableBytes(value).toString('utf8');
}

function quotedPrintableBytes(value: string): Buffer {
  const text = value.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index++) {
    const hex = text.slice(index + 1, index + 3);
    if (text[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(text[index] as string, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}
