import type { FastifyInstance } from 'fastify';
import { SCHEDULING_MESSAGES as M } from '@vitalia/shared/messages/scheduling';
import { TRAINER_MEDIA_MESSAGES } from '@vitalia/shared/messages/admin';
import type {
  AdminAppointmentType,
  PlanAllowances,
  AppointmentTypeFields,
  TimeOffFields,
  TrainerAvailability,
  WallIntervalFields,
  WeeklyHoursFields,
} from '@vitalia/shared/scheduling';
import { dateIn } from '@vitalia/shared/scheduling-rules';
import { AppError } from '../../../lib/app-error';
import type { AuditActor } from '../../../lib/audit-actor';
import { domainPlugin } from '../domain-plugin';
import { presentType } from './appointment-type-presenter';

function typeValues(input: AppointmentTypeFields) {
  return {
    name: input.name,
    description: input.description,
    durationMinutes: input.duration_minutes,
    bufferBeforeMinutes: input.buffer_before_minutes,
    bufferAfterMinutes: input.buffer_after_minutes,
    slotIntervalMinutes: input.slot_interval_minutes,
    minNoticeMinutes: input.min_notice_minutes,
    horizonDays: input.horizon_days,
    modality: input.modality,
    location: input.location || null,
    requiredPlan: input.required_plan,
    cancelNoticeHours: input.cancel_notice_hours,
    rescheduleNoticeHours: input.reschedule_notice_hours,
    maxReschedules: input.max_reschedules,
    isActive: input.is_active,
  };
}

/**
 * Admin side of appointments (issue 20): consultation types and each professional's hours (weekly, by
 * date, time off). Every change is audited in the same transaction; existing bookings are never moved by
 * a change of hours (they stay, and the trainer sees them).
 */
export function schedulingAdminService(app: FastifyInstance) {
  const repo = app.availabilityRepository;

  async function trainerOrFail(id: number) {
    const trainer = await repo.trainer(id);
    if (!trainer) throw AppError.notFound(TRAINER_MEDIA_MESSAGES.notFound);
    return trainer;
  }

  async function availability(trainerId: number, message?: string): Promise<TrainerAvailability> {
    // Every change answers through here: the free slots this instance remembers are stale from now on.
    if (message) app.appointmentSlots.invalidate();
    const trainer = await trainerOrFail(trainerId);
    const now = new Date();
    const { hours, overrides, off } = await repo.availabilityOf(
      trainerId,
      dateIn(now.getTime(), trainer.timeZone),
      now,
    );
    return {
      success: true,
      ...(message ? { message } : {}),
      trainer: { id: trainer.id, name: trainer.name, time_zone: trainer.timeZone },
      hours: hours.map((row) => ({
        weekday: row.weekday,
        start_minute: row.startMinute,
        end_minute: row.endMinute,
      })),
      overrides: overrides.map((row) => ({ date: row.date, intervals: row.intervals })),
      time_off: off.map((row) => ({
        id: row.id,
        starts_at: row.startsAt.toISOString(),
        ends_at: row.endsAt.toISOString(),
        reason: row.reason,
      })),
    };
  }

  return {
    /** The team card of a professional's account, whose hours she edits as an admin edits anyone's. */
    async ownTrainerId(userId: number): Promise<number> {
      const own = await app.trainersRepository.findByUser(userId);
      if (!own) throw AppError.notFound(M.notLinkedTrainer);
      return own.id;
    },

    /** The 1:1 consultations each plan includes per month (ADR 0037), changed with its audit entry. */
    async setPlanAllowances(actor: AuditActor, allowances: PlanAllowances): Promise<PlanAllowances> {
      const before = await app.schedulingRepository.planAllowances();
      await app.db.transaction(async (tx) => {
        await app.schedulingRepository.setPlanAllowances(allowances, tx);
        await app.auditLog.append(
          actor,
          { action: 'plan.allowance', entity: 'plan', before, after: allowances },
          tx,
        );
      });
      return allowances;
    },
    async types(): Promise<AdminAppointmentType[]> {
      return (await repo.allTypes()).map(presentType);
    },

    async createType(actor: AuditActor, input: AppointmentTypeFields): Promise<AdminAppointmentType> {
      const values = typeValues(input);
      const row = await app.db.transaction(async (tx) => {
        const created = await repo.insertType(values, tx);
        await app.auditLog.append(
          actor,
          {
            action: 'appointment-type.create',
            entity: 'appointment-type',
            entityId: created.id,
            after: values,
          },
          tx,
        );
        return created;
      });
      app.appointmentSlots.invalidate();
      return presentType(row);
    },

    async updateType(
      actor: AuditActor,
      id: number,
      input: AppointmentTypeFields,
    ): Promise<AdminAppointmentType> {
      const values = typeValues(input);
      const changed = await app.db.transaction(async (tx) => {
        const result = await repo.updateType(id, values, tx);
        if (!result) throw AppError.notFound(M.typeNotFound);
        await app.auditLog.append(
          actor,
          {
            action: 'appointment-type.update',
            entity: 'appointment-type',
            entityId: id,
            before: presentType(result.before),
            after: values,
          },
          tx,
        );
        return result.after;
      });
      app.appointmentSlots.invalidate();
      return presentType(changed);
    },

    availability: (trainerId: number) => availability(trainerId),

    async replaceWeekly(
      actor: AuditActor,
      trainerId: number,
      input: WeeklyHoursFields,
    ): Promise<TrainerAvailability> {
      await trainerOrFail(trainerId);
      const hours = input.hours.map(({ weekday, start_minute, end_minute }) => ({
        weekday,
        start_minute,
        end_minute,
      }));
      await app.db.transaction(async (tx) => {
        await repo.replaceWeekly(trainerId, input.time_zone, hours, tx);
        await app.auditLog.append(
          actor,
          {
            action: 'availability.weekly',
            entity: 'trainer',
            entityId: trainerId,
            after: { time_zone: input.time_zone, hours },
          },
          tx,
        );
      });
      return availability(trainerId, M.hoursSaved);
    },

    async setOverride(
      actor: AuditActor,
      trainerId: number,
      date: string,
      intervals: WallIntervalFields[],
    ): Promise<TrainerAvailability> {
      await trainerOrFail(trainerId);
      const clean = intervals.map(({ start_minute, end_minute }) => ({ start_minute, end_minute }));
      await app.db.transaction(async (tx) => {
        await repo.upsertOverride(trainerId, date, clean, tx);
        await app.auditLog.append(
          actor,
          {
            action: 'availability.override',
            entity: 'trainer',
            entityId: trainerId,
            after: { date, intervals: clean },
          },
          tx,
        );
      });
      return availability(trainerId, M.overrideSaved);
    },

    async removeOverride(actor: AuditActor, trainerId: number, date: string): Promise<TrainerAvailability> {
      await trainerOrFail(trainerId);
      await app.db.transaction(async (tx) => {
        if (await repo.deleteOverride(trainerId, date, tx))
          await app.auditLog.append(
            actor,
            {
              action: 'availability.override',
              entity: 'trainer',
              entityId: trainerId,
              after: { date, intervals: null },
            },
            tx,
          );
      });
      return availability(trainerId, M.overrideRemoved);
    },

    async addTimeOff(
      actor: AuditActor,
      trainerId: number,
      input: TimeOffFields,
    ): Promise<TrainerAvailability> {
      await trainerOrFail(trainerId);
      await app.db.transaction(async (tx) => {
        const row = await repo.insertTimeOff(
          trainerId,
          {
            startsAt: new Date(input.starts_at),
            endsAt: new Date(input.ends_at),
            reason: input.reason,
          },
          tx,
        );
        await app.auditLog.append(
          actor,
          {
            action: 'availability.time-off',
            entity: 'trainer',
            entityId: trainerId,
            after: { id: row.id, starts_at: input.starts_at, ends_at: input.ends_at },
          },
          tx,
        );
      });
      return availability(trainerId, M.timeOffSaved);
    },

    async removeTimeOff(
      actor: AuditActor,
      trainerId: number,
      timeOffId: number,
    ): Promise<TrainerAvailability> {
      await trainerOrFail(trainerId);
      await app.db.transaction(async (tx) => {
        const row = await repo.deleteTimeOff(trainerId, timeOffId, tx);
        if (!row) throw AppError.notFound(M.timeOffNotFound);
        await app.auditLog.append(
          actor,
          {
            action: 'availability.time-off-remove',
            entity: 'trainer',
            entityId: trainerId,
            before: { id: row.id },
          },
          tx,
        );
      });
      return availability(trainerId, M.timeOffRemoved);
    },
  };
}

export type SchedulingAdminService = ReturnType<typeof schedulingAdminService>;

declare module 'fastify' {
  interface FastifyInstance {
    schedulingAdminService: SchedulingAdminService;
  }
}

export default domainPlugin('schedulingAdminService', schedulingAdminService, [
  'availability-repository',
  'trainers-repository',
  'appointment-slots',
  'audit-log',
]);
