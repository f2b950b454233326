import { REGISTRATION_STATUS_LABELS, type RegistrationStatus } from '@vitalia/shared/classes';
import { formatClp } from '@vitalia/shared/commerce-rules';
import type {
  CareRelationship,
  ClientSummary,
  HomeItem,
  Measurement,
  Note,
  TimelineItem,
} from '@vitalia/shared/practice';
import { attentionReasons, bodyMassIndex } from '@vitalia/shared/practice-rules';
import { APPOINTMENT_STATUS_LABELS, type AppointmentStatus } from '@vitalia/shared/scheduling';
import type { AgendaRow, CareRelationshipRow, ClientRow } from './care-repository';
import type { MeasurementRow, NoteRow, TimelineRow } from './clinical-repository';
import { fullNameOf } from '../users/user-presenter';
import { presentRoomWindow } from '../scheduling/appointment-presenter';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * A client's row: the status comes from the database's `needs_attention` (what the filter used), the reasons
 * from the shared rule, which says the same thing (practice.test.ts reads both for the same clients).
 */
export function presentClient(row: ClientRow, now: number): ClientSummary {
  const reasons = attentionReasons({
    lastContactAt: row.lastContactMs === null ? null : new Date(row.lastContactMs),
    since: new Date(row.sinceMs),
    nextConsultationAt: row.nextMs === null ? null : new Date(row.nextMs),
    lastOutcome: row.lastOutcome,
    consentWithdrawn: row.consentWithdrawn,
    checkInMissed: row.checkInMissed,
    now,
  });
  return {
    member_id: row.memberId,
    name: fullNameOf(row),
    email: row.email,
    plan_type: row.planType,
    status: row.needsAttention ? 'attention' : 'ok',
    attention_reasons: reasons,
    next_consultation_at: iso(row.nextMs),
    last_contact_at: iso(row.lastContactMs),
    since: new Date(row.sinceMs).toISOString(),
  };
}

export function presentNote(row: NoteRow): Note {
  return {
    id: row.id,
    content: row.content,
    version: row.version,
    appointment: row.appointment && {
      id: row.appointment.id,
      starts_at: row.appointment.startsAt.toISOString(),
      type_name: row.appointment.typeName,
    },
    author: row.authorName,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    previous_versions: row.versions.map((version) => ({
      version: version.version,
      content: version.content,
      edited_by: version.editedByName,
      edited_at: version.editedAt.toISOString(),
    })),
    shared_at: row.sharedAt?.toISOString() ?? null,
    shared_summary: row.sharedSummary,
  };
}

/** Oldest first; BMI from each weight and the latest height known by then (adults' height rarely changes). */
export function presentMeasurements(rows: MeasurementRow[]): Measurement[] {
  let height: number | null = null;
  return rows.map((row) => {
    height = row.heightCm ?? height;
    return {
      id: row.id,
      taken_at: row.takenAt.toISOString(),
      appointment_id: row.appointmentId,
      weight_kg: row.weightKg,
      height_cm: row.heightCm,
      waist_cm: row.waistCm,
      hip_cm: row.hipCm,
      body_fat_pct: row.bodyFatPct,
      systolic_mmhg: row.systolicMmhg,
      diastolic_mmhg: row.diastolicMmhg,
      bmi: bodyMassIndex(row.weightKg, height),
      recorded_by: row.recordedByName,
    };
  });
}

function timelineDetail(row: TimelineRow): string {
  switch (row.kind) {
    case 'consultation':
      return APPOINTMENT_STATUS_LABELS[row.detail as AppointmentStatus] ?? row.detail;
    case 'class':
      return REGISTRATION_STATUS_LABELS[row.detail as RegistrationStatus] ?? row.detail;
    case 'purchase': {
      const [status, total] = row.detail.split(':');
      return `${status === 'refunded' ? 'Reembolsado' : 'Pagado'} · ${formatClp(Number(total))}`;
    }
    case 'course':
      return row.detail === 'completed' ? 'Curso completado' : 'En curso';
    case 'download':
      return 'Descargó el e-book';
  }
}

export function presentTimelineItem(row: TimelineRow): TimelineItem {
  return {
    kind: row.kind,
    at: new Date(row.atMs).toISOString(),
    title: row.title,
    detail: timelineDetail(row),
    appointment_id: row.appointmentId,
  };
}

/** A care relationship as the admin's answers show it. */
export function presentRelationship(row: CareRelationshipRow): CareRelationship {
  return {
    id: row.id,
    member_id: row.memberId,
    trainer_id: row.trainerId,
    origin: row.origin,
    started_at: row.startedAt.toISOString(),
    ended_at: row.endedAt?.toISOString() ?? null,
  };
}

/** One line of "Hoy": a consultation (with its room's window, as on her cards) or a class she teaches. */
export function presentHomeItem(row: AgendaRow): HomeItem {
  return {
    kind: row.kind,
    id: row.id,
    starts_at: new Date(row.startsMs).toISOString(),
    ends_at: new Date(row.endsMs).toISOString(),
    title: row.title,
    who: row.who,
    member_id: row.memberId,
    modality: row.modality,
    room:
      row.kind === 'consultation' && row.modality === 'online' && row.status === 'confirmed'
        ? presentRoomWindow(row.startsMs, row.endsMs)
        : null,
    status: row.status,
  };
}
