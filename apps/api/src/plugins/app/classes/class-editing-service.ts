import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Temporal } from 'temporal-polyfill';
import { CLASS_MESSAGES as M } from '@vitalia/shared/messages/classes';
import type { z } from 'zod';
import type {
  CreateClassResponse,
  CreateClassSchema,
  LiveClass,
  UpdateClassSchema,
} from '@vitalia/shared/classes';
import { SERIES_MAX_DAYS, SERIES_MAX_SESSIONS, seriesStarts, wallClockOf } from '@vitalia/shared/class-rules';
import { AppError } from '../../../lib/app-error';
import { exclusionViolation } from '../../../lib/database-errors';
import type { Db } from '../../../db/client';
import type { AuditActor } from '../../../lib/audit-actor';
import { domainPlugin } from '../domain-plugin';
import { slugOf } from '../../../lib/free-slug';
import type { UserRow } from '../users/user-presenter';
import { classNotices, type ClassNotices } from './class-notices';
import { presentOne } from './class-listings-service';
import type { ClassRow, NewClass } from './classes-repository';
import { promote } from './seats-service';

const MINUTE_MS = 60_000;

/**
 * Cancels one scheduled session and tells everyone who had a place in it (mail with the invitation's
 * CANCEL, and a bell); null when it was not scheduled any more.
 */
async function cancelSession(
  app: FastifyInstance,
  notices: ClassNotices,
  tx: Db,
  row: ClassRow,
  reason: string | undefined,
) {
  const places = await app.classesRepository.cancelClass(row.id, reason || null, tx);
  if (places && places.length > 0)
    await notices.cancelled(
      tx,
      places.map((place) => place.memberId),
      row,
      reason || null,
    );
  return places;
}

async function trainerFor(app: FastifyInstance, id: number) {
  const trainer = await app.trainersRepository.findById(id);
  if (!trainer || !trainer.isActive)
    throw AppError.badRequest(M.trainerNotFound, { trainer_id: M.trainerNotFound });
  return trainer;
}

/** Refuses a time the trainer is not free: another class of hers, or a confirmed appointment. */
async function assertTrainerFree(
  app: FastifyInstance,
  trainerId: number,
  startsAt: Date,
  minutes: number,
  exceptId?: number,
) {
  const repo = app.classesRepository;
  const end = new Date(startsAt.getTime() + minutes * MINUTE_MS);
  const clash = await repo.classOverlapping(trainerId, startsAt, end, exceptId);
  if (clash) throw AppError.conflict(M.trainerBusyClass(clash.title));
  if (await repo.appointmentOverlapping(trainerId, startsAt, end))
    throw AppError.conflict(M.trainerBusyAppointment);
}

const slugFor = (title: string) => `${slugOf(title) || 'clase'}-${crypto.randomBytes(4).toString('hex')}`;

/**
 * The admin's classes and series (issue 20, ADR 0038), with the database keeping a trainer out of two classes
 * at once: creating one or a weekly series, editing a session (its members told when it moves), cancelling.
 */
export function classEditing(app: FastifyInstance) {
  const repo = app.classesRepository;
  const notices = classNotices(app, app.config.PUBLIC_URL);

  return {
    /** One class, or a weekly series of sessions at the same wall-clock time in the trainer's zone. */
    async create(
      viewer: UserRow,
      actor: AuditActor,
      input: z.output<typeof CreateClassSchema>,
    ): Promise<CreateClassResponse> {
      const now = Date.now();
      const trainer = await trainerFor(app, input.trainer_id);
      const first = new Date(input.starts_at);
      if (first.getTime() <= now) throw AppError.badRequest(M.startsInPast, { starts_at: M.startsInPast });
      let starts = [first.getTime()];
      let series: { weekdays: number[]; startMinute: number; timeZone: string; untilDate: string } | null =
        null;
      if (input.repeat) {
        const wall = wallClockOf(first.getTime(), trainer.timeZone);
        const span = Temporal.PlainDate.from(wall.date).until(
          Temporal.PlainDate.from(input.repeat.until),
        ).days;
        if (span < 0 || span > SERIES_MAX_DAYS)
          throw AppError.badRequest(M.untilInvalid, { 'repeat.until': M.untilInvalid });
        series = {
          weekdays: [...input.repeat.weekdays].sort(),
          startMinute: wall.minute,
          timeZone: trainer.timeZone,
          untilDate: input.repeat.until,
        };
        starts = seriesStarts({ firstDate: wall.date, ...series, untilDate: input.repeat.until });
        if (starts.length > SERIES_MAX_SESSIONS)
          throw AppError.badRequest(M.tooManySessions, { 'repeat.until': M.tooManySessions });
      }
      for (const start of starts)
        await assertTrainerFree(app, trainer.id, new Date(start), input.duration_minutes);
      let ids: number[];
      try {
        ids = await app.db.transaction(async (tx) => {
          const seriesId = series ? await repo.createSeries(series, tx) : null;
          const rows: NewClass[] = starts.map((start) => ({
            kind: input.kind,
            title: input.title,
            description: input.description,
            trainerId: trainer.id,
            startsAt: new Date(start),
            durationMinutes: input.duration_minutes,
            capacity: input.capacity,
            level: input.level,
            requiredPlan: input.required_plan,
            meetingUrl: input.meeting_url ?? null,
            seriesId,
            slug: slugFor(input.title),
          }));
          const inserted = await repo.insertClasses(rows, tx);
          await app.auditLog.append(
            actor,
            {
              action: 'class.create',
              entity: 'live-class',
              entityId: inserted[0],
              after: { title: input.title, sessions: inserted.length, starts_at: input.starts_at },
            },
            tx,
          );
          return inserted;
        });
      } catch (error) {
        if (exclusionViolation(error)) throw AppError.conflict(M.trainerBusyClass(input.title));
        throw error;
      }
      app.appointmentSlots.invalidate();
      const classes = await Promise.all(ids.map((id) => presentOne(app, id, viewer)));
      return {
        success: true,
        message: ids.length > 1 ? M.seriesCreated(ids.length) : M.created,
        classes,
      };
    },

    /**
     * Edits one session. Moving it keeps every seat, tells the members and plans their reminders anew;
     * more capacity offers the new seats to the waitlist at once; less than the seats taken is refused.
     */
    async update(
      viewer: UserRow,
      actor: AuditActor,
      id: number,
      input: z.output<typeof UpdateClassSchema>,
    ): Promise<LiveClass> {
      const now = Date.now();
      const row = await repo.findById(id);
      if (!row) throw AppError.notFound(M.notFound);
      if (row.status === 'cancelled') throw AppError.conflict(M.alreadyCancelled);
      if (row.startsAt.getTime() <= now) throw AppError.conflict(M.startedCannotEdit);
      const trainerId = input.trainer_id ?? row.trainerId;
      if (input.trainer_id !== undefined) await trainerFor(app, input.trainer_id);
      const startsAt = input.starts_at ? new Date(input.starts_at) : row.startsAt;
      if (startsAt.getTime() <= now) throw AppError.badRequest(M.startsInPast, { starts_at: M.startsInPast });
      const durationMinutes = input.duration_minutes ?? row.durationMinutes;
      if (input.capacity !== undefined && input.capacity < row.seatsTaken)
        throw AppError.conflict(M.capacityBelowSeats(row.seatsTaken), {
          capacity: M.capacityBelowSeats(row.seatsTaken),
        });
      const moved = startsAt.getTime() !== row.startsAt.getTime() || durationMinutes !== row.durationMinutes;
      const leadHours = await app.settings.get('reminder_lead_hours');
      if (trainerId && (moved || trainerId !== row.trainerId))
        await assertTrainerFree(app, trainerId, startsAt, durationMinutes, id);
      try {
        await app.db.transaction(async (tx) => {
          await repo.update(
            id,
            {
              ...(input.kind ? { kind: input.kind } : {}),
              ...(input.title ? { title: input.title } : {}),
              ...(input.description !== undefined ? { description: input.description } : {}),
              ...(input.trainer_id ? { trainerId: input.trainer_id } : {}),
              ...(input.capacity !== undefined ? { capacity: input.capacity } : {}),
              ...(input.level ? { level: input.level } : {}),
              ...(input.required_plan ? { requiredPlan: input.required_plan } : {}),
              ...(input.meeting_url !== undefined ? { meetingUrl: input.meeting_url } : {}),
              startsAt,
              durationMinutes,
            },
            { startsAt, durationMinutes },
            tx,
          );
          if (moved) {
            const after = await repo.findById(id, tx);
            const holders = await repo.seatHolders(id, tx);
            if (after && holders.length > 0) {
              await notices.moved(
                tx,
                holders.map((holder) => holder.memberId),
                row.startsAt,
                after,
              );
              for (const holder of holders)
                if (holder.status === 'registered')
                  await notices.planReminders(tx, holder.id, startsAt, leadHours);
            }
          }
          if (input.capacity !== undefined && input.capacity > row.capacity)
            await promote(app, notices, tx, id, now);
          await app.auditLog.append(
            actor,
            { action: 'class.update', entity: 'live-class', entityId: id, after: input },
            tx,
          );
        });
      } catch (error) {
        if (exclusionViolation(error)) throw AppError.conflict(M.trainerBusyClass(row.title));
        throw error;
      }
      app.appointmentSlots.invalidate();
      return presentOne(app, id, viewer);
    },

    async cancel(
      viewer: UserRow,
      actor: AuditActor,
      id: number,
      reason: string | undefined,
    ): Promise<LiveClass> {
      const row = await repo.findById(id);
      if (!row) throw AppError.notFound(M.notFound);
      await app.db.transaction(async (tx) => {
        const places = await cancelSession(app, notices, tx, row, reason);
        if (!places) throw AppError.conflict(M.alreadyCancelled);
        await app.auditLog.append(
          actor,
          {
            action: 'class.cancel',
            entity: 'live-class',
            entityId: id,
            after: { members: places.length, reason },
          },
          tx,
        );
      });
      app.appointmentSlots.invalidate();
      return presentOne(app, id, viewer);
    },

    /**
     * Cancels every session of a weekly series still to come (a coach stops the class): each as a single
     * cancellation would (its members told, with an invitation's CANCEL), in one transaction, audited once.
     */
    async cancelSeries(
      actor: AuditActor,
      seriesId: number,
      reason: string | undefined,
    ): Promise<{ cancelled: number }> {
      const now = new Date(Date.now());
      const sessions = await repo.upcomingOfSeries(seriesId, now);
      if (sessions.length === 0) throw AppError.notFound(M.seriesNotFound);
      const cancelled = await app.db.transaction(async (tx) => {
        let count = 0;
        for (const row of sessions) {
          if (await cancelSession(app, notices, tx, row, reason)) count += 1;
        }
        await app.auditLog.append(
          actor,
          {
            action: 'class.cancel-series',
            entity: 'class-series',
            entityId: seriesId,
            after: { sessions: count, reason },
          },
          tx,
        );
        return count;
      });
      app.appointmentSlots.invalidate();
      return { cancelled };
    },
  };
}

export type ClassEditing = ReturnType<typeof classEditing>;

declare module 'fastify' {
  interface FastifyInstance {
    classEditing: ClassEditing;
  }
}

export default domainPlugin('classEditing', classEditing, [
  'classes-repository',
  'class-seats',
  'appointment-slots',
  'trainers-repository',
  'settings',
  'audit-log',
]);
