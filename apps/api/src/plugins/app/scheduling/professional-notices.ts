import type { FastifyInstance } from 'fastify';
import { formatLongDateTime } from '@vitalia/shared/dates';
import type { Db } from '../../../db/client';
import { mailLayout } from '../mail/mail-layout';
import type { MailMessage } from '../mail/mailer';
import { fullNameOf, type UserRow } from '../users/user-presenter';
import { appointmentEvent, appointmentSubject } from './appointment-notices';
import type { AppointmentRow } from './scheduling-repository';

/** Who changed it, in the words the member and the professional read. */
export type ChangedBy = { role: 'member' } | { role: 'trainer' } | { role: 'admin'; name: string };

/**
 * What the professional hears of her appointments (issue 45 §4), and the member's bell when one moves or is
 * cancelled: an e-mail with the member's name, the times and the same calendar invitation as the member's
 * (one UID, SEQUENCE raised by each change, METHOD REQUEST or CANCEL), and a bell item per change. All of it
 * is written in the change's own transaction: it exists exactly when the change does. The professional's
 * account is read before the transaction (PGlite has one connection).
 */
export function professionalNotices(app: FastifyInstance, publicUrl: string) {
  const agendaUrl = `${publicUrl}/trainer/classes`;

  /** Her account, if the card has one: read before the transaction opens. */
  const professionalOf = async (row: Pick<AppointmentRow, 'trainer'>): Promise<UserRow | null> =>
    row.trainer.userId === null ? null : ((await app.usersRepository.findById(row.trainer.userId)) ?? null);

  async function tell(
    tx: Db,
    professional: UserRow | null,
    notice: {
      subject: string;
      paragraphs: string[];
      bell: string;
      memberId: number;
      appointmentId: number;
      calendar: MailMessage['calendar'];
    },
  ) {
    if (!professional) return;
    const clientUrl = `/trainer/clientes/${notice.memberId}`;
    await app.mailer.enqueue(
      {
        to: professional.email,
        subject: notice.subject,
        text: `${notice.paragraphs.join('\n\n')}\n\nTu agenda: ${agendaUrl}\n`,
        html: mailLayout(notice.subject, notice.paragraphs, { label: 'Ver mi agenda', url: agendaUrl }),
        calendar: notice.calendar,
      },
      'appointment-professional',
      { tx },
    );
    await app.notifier.notify(
      [professional.id],
      {
        title: notice.subject,
        message: notice.bell,
        actionUrl: clientUrl,
        subject: appointmentSubject(notice.appointmentId),
      },
      tx,
    );
  }

  return {
    professionalOf,

    async booked(tx: Db, row: AppointmentRow, member: UserRow, professional: UserRow | null) {
      const when = formatLongDateTime(row.startsAt);
      await tell(tx, professional, {
        subject: `Nueva cita: ${fullNameOf(member)}`,
        paragraphs: [
          `Hola ${professional?.firstName ?? ''}:`,
          `${fullNameOf(member)} agendó ${row.type.name} contigo el ${when} (hora de Chile), ${row.type.durationMinutes} minutos.`,
          'La invitación adjunta la agrega a tu calendario.',
        ],
        bell: `${fullNameOf(member)} · ${row.type.name}, ${when}.`,
        memberId: row.memberId,
        appointmentId: row.id,
        calendar: { method: 'REQUEST', content: appointmentEvent(row, 'REQUEST') },
      });
    },

    /** `row` as it was; `moved` its new times and version. */
    async rescheduled(
      tx: Db,
      row: AppointmentRow,
      moved: { startsAt: Date; endsAt: Date; rescheduleCount: number },
      member: UserRow,
      professional: UserRow | null,
    ) {
      const before = formatLongDateTime(row.startsAt);
      const after = formatLongDateTime(moved.startsAt);
      const next = { ...row, ...moved, status: 'confirmed' as const };
      await tell(tx, professional, {
        subject: `Cita cambiada: ${fullNameOf(member)}`,
        paragraphs: [
          `Hola ${professional?.firstName ?? ''}:`,
          `${fullNameOf(member)} cambió su cita de ${row.type.name} del ${before} al ${after} (hora de Chile).`,
          'La invitación adjunta actualiza tu calendario.',
        ],
        bell: `${row.type.name}: del ${before} al ${after}.`,
        memberId: row.memberId,
        appointmentId: row.id,
        calendar: { method: 'REQUEST', content: appointmentEvent(next, 'REQUEST') },
      });
      await app.notifier.notify(
        [row.memberId],
        {
          title: 'Cita cambiada',
          message: `${row.type.name} con ${row.trainer.name}: del ${before} al ${after}.`,
          actionUrl: `/citas#cita-${row.id}`,
          subject: appointmentSubject(row.id),
        },
        tx,
      );
    },

    /** Both bells and her e-mail; the member's own e-mail is the booking service's. */
    async cancelled(
      tx: Db,
      row: AppointmentRow,
      member: UserRow,
      professional: UserRow | null,
      by: ChangedBy,
      reason?: string | null,
    ) {
      const when = formatLongDateTime(row.startsAt);
      const who =
        by.role === 'member'
          ? fullNameOf(member)
          : by.role === 'admin'
            ? `${by.name} (administración)`
            : 'Tú';
      const because = reason ? ` Motivo: ${reason}` : '';
      await tell(tx, professional, {
        subject: `Cita cancelada: ${fullNameOf(member)}`,
        paragraphs: [
          `Hola ${professional?.firstName ?? ''}:`,
          `${who} ${by.role === 'trainer' ? 'cancelaste' : 'canceló'} la cita de ${row.type.name} con ${fullNameOf(member)} del ${when}.${because}`,
          'La invitación adjunta la quita de tu calendario.',
        ],
        bell: `${row.type.name}, ${when}. Canceló: ${who}.`,
        memberId: row.memberId,
        appointmentId: row.id,
        calendar: { method: 'CANCEL', content: appointmentEvent({ ...row, status: 'cancelled' }, 'CANCEL') },
      });
      await app.notifier.notify(
        [row.memberId],
        by.role === 'member'
          ? {
              title: 'Cancelaste tu cita',
              message: `${row.type.name} con ${row.trainer.name}, ${when}.`,
              actionUrl: `/citas#cita-${row.id}`,
              subject: appointmentSubject(row.id),
            }
          : {
              title: 'Cancelamos tu cita',
              message: `${row.type.name} con ${row.trainer.name}, ${when}. La canceló ${by.role === 'admin' ? `${by.name}, de administración` : row.trainer.name}.${because}`,
              actionUrl: `/citas#cita-${row.id}`,
              subject: appointmentSubject(row.id),
            },
        tx,
      );
    },
  };
}
