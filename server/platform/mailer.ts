import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { type MailBlock, mailHtml } from './mail-layout';

export interface MailMessage {
  to: string;
  subject: string;
  /** The plain-text part, sent exactly as written. */
  text: string;
  /** The HTML part's content; the one layout (mail-layout.ts) wraps and escapes it. */
  body: MailBlock[];
  /** The community's name as its operator set it (decision 0022): the layout signs with it. */
  siteName: string;
  /** Where a notification e-mail can be turned off in one click (RFC 8058); see `headersOf`. */
  unsubscribeUrl?: string;
  /** The recipient's language (decision 0033), for the HTML part's `lang`; English when absent. */
  locale?: string;
}

/** How a queued message ended: handed to the SMTP server (or written to DATA_DIR/mail), or not. */
export type MailOutcome = 'sent' | 'failed';

export interface Mailer {
  /**
   * Queues the message and returns at once: callers never wait on, or leak timing through, SMTP.
   * `onOutcome` hears how it ended (each app counts its own mail in its metrics, decision 0028).
   */
  send(message: MailMessage, onOutcome?: (outcome: MailOutcome) => void): void;
  /** Resolves when everything queued so far has been handed over (used at shutdown and in tests). */
  drain(): Promise<void>;
}

/**
 * RFC 8058 one-click unsubscribe: mail providers show an "Unsubscribe" button and POST
 * `List-Unsubscribe=One-Click` to the address themselves. nodemailer's `list` option writes
 * List-Unsubscribe as `<url>`; List-Unsubscribe-Post is no URL, so it goes in as a plain header
 * (through `list` it would become `<http://List-Unsubscribe=One-Click>`).
 */
function headersOf(message: MailMessage): Pick<SendMailOptions, 'list' | 'headers'> {
  if (!message.unsubscribeUrl) return {};
  return { list: { unsubscribe: message.unsubscribeUrl }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}

/**
 * With SMTP_URL, mail goes to that server. Without it, each message is logged and written to
 * DATA_DIR/mail/ as an .eml file, so a newcomer can follow a verification link without SMTP.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  logger: FastifyBaseLogger;
}): Mailer {
  const { logger } = options;
  const transport: Transporter = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();

  async function deliver(message: MailMessage): Promise<MailOutcome> {
    try {
      const { to, subject, text, body, siteName } = message;
      const info = await transport.sendMail({ from: options.from, to, subject, text, html: mailHtml(subject, body, siteName, message.locale), ...headersOf(message) });
      if (!options.smtpUrl) {
        const folder = path.join(options.dataDir, 'mail');
        await mkdir(folder, { recursive: true });
        const safeRecipient = message.to.replace(/[^a-z0-9@._-]/gi, '_');
        const file = path.join(folder, `${new Date().toISOString().replaceAll(':', '-')}-${safeRecipient}.eml`);
        await writeFile(file, (info as unknown as { message: Buffer }).message);
        logger.info({ to: message.to, subject: message.subject, file }, `mail written (no SMTP_URL set):\n${message.text}`);
      }
      return 'sent';
    } catch (error) {
      logger.error({ err: error, to: message.to, subject: message.subject }, 'mail could not be sent');
      return 'failed';
    }
  }

  return {
    send(message, onOutcome) {
      const delivery: Promise<void> = deliver(message)
        .then((outcome) => {
          try {
            onOutcome?.(outcome);
          } catch {
            // Counting must never break sending (an app closed meanwhile).
          }
        })
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async drain() {
      await Promise.all([...pending]);
    },
  };
}
