import type { FastifyInstance } from 'fastify';
import { createEvent, type EventAttributes } from 'ics';
import { formatLongDateTime } from '@vitalia/shared/dates';
import { MODALITY_LABELS } from '@vitalia/shared/scheduling';
import {
  changePolicySentence,
  leadHoursOf,
  reminderLead,
  ROOM_OPENS_MINUTES,
} from '@vitalia/shared/scheduling-rules';
import type { Db } from '../../../db/client';
import { actionLines, mailLayout, type MailAction } from '../mail/mail-layout';
import type { MailMessage } from '../mail/mailer';
import type { UserRow } from '../users/user-presenter';
import type { AppointmentRow, AppointmentTypeRow, TrainerRow } from './scheduling-repository';

export const REMINDER_QUEUE = 'appointment.remind';

/** Bell items about one appointment share this subject: each change replaces the last (issue 49 §5). */
export const appointmentSubject = (appointmentId: number) => `appointment:${appointmentId}`;

export interface ReminderJob {
  appointmentId: number;
  /** The start it was planned for: a reminder of a time that moved or was cancelled is dropped. */
  startsAt: string;
  /** How long before, as "24h" (Configuración › Recordatorios when it was planned). */
  lead: string;
}

interface Times {
  id: number;
  startsAt: Date;
  endsAt: Date;
  rescheduleCount: number;
}

type EventRow = Pick<AppointmentRow, 'id' | 'startsAt' | 'endsAt' | 'rescheduleCount' | 'status'> & {
  type: Pick<AppointmentTypeRow, 'name' | 'location' | 'modality'>;
  trainer: Pick<TrainerRow, 'name'>;
};

/** The appointment's event: one UID per booking, SEQUENCE raised by each change (a file or a feed). */
export function appointmentEventAttributes(
  row: EventRow,
  cancelled = row.status === 'cancelled',
): EventAttributes {
  return {
    uid: `cita-${row.id}@vitalia.cl`,
    // A cancellation outranks every version before it.
    sequence: row.rescheduleCount + (cancelled ? 1 : 0),
    start: row.startsAt.getTime(),
    end: row.endsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `${row.type.name} con ${row.trainer.name}`,
    description:
      row.type.modality === 'online'
        ? `${MODALITY_LABELS[row.type.modality]}. Entra a la sala de esta cita desde Vitalia › Mis Citas con «Entrar», desde ${ROOM_OPENS_MINUTES} minutos antes. Ahí también puedes cancelar o cambiar la hora.`
        : `${MODALITY_LABELS[row.type.modality]}. Puedes cancelar o cambiar la hora en Vitalia › Mis Citas.`,
    // In person, the address; online, no shared address: each consultation has its own room (ADR 0074).
    ...(row.type.modality !== 'online' && row.type.location ? { location: row.type.location } : {}),
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
  };
}

/** The appointment as a calendar file of its own. */
export function appointmentEvent(
  row: EventRow,
  method: 'PUBLISH' | 'REQUEST' | 'CANCEL' = 'PUBLISH',
): string {
  const cancelled = method === 'CANCEL' || row.status === 'cancelled';
  const { error, value } = createEvent({
    productId: 'vitalia/citas',
    method: cancelled ? 'CANCEL' : method,
    ...appointmentEventAttributes(row, cancelled),
  });
  if (error || !value) throw error ?? new Error('ics: evento vacío');
  return value;
}

const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** "Agregar a Google Calendar": Google's documented event template link (action=TEMPLATE, UTC times). */
export function googleCalendarUrl(row: EventRow): string {
  const event = appointmentEventAttributes(row);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title ?? '',
    dates: `${utcStamp(row.startsAt)}/${utcStamp(row.endsAt)}`,
    details: event.description ?? '',
    ctz: 'America/Santiago',
  });
  if (event.location) params.set('location', event.location);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/**
 * What a member (and her trainer) hear about an appointment: an e-mail enqueued in the booking's own
 * transaction (so it exists exactly when the booking does), reminders planned on the durable queue with one
 * key per appointment, version and lead (sent once across restarts and instances), and a bell after commit.
 */
export function appointmentNotices(app: FastifyInstance, publicUrl: string) {
  const citasUrl = `${publicUrl}/citas`;

  /** `leadHours` comes from Configuración, read before the transaction (PGlite has one connection). */
  async function planReminders(tx: Db, times: Times, leadHours: readonly number[]) {
    for (const lead of leadHours.map(reminderLead)) {
      const at = new Date(times.startsAt.getTime() - lead.minutes * 60_000);
      if (at.getTime() <= Date.now()) continue;
      await app.jobs.send<ReminderJob>(
        REMINDER_QUEUE,
        { appointmentId: times.id, startsAt: times.startsAt.toISOString(), lead: lead.key },
        { tx, key: `reminder:${times.id}:${times.rescheduleCount}:${lead.key}`, startAfter: at },
      );
    }
  }

  function mail(
    tx: Db,
    to: UserRow,
    subject: string,
    paragraphs: string[],
    purpose: string,
    actions: MailAction[],
    calendar?: MailMessage['calendar'],
  ) {
    return app.mailer.enqueue(
      {
        to: to.email,
        subject,
        text: `${paragraphs.join('\n\n')}\n\n${actionLines(actions)}\n`,
        html: mailLayout(subject, paragraphs, actions),
        ...(calendar ? { calendar } : {}),
      },
      purpose,
      { tx },
    );
  }

  /**
   * The buttons of a booked, moved or reminded appointment (issue 49 §1): into the call (online) or to her
   * appointments, into her calendar, and the signed links that only move or only cancel this version.
   */
  const appointmentActions = (row: EventRow & { rescheduleCount: number }): MailAction[] => [
    row.type.modality === 'online'
      ? { label: 'Entrar a la consulta', url: `${citasUrl}#cita-${row.id}` }
      : { label: 'Ver mis citas', url: citasUrl },
    { label: 'Agregar a Google Calendar', url: googleCalendarUrl(row), secondary: true },
    { label: 'Reprogramar', url: app.appointmentLinks.rescheduleUrl(row), secondary: true },
    { label: 'Cancelar', url: app.appointmentLinks.cancelUrl(row), secondary: true },
  ];

  /** The booking as an invitation the mail program adds to her calendar (updated in place when it moves). */
  const invitation = (row: EventRow): MailMessage['calendar'] => ({
    method: 'REQUEST',
    content: appointmentEvent(row, 'REQUEST'),
  });

  /** The buttons' words: they move or cancel this appointment without signing in. */
  const CHANGE_LINE =
    'Si no puedes asistir, usa «Reprogramar» o «Cancelar»: funcionan sin iniciar sesión. En Apple Calendar u Outlook, la invitación adjunta la agrega a tu calendario.';

  const where = (type: Pick<AppointmentTypeRow, 'modality' | 'location'>) =>
    type.modality === 'online'
      ? `Es online, en una sala solo para esta cita: entra desde Vitalia › Mis Citas con «Entrar», desde ${ROOM_OPENS_MINUTES} minutos antes.`
      : `Es presencial${type.location ? `, en ${type.location}` : ''}.`;

  return {
    booked(user: UserRow, trainer: TrainerRow, type: AppointmentTypeRow, leadHours: readonly number[]) {
      return {
        async enqueue(tx: Db, times: Times) {
          const when = formatLongDateTime(times.startsAt);
          await mail(
            tx,
            user,
            `Tu cita quedó agendada: ${when}`,
            [
              `Hola ${user.firstName}:`,
              `Agendaste ${type.name} con ${trainer.name} el ${when} (hora de Chile), ${type.durationMinutes} minutos.`,
              where(type),
              changePolicySentence(type),
              CHANGE_LINE,
            ],
            'appointment-booked',
            appointmentActions({ ...times, status: 'confirmed', type, trainer }),
            invitation({ ...times, status: 'confirmed', type, trainer }),
          );
          await planReminders(tx, times, leadHours);
        },
      };
    },

    /** Her bell, written in the booking's transaction: exactly once (her professional's: professional-notices). */
    async bookedBell(row: AppointmentRow, tx: Db) {
      await app.notifier.notify(
        [row.memberId],
        {
          title: 'Cita agendada',
          message: `${row.type.name} con ${row.trainer.name}, ${formatLongDateTime(row.startsAt)}.`,
          actionUrl: `/citas#cita-${row.id}`,
          subject: appointmentSubject(row.id),
        },
        tx,
      );
    },

    cancelled(user: UserRow, row: AppointmentRow) {
      return {
        enqueue: (tx: Db) =>
          mail(
            tx,
            user,
            'Cancelamos tu cita',
            [
              `Hola ${user.firstName}:`,
              `Cancelamos tu cita de ${row.type.name} con ${row.trainer.name} del ${formatLongDateTime(row.startsAt)}.`,
              'Si era parte de las consultas de tu plan, ya la tienes de vuelta para agendar otra.',
            ],
            'appointment-cancelled',
            [{ label: 'Agendar otra cita', url: `${publicUrl}/agenda` }],
            { method: 'CANCEL', content: appointmentEvent(row, 'CANCEL') },
          ),
      };
    },

    rescheduled(user: UserRow, row: AppointmentRow, leadHours: readonly number[]) {
      return {
        async enqueue(tx: Db, times: Times) {
          await mail(
            tx,
            user,
            `Cambiamos tu cita: ${formatLongDateTime(times.startsAt)}`,
            [
              `Hola ${user.firstName}:`,
              `Tu cita de ${row.type.name} con ${row.trainer.name} pasó del ${formatLongDateTime(row.startsAt)} al ${formatLongDateTime(times.startsAt)} (hora de Chile).`,
              where(row.type),
              CHANGE_LINE,
            ],
            'appointment-rescheduled',
            appointmentActions({ ...times, status: 'confirmed', type: row.type, trainer: row.trainer }),
            invitation({ ...times, status: 'confirmed', type: row.type, trainer: row.trainer }),
          );
          await planReminders(tx, times, leadHours);
        },
      };
    },

    calendarFile: (row: AppointmentRow) => appointmentEvent(row),

    /** Sends one planned reminder, unless the appointment moved or was cancelled since. */
    async remind(job: ReminderJob, jobId: string) {
      const row = await app.schedulingRepository.findById(job.appointmentId);
      if (!row || row.status !== 'confirmed' || row.startsAt.toISOString() !== job.startsAt) return;
      const hours = leadHoursOf(job.lead);
      if (hours === undefined) return;
      const lead = reminderLead(hours);
      const member = await app.usersRepository.findById(row.memberId);
      if (!member) return;
      const when = formatLongDateTime(row.startsAt);
      // The bell and the mail together, once, however often the job runs (issue 43 §1).
      await app.jobs.effectsOnce(REMINDER_QUEUE, jobId, async (tx) => {
        await app.notifier.notify(
          [row.memberId],
          {
            title: `Tu cita es ${lead.words}`,
            message: `${row.type.name} con ${row.trainer.name}, ${when}.`,
            actionUrl: `/citas#cita-${row.id}`,
            subject: appointmentSubject(row.id),
          },
          tx,
        );
        await mail(
          tx,
          member,
          `Recordatorio: tu cita es ${lead.words}`,
          [
            `Hola ${member.firstName}:`,
            `Te esperamos el ${when} para ${row.type.name} con ${row.trainer.name}.`,
            where(row.type),
            CHANGE_LINE,
          ],
          'appointment-reminder',
          appointmentActions(row),
        );
      });
    },
  };
}
