import type { FastifyInstance } from 'fastify';
import { createEvent, type EventAttributes } from 'ics';
import { formatLongDateTime } from '@vitalia/shared/dates';
import { CLASS_KIND_LABELS } from '@vitalia/shared/classes';
import { MEETING_OPENS_MINUTES } from '@vitalia/shared/class-rules';
import { leadHoursOf, reminderLead } from '@vitalia/shared/scheduling-rules';
import type { Db } from '../../../db/client';
import { mailLayout } from '../mail/mail-layout';
import type { MailMessage } from '../mail/mailer';
import type { ClassRow } from './classes-repository';

export const CLASS_REMINDER_QUEUE = 'class.remind';
export const OFFER_LAPSE_QUEUE = 'class.offer-lapse';

export interface ClassReminderJob {
  registrationId: number;
  /** The start it was planned for: the reminder of a class that moved or was cancelled is dropped. */
  startsAt: string;
  /** How long before, as "24h" (Configuración › Recordatorios when it was planned). */
  lead: string;
}

export interface OfferLapseJob {
  registrationId: number;
  /** Which offer this job ends: an older offer's job finds a newer number and does nothing. */
  offerCount: number;
}

type ClassFacts = Pick<ClassRow, 'id' | 'kind' | 'title' | 'startsAt' | 'durationMinutes' | 'trainer'>;

type EventRow = ClassFacts & Pick<ClassRow, 'status' | 'createdAt' | 'updatedAt'>;

/** A class as one member's (or its trainer's) event: stable UID, SEQUENCE that grows with each change. */
export function classEventAttributes(
  row: EventRow,
  userId: number,
  cancelled = row.status === 'cancelled',
): EventAttributes {
  return {
    uid: `clase-${row.id}-${userId}@vitalia.cl`,
    // Seconds between creation and the last change: grows with every edit, whatever edited it.
    sequence: Math.max(0, Math.floor((row.updatedAt.getTime() - row.createdAt.getTime()) / 1000)),
    start: row.startsAt.getTime(),
    end: row.startsAt.getTime() + row.durationMinutes * 60_000,
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
    title: row.trainer ? `${row.title} con ${row.trainer.name}` : row.title,
    description: `${CLASS_KIND_LABELS[row.kind]}. El enlace para entrar aparece en Vitalia › Mis Clases ${MEETING_OPENS_MINUTES} minutos antes.`,
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
  };
}

/** A class as a calendar file of its own. */
export function classEvent(
  row: EventRow,
  memberId: number,
  method: 'PUBLISH' | 'REQUEST' = 'PUBLISH',
): string {
  const cancelled = row.status === 'cancelled';
  const { error, value } = createEvent({
    productId: 'vitalia/clases',
    method: cancelled ? 'CANCEL' : method,
    ...classEventAttributes(row, memberId, cancelled),
  });
  if (error || !value) throw error ?? new Error('ics: evento vacío');
  return value;
}

/**
 * What members hear about live classes: e-mails and bells written in the transaction that changed their
 * place (so they exist exactly when the change does), and reminders planned on the durable queue with one
 * key per registration, start and lead (sent once across restarts and instances).
 */
export function classNotices(app: FastifyInstance, publicUrl: string) {
  const classesUrl = `${publicUrl}/classes`;

  async function mailMember(
    tx: Db,
    memberId: number,
    subject: string,
    paragraphs: (firstName: string) => string[],
    purpose: string,
    calendar?: MailMessage['calendar'],
  ) {
    const member = await app.classesRepository.memberContact(memberId, tx);
    if (!member) return;
    const body = [`Hola ${member.firstName}:`, ...paragraphs(member.firstName)];
    await app.mailer.enqueue(
      {
        to: member.email,
        subject,
        text: `${body.join('\n\n')}\n\nMis Clases: ${classesUrl}\n`,
        html: mailLayout(subject, body, { label: 'Ver mis clases', url: classesUrl }),
        ...(calendar ? { calendar } : {}),
      },
      purpose,
      { tx },
    );
  }

  /** Her seat as an invitation her mail program adds to the calendar (and updates when the class moves). */
  const invitation = (row: EventRow, memberId: number): MailMessage['calendar'] => ({
    method: 'REQUEST',
    content: classEvent(row, memberId, 'REQUEST'),
  });

  const named = (row: ClassFacts) => (row.trainer ? `${row.title} con ${row.trainer.name}` : row.title);

  /** `leadHours` comes from Configuración, read before the transaction (PGlite has one connection). */
  async function planReminders(tx: Db, registrationId: number, startsAt: Date, leadHours: readonly number[]) {
    for (const lead of leadHours.map(reminderLead)) {
      const at = new Date(startsAt.getTime() - lead.minutes * 60_000);
      if (at.getTime() <= Date.now()) continue;
      await app.jobs.send<ClassReminderJob>(
        CLASS_REMINDER_QUEUE,
        { registrationId, startsAt: startsAt.toISOString(), lead: lead.key },
        { tx, key: `class-reminder:${registrationId}:${startsAt.toISOString()}:${lead.key}`, startAfter: at },
      );
    }
  }

  return {
    planReminders,

    async registered(
      tx: Db,
      memberId: number,
      registrationId: number,
      row: EventRow,
      leadHours: readonly number[],
    ) {
      const when = formatLongDateTime(row.startsAt);
      await mailMember(
        tx,
        memberId,
        `Tienes tu cupo: ${row.title}`,
        () => [
          `Te inscribiste en ${named(row)}, el ${when} (hora de Chile), ${row.durationMinutes} minutos.`,
          `El enlace para entrar aparece en Mis Clases ${MEETING_OPENS_MINUTES} minutos antes de empezar. Desde ahí también la agregas a tu calendario o cancelas tu inscripción.`,
        ],
        'class-registered',
        invitation(row, memberId),
      );
      await app.notifier.notify(
        [memberId],
        {
          title: 'Inscripción confirmada',
          message: `${named(row)}, ${when}.`,
          actionUrl: `/classes#clase-${row.id}`,
        },
        tx,
      );
      await planReminders(tx, registrationId, row.startsAt, leadHours);
    },

    async offered(tx: Db, memberId: number, row: ClassFacts, expiresAt: Date) {
      const until = formatLongDateTime(expiresAt);
      await mailMember(
        tx,
        memberId,
        `Se liberó un cupo: ${row.title}`,
        () => [
          `Se liberó un cupo en ${named(row)} (${formatLongDateTime(row.startsAt)}) y te lo reservamos por estar primera/o en la lista de espera.`,
          `Tómalo en Mis Clases antes del ${until}. Si no, pasará a la siguiente persona de la lista.`,
        ],
        'class-offer',
      );
      await app.notifier.notify(
        [memberId],
        {
          title: 'Se liberó un cupo para ti',
          message: `${named(row)}. Tómalo antes del ${until}.`,
          actionUrl: `/classes#clase-${row.id}`,
        },
        tx,
      );
    },

    async lapsed(tx: Db, memberId: number, row: ClassFacts) {
      await app.notifier.notify(
        [memberId],
        {
          title: 'Tu cupo reservado venció',
          message: `${named(row)}: el cupo pasó a la siguiente persona de la lista.`,
          actionUrl: `/classes#clase-${row.id}`,
        },
        tx,
      );
    },

    async moved(tx: Db, memberIds: number[], before: Date, row: EventRow) {
      for (const memberId of memberIds)
        await mailMember(
          tx,
          memberId,
          `Cambió el horario: ${row.title}`,
          () => [
            `${named(row)} pasó del ${formatLongDateTime(before)} al ${formatLongDateTime(row.startsAt)} (hora de Chile).`,
            'Tu cupo se mantiene. Si ya no puedes asistir, cancela tu inscripción en Mis Clases para dejarlo a otra persona.',
          ],
          'class-moved',
          invitation(row, memberId),
        );
      await app.notifier.notify(
        memberIds,
        {
          title: 'Cambió el horario de tu clase',
          message: `${named(row)}, ahora el ${formatLongDateTime(row.startsAt)}.`,
          actionUrl: `/classes#clase-${row.id}`,
        },
        tx,
      );
    },

    async cancelled(tx: Db, memberIds: number[], row: EventRow, reason: string | null) {
      for (const memberId of memberIds)
        await mailMember(
          tx,
          memberId,
          `Clase cancelada: ${row.title}`,
          () => [
            `Cancelamos ${named(row)} del ${formatLongDateTime(row.startsAt)}.${reason ? ` Motivo: ${reason}.` : ''}`,
            'Disculpa las molestias. Revisa en Mis Clases las próximas fechas.',
          ],
          'class-cancelled',
          {
            method: 'CANCEL',
            content: classEvent({ ...row, status: 'cancelled', updatedAt: new Date() }, memberId),
          },
        );
      await app.notifier.notify(
        memberIds,
        {
          title: 'Clase cancelada',
          message: `${named(row)}, ${formatLongDateTime(row.startsAt)}.`,
          actionUrl: '/classes',
        },
        tx,
      );
    },

    /** Sends one planned reminder, unless she no longer holds a seat or the class moved or was cancelled. */
    async remind(job: ClassReminderJob, jobId: string) {
      const registration = await app.classesRepository.registrationById(job.registrationId);
      if (!registration || registration.status !== 'registered') return;
      const row = await app.classesRepository.findById(registration.classId);
      if (!row || row.status !== 'scheduled' || row.startsAt.toISOString() !== job.startsAt) return;
      const hours = leadHoursOf(job.lead);
      if (hours === undefined) return;
      const lead = reminderLead(hours);
      const when = formatLongDateTime(row.startsAt);
      // The bell and the mail together, once, however often the job runs (issue 43 §1).
      await app.jobs.effectsOnce(CLASS_REMINDER_QUEUE, jobId, async (tx) => {
        await app.notifier.notify(
          [registration.memberId],
          {
            title: `Tu clase es ${lead.words}`,
            message: `${named(row)}, ${when}.`,
            actionUrl: `/classes#clase-${row.id}`,
          },
          tx,
        );
        await mailMember(
          tx,
          registration.memberId,
          `Recordatorio: ${row.title} es ${lead.words}`,
          () => [
            `Te esperamos el ${when} en ${named(row)}.`,
            `El enlace para entrar aparece en Mis Clases ${MEETING_OPENS_MINUTES} minutos antes.`,
          ],
          'class-reminder',
        );
      });
    },
  };
}

export type ClassNotices = ReturnType<typeof classNotices>;
