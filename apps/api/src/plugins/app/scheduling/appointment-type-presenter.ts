import type { AdminAppointmentType } from '@vitalia/shared/scheduling';
import type { AppointmentTypeRow } from './scheduling-repository';

/** An appointment type as the admins' editor shows it. */
export function presentType(row: AppointmentTypeRow): AdminAppointmentType {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    duration_minutes: row.durationMinutes,
    buffer_before_minutes: row.bufferBeforeMinutes,
    buffer_after_minutes: row.bufferAfterMinutes,
    slot_interval_minutes: row.slotIntervalMinutes,
    min_notice_minutes: row.minNoticeMinutes,
    horizon_days: row.horizonDays,
    modality: row.modality,
    location: row.location ?? '',
    required_plan: row.requiredPlan,
    cancel_notice_hours: row.cancelNoticeHours,
    reschedule_notice_hours: row.rescheduleNoticeHours,
    max_reschedules: row.maxReschedules,
    is_active: row.isActive,
  };
}
