import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../../db/client';
import { outboxRepository, type OutboxRepository } from './outbox-repository';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A calendar invitation (.ics) that mail programs offer to add, update or remove (issue 20). */
  calendar?: { method: 'REQUEST' | 'CANCEL' | 'PUBLISH'; content: string };
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  /**
   * Puts the message on the durable queue (issue 18): it is sent right after, by whichever instance claims
   * it, and retried with backoff if the mail server refuses; a process that dies after answering loses
   * nothing. With `tx`, the mail commits with the caller's change (a reset token and its mail together).
   * The response never waits on (or reveals, by its timing) the mail server.
   */
  enqueue(message: MailMessage, purpose: string, options?: { tx?: Db }): Promise<void>;
  /** Resolves once every enqueued mail has been handed over (tests). */
  flush(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    outboxRepository: OutboxRepository;
  }
}

const MAIL_QUEUE = 'mail.send';

interface MailJob {
  message: MailMessage;
  purpose: string;
}

/** SMTP when SMTP_URL is set; otherwise the dev outbox table (DESIGN "One picture"). */
export default fp(
  async (app: FastifyInstance, options: { smtpUrl?: string; from: string }) => {
    const outbox = outboxRepository(app.db);
    app.decorate('outboxRepository', outbox);

    let send: (message: MailMessage) => Promise<void>;
    /** One queued mail, delivered once however often its job runs (issue 43 §1). */
    let deliver: (message: MailMessage, jobId: string) => Promise<void>;
    if (options.smtpUrl) {
      // Loaded only where mail leaves by SMTP (ADR 0050): nodemailer is ~15 MB of a server's memory.
      const { default: nodemailer } = await import('nodemailer');
      const transporter = nodemailer.createTransport(options.smtpUrl);
      const sendSmtp = async ({ calendar, ...message }: MailMessage, messageId?: string) => {
        await transporter.sendMail({
          from: options.from,
          ...message,
          ...(messageId ? { messageId } : {}),
          // nodemailer sends it as the text/calendar part calendars recognise, and as an attachment.
          ...(calendar
            ? { icalEvent: { method: calendar.method, content: calendar.content, filename: 'cita.ics' } }
            : {}),
        });
      };
      send = (message) => sendSmtp(message);
      // Sent, then recorded: a process that dies between the two sends it again with the same Message-ID,
      // which mail programs show once. Recorded first, a death there would lose it instead.
      deliver = async (message, jobId) => {
        if (await app.jobs.effectDone(jobId)) return;
        await sendSmtp(message, `<job-${jobId}@vitalia.cl>`);
        await app.jobs.markEffectDone(MAIL_QUEUE, jobId);
      };
      app.addHook('onClose', async () => transporter.close());
    } else {
      const store = async (message: MailMessage, tx?: Db) => {
        const { calendar, ...rest } = message;
        await outbox.insert({ ...rest, html: rest.html ?? null, calendar: calendar?.content ?? null }, tx);
        app.log.info({ subject: message.subject }, 'mail stored in dev outbox');
      };
      send = (message) => store(message);
      // The outbox row and the job's marker commit together: a job run again finds it done.
      deliver = async (message, jobId) => {
        await app.jobs.effectsOnce(MAIL_QUEUE, jobId, (tx) => store(message, tx));
      };
    }

    // A few minutes of retries with backoff rides out a mail server restart; then the admin sees it in Tareas.
    await app.jobs.define<MailJob>(
      MAIL_QUEUE,
      { retryLimit: 8, retryDelay: 15, retryBackoff: true, expireInSeconds: 120, batchSize: 10 },
      async ({ message }, job) => deliver(message, job.id),
    );

    const mailer: Mailer = {
      transport: options.smtpUrl ? 'smtp' : 'outbox',
      send,
      async enqueue(message, purpose, enqueueOptions = {}) {
        await app.jobs.send<MailJob>(MAIL_QUEUE, { message, purpose }, { tx: enqueueOptions.tx });
      },
      async flush() {
        await app.jobs.drained(MAIL_QUEUE);
      },
    };
    app.decorate('mailer', mailer);
  },
  { name: 'mailer', dependencies: ['database', 'job-queue'] },
);
