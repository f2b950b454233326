import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { outboxEmails } from '../../db/schema/index';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** SMTP when SMTP_URL is set; otherwise the dev outbox table (DESIGN "One picture"). */
export default fp(
  async (app: FastifyInstance, options: { smtpUrl?: string; from: string }) => {
    let mailer: Mailer;
    if (options.smtpUrl) {
      const transporter = nodemailer.createTransport(options.smtpUrl);
      mailer = {
        transport: 'smtp',
        async send(message) {
          await transporter.sendMail({ from: options.from, ...message });
        },
      };
      app.addHook('onClose', async () => transporter.close());
    } else {
      mailer = {
        transport: 'outbox',
        async send(message) {
          await app.db.insert(outboxEmails).values({ ...message, html: message.html ?? null });
          app.log.info({ to: message.to, subject: message.subject }, 'mail stored in dev outbox');
        },
      };
    }
    app.decorate('mailer', mailer);
  },
  { name: 'mailer', dependencies: ['database'] },
);
