import { z } from 'zod';
import type { Tx } from '../../../db/client';
import type { MailMessage } from '../mail/mailer';
import { mailLayout } from '../mail/mail-layout';
import { domainPlugin } from '../domain-plugin';
import type { Side } from './conversations-repository';
import { markMailed, reminderFor } from './unread-reminders-repository';

const UNREAD_QUEUE = 'conversations.unread-mail';

const ReminderSchema = z.object({
  conversationId: z.number().int().positive(),
  recipient: z.enum(['member', 'professional']),
  messageId: z.number().int().positive(),
});
type Reminder = z.infer<typeof ReminderSchema>;

/** The e-mail: who wrote and a link, never the message (ADR 0078: health data stays in Vitalia). */
export function unreadEmail(to: string, firstName: string, senderName: string, url: string): MailMessage {
  const title = `${senderName} te escribió en Vitalia`;
  const paragraphs = [
    `Hola ${firstName}:`,
    `${senderName} te envió un mensaje que aún no lees. Por tu privacidad, el mensaje no viaja por correo: léelo y responde en Vitalia.`,
  ];
  return {
    to,
    subject: title,
    text: `${paragraphs.join('\n\n')}\n\nLeer el mensaje: ${url}\n`,
    html: mailLayout(title, paragraphs, { label: 'Leer el mensaje', url }),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    unreadReminders: {
      /**
       * How long a message waits for its e-mail (the admins' setting). Read before the message's
       * transaction: the settings may read the database, which on PGlite waits for that transaction.
       */
      delayMinutes(): Promise<number>;
      /** Called in the message's transaction: schedules the burst's one e-mail unless one is scheduled. */
      schedule(reminder: Reminder & { recipientReadId: number }, tx: Tx, delayMinutes: number): Promise<void>;
      /** The job's work, also callable by tests: true when an e-mail was sent. */
      runOnce(reminder: Reminder): Promise<boolean>;
    };
  }
}

/**
 * "Camila te escribió en Vitalia" (issue 46): a message still unread `unread_message_email_minutes` (an admin setting, 10 by default) after it was
 * sent gets its recipient one e-mail per thread per burst. The job is keyed by the recipient's read pointer
 * when the burst began, so every message of a burst shares one job; just before sending, the job checks again
 * that she has not read it and was not mailed about it, and records the e-mail in the same transaction as
 * the mail itself, so a job retried after a crash sends nothing twice.
 */
export default domainPlugin(
  'unreadReminders',
  async (app) => {
    const runOnce = async (reminder: Reminder): Promise<boolean> =>
      app.db.transaction(async (tx) => {
        const due = await reminderFor(tx, reminder.conversationId, reminder.recipient, reminder.messageId);
        if (!due) return false;
        const sender = reminder.recipient === 'member' ? due.trainerName : due.memberFirstName;
        const url = `${app.config.PUBLIC_URL}/mensajes?c=${reminder.conversationId}`;
        await app.mailer.enqueue(
          unreadEmail(due.recipientEmail, due.recipientFirstName, sender, url),
          'conversation-unread',
          { tx },
        );
        await markMailed(tx, reminder.conversationId, reminder.recipient, reminder.messageId);
        return true;
      });
    await app.jobs.define<Reminder>(
      UNREAD_QUEUE,
      { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
      async (data) => {
        await runOnce(ReminderSchema.parse(data));
      },
    );
    return {
      delayMinutes: () => app.settings.get('unread_message_email_minutes'),
      async schedule({ recipientReadId, ...reminder }, tx, delayMinutes) {
        const side: Side = reminder.recipient;
        await app.jobs.send(UNREAD_QUEUE, reminder, {
          tx,
          key: `${reminder.conversationId}:${side}:${recipientReadId}`,
          startAfter: new Date(Date.now() + delayMinutes * 60_000),
        });
      },
      runOnce,
    };
  },
  ['conversations-repository', 'job-queue', 'mailer', 'settings'],
);
