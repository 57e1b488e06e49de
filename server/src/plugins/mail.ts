import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The link the message carries; logged in outbox mode so a developer can follow it without a mail client. */
  link?: string;
  /** The sender's name in the reader's language, with MAIL_FROM's address; MAIL_FROM as it is without it. */
  fromName?: string;
}

/** The address of a From value, `Name <address>` or a bare address. */
const addressOf = (from: string) => /<([^>]+)>\s*$/.exec(from)?.[1] ?? from.trim();

export interface Mailer {
  /** 'smtp' when SMTP_URL is set; otherwise 'outbox': each message becomes an .eml file under DATA_DIR/outbox. */
  readonly mode: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  /**
   * Sends without keeping the caller waiting: the answer goes out first, so its timing does not tell whether a mail
   * was sent (account enumeration). `message` may be a function that prepares it (e.g. creates the link's pin)
   * after the answer too. A failure is logged with `context`. Closing the app waits for these mails.
   */
  sendLater(message: MailMessage | (() => Promise<MailMessage>), context: Record<string, unknown>): void;
  /** Resolves once every mail handed to sendLater so far is sent or has failed (tests, shutdown). */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const outboxDir = (config: Pick<AppConfig, 'dataDir'>) => path.join(config.dataDir, 'outbox');

/**
 * Sends mail through SMTP when SMTP_URL is set. Without it the site still works offline (`npm start` on a
 * laptop): messages are written to DATA_DIR/outbox/*.eml and their links logged.
 */
export const mailPlugin = fp(async (app: FastifyInstance) => {
  const { smtpUrl, mailFrom } = app.config.mail;
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = outboxDir(app.config);

  const pending = new Set<Promise<void>>();
  const mailer: Mailer = {
    mode: smtpUrl ? 'smtp' : 'outbox',
    sendLater(message, context) {
      // setImmediate: the SMTP connection starts after the handler has returned its answer.
      const sending = new Promise<void>((resolve) => setImmediate(resolve))
        .then(async () => mailer.send(typeof message === 'function' ? await message() : message))
        .catch((error: unknown) => app.log.error({ err: error, ...context }, 'mail not sent'))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async idle() {
      while (pending.size) await Promise.all([...pending]);
    },
    async send({ to, subject, text, html, link, fromName }) {
      const from = fromName ? { name: fromName, address: addressOf(mailFrom) } : mailFrom;
      const info = await transport.sendMail({ from, to, subject, text, html });
      if (smtpUrl) {
        app.log.info({ to, subject, messageId: info.messageId }, 'mail sent');
        return;
      }
      fs.mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`);
      fs.writeFileSync(file, (info as unknown as { message: Buffer }).message);
      app.log.info({ to, subject, link, file }, 'mail written to the outbox (set SMTP_URL to send it)');
    },
  };
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => {
    await mailer.idle();
    transport.close();
  });
});
