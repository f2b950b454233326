import type { AdminAppointment, Appointment, ManagedAppointment } from '@vitalia/shared/scheduling';
import { changeDeadline, roomWindow } from '@vitalia/shared/scheduling-rules';
import { photoUrlOf } from '../trainers/trainer-presenter';
import type { UserRow } from '../users/user-presenter';
import type { LinkPurpose } from './appointment-links';
import type { AdminAppointmentRow, AppointmentRow } from './scheduling-repository';
import { fullNameOf } from '../users/user-presenter';

export function presentAppointment(row: AppointmentRow, now: number): Appointment {
  const start = row.startsAt.getTime();
  const upcoming = row.status === 'confirmed' && start > now;
  const cancelDeadline = changeDeadline(start, row.type.cancelNoticeHours);
  const rescheduleDeadline = changeDeadline(start, row.type.rescheduleNoticeHours);
  return {
    id: row.id,
    status: row.status,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    trainer: { id: row.trainer.id, name: row.trainer.name, photo_url: photoUrlOf(row.trainer) },
    type: {
      id: row.type.id,
      name: row.type.name,
      duration_minutes: row.type.durationMinutes,
      modality: row.type.modality,
      cancel_notice_hours: row.type.cancelNoticeHours,
      reschedule_notice_hours: row.type.rescheduleNoticeHours,
    },
    // An online type's stored location was one shared meeting address for every consultation (issue 45 §5):
    // it is never shown; each appointment has its own room.
    location: row.type.modality === 'online' ? null : row.type.location,
    room: presentRoom(row),
    notes: row.notes,
    cancel_reason: row.cancelReason,
    cancelled_by: row.cancelledBy,
    reschedule_count: row.rescheduleCount,
    max_reschedules: row.type.maxReschedules,
    can_cancel: upcoming && now <= cancelDeadline,
    can_reschedule: upcoming && now <= rescheduleDeadline && row.rescheduleCount < row.type.maxReschedules,
    cancel_deadline: new Date(cancelDeadline).toISOString(),
    reschedule_deadline: new Date(rescheduleDeadline).toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

/** When a consultation's own room can be entered, from its start and end (epoch ms). */
export function presentRoomWindow(startsAt: number, endsAt: number): NonNullable<Appointment['room']> {
  const { opensAt, closesAt } = roomWindow(startsAt, endsAt);
  return { opens_at: new Date(opensAt).toISOString(), closes_at: new Date(closesAt).toISOString() };
}

/** When an online consultation's own room can be entered; none in person or once cancelled. */
function presentRoom(row: AppointmentRow): Appointment['room'] {
  if (row.type.modality !== 'online' || row.status === 'cancelled') return null;
  return presentRoomWindow(row.startsAt.getTime(), row.endsAt.getTime());
}

export function presentAdminAppointment(row: AdminAppointmentRow, now: number): AdminAppointment {
  return {
    ...presentAppointment(row, now),
    member: {
      id: row.member.id,
      name: fullNameOf(row.member),
      email: row.member.email,
    },
  };
}

/** What an e-mailed link's page shows: enough to decide, nothing of her account beyond her first name. */
export function presentManaged(
  row: AppointmentRow,
  member: UserRow,
  purpose: LinkPurpose,
  now: number,
): ManagedAppointment {
  const shown = presentAppointment(row, now);
  return {
    purpose,
    id: row.id,
    first_name: member.firstName,
    type_name: row.type.name,
    trainer_name: row.trainer.name,
    starts_at: shown.starts_at,
    ends_at: shown.ends_at,
    modality: row.type.modality,
    status: row.status,
    can_cancel: shown.can_cancel,
    cancel_deadline: shown.cancel_deadline,
    cancel_notice_hours: row.type.cancelNoticeHours,
    can_reschedule: shown.can_reschedule,
    reschedule_deadline: shown.reschedule_deadline,
    reschedule_notice_hours: row.type.rescheduleNoticeHours,
  };
}
