import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { outboxRepository, type OutboxRepository } from './outbox-repository';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  /**
   * Sends after the caller has answered: the response never waits on (or reveals, by its timing) the mail
   * server. Failures are logged; shutdown waits for mail already accepted.
   */
  enqueue(message: MailMessage, purpose: string): void;
  /** Resolves once every enqueued mail has been handed over (tests, shutdown). */
  flush(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    outboxRepository: OutboxRepository;
  }
}

/** SMTP when SMTP_URL is set; otherwise the dev outbox table (DESIGN "One picture"). */
export default fp(
  async (app: FastifyInstance, options: { smtpUrl?: string; from: string }) => {
    const outbox = outboxRepository(app.db);
    app.decorate('outboxRepository', outbox);

    let send: (message: MailMessage) => Promise<void>;
    if (options.smtpUrl) {
      const transporter = nodemailer.createTransport(options.smtpUrl);
      send = async (message) => {
        await transporter.sendMail({ from: options.from, ...message });
      };
      app.addHook('onClose', async () => transporter.close());
    } else {
      send = async (message) => {
        await outbox.insert({ ...message, html: message.html ?? null });
        app.log.info({ subject: message.subject }, 'mail stored in dev outbox');
      };
    }

    const pending = new Set<Promise<void>>();
    const mailer: Mailer = {
      transport: options.smtpUrl ? 'smtp' : 'outbox',
      send,
      enqueue(message, purpose) {
        const sending = new Promise<void>((resolve) => setImmediate(resolve))
          .then(() => send(message))
          .catch((error: unknown) => app.log.error({ err: error, purpose }, 'mail could not be sent'))
          .finally(() => pending.delete(sending));
        pending.add(sending);
      },
      async flush() {
        await Promise.all(pending);
      },
    };
    app.addHook('preClose', () => mailer.flush());
    app.decorate('mailer', mailer);
  },
  { name: 'mailer', dependencies: ['database'] },
);
