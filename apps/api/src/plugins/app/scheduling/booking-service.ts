import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SCHEDULING_MESSAGES as M } from '@vitalia/shared/messages/scheduling';
import { hasPlan } from '@vitalia/shared/permissions';
import { HOLD_MINUTES, type Appointment } from '@vitalia/shared/scheduling';
import {
  allowancePeriod,
  changeDeadline,
  monthName,
  NO_CONSULTATIONS_LEFT,
} from '@vitalia/shared/scheduling-rules';
import { AppError } from '../../../lib/app-error';
import { exclusionViolation, uniqueViolation } from '../../../lib/database-errors';
import { domainPlugin } from '../domain-plugin';
import { planRequired, type Viewer } from '../entitlements/entitlements';
import type { UserRow } from '../users/user-presenter';
import { allowanceOf, usesAllowance } from './allowance';
import { appointmentNotices, REMINDER_QUEUE, type ReminderJob } from './appointment-notices';
import { presentAppointment } from './appointment-presenter';
import { professionalNotices } from './professional-notices';
import { ownAppointment } from './my-appointments-service';
import type { AppointmentRow } from './scheduling-repository';
import { trainersFor, typeFor } from './bookable';
import { assertOffered, blockedOf } from './slots-service';

/**
 * Booking 1:1 appointments (issue 20, ADR 0037): a short hold while she confirms, the booking that the
 * database keeps apart from every other (the EXCLUDE constraint is the last word when two members race), the
 * plan's monthly consultations, and the notice rules for cancelling and rescheduling.
 */
export function appointmentBooking(app: FastifyInstance) {
  const repo = app.schedulingRepository;
  const notices = appointmentNotices(app, app.config.PUBLIC_URL);
  const toProfessional = professionalNotices(app, app.config.PUBLIC_URL);

  return {
    /**
     * Books one slot: 201 with the appointment, or the same appointment again (200) when she repeats the
     * request with the same key. Two members racing for one time: the database lets one commit. A client
     * that sends no key (one written from the spec's call list, issue 42 §16) is answered by what the
     * request means: her confirmed booking with that professional at that start is the same booking.
     */
    async book(
      user: UserRow,
      input: {
        trainer_id: number;
        type_id: number;
        starts_at: string;
        notes?: string;
        idempotency_key?: string;
      },
    ): Promise<{ appointment: Appointment; created: boolean }> {
      const now = Date.now();
      const viewer: Viewer = user;
      const startsAt = new Date(input.starts_at);
      const sameRequest = (row: AppointmentRow) =>
        row.trainerId === input.trainer_id &&
        row.typeId === input.type_id &&
        row.startsAt.getTime() === startsAt.getTime();
      const replay = (row: AppointmentRow) => {
        if (!sameRequest(row)) throw AppError.conflict(M.idempotencyKeyReused);
        return { appointment: presentAppointment(row, now), created: false };
      };

      const key = input.idempotency_key;
      const earlier = key
        ? await repo.findByKey(viewer.id, key)
        : await repo.findConfirmedAt(viewer.id, input.trainer_id, startsAt);
      if (earlier) return replay(earlier);

      const type = await typeFor(app, input.type_id);
      const [trainer] = await trainersFor(app, input.trainer_id, type.id);
      if (!trainer) throw AppError.notFound(M.trainerNotFound);
      const planIncludes = hasPlan({ role: viewer.role, plan: viewer.planType }, type.requiredPlan);
      // Without the plan, only a bought consultation opens it (checked again, locked, in the transaction).
      if (!planIncludes && (await repo.creditsAvailable(viewer.id)) <= 0)
        throw planRequired(type.requiredPlan);
      await assertOffered(app, trainer, type, startsAt, now, { holdOf: viewer.id });

      const times = blockedOf(type, startsAt);
      const paying = usesAllowance(type, viewer);
      const mail = notices.booked(user, trainer, type, await app.settings.get('reminder_lead_hours'));
      const professional = await toProfessional.professionalOf({ trainer });
      let booked: AppointmentRow;
      try {
        // Everything the booking does is in its transaction, the answer's row read too: once it commits,
        // nothing left to fail can tell her it was not booked (issue 43 §3), and her bell is written once.
        booked = await app.db.transaction(async (tx) => {
          await repo.lockMember(viewer.id, tx);
          // The plan's consultations first, then a bought one; her row is locked, so two bookings of hers
          // are counted one after the other.
          let period: string | null = null;
          let creditUsed = false;
          if (paying) {
            // Counted in the month of the appointment: December's consultation may be booked in November.
            const allowance = await allowanceOf(app, tx, viewer, startsAt.getTime());
            if (planIncludes && allowance.planRemaining > 0) period = allowance.period;
            else if (allowance.credits > 0) creditUsed = true;
            else if (!planIncludes) throw planRequired(type.requiredPlan);
            else
              throw AppError.conflict(
                allowance.included > 0
                  ? M.allowanceUsedIn(monthName(allowance.period))
                  : NO_CONSULTATIONS_LEFT,
              );
          }
          // What needs no appointment id comes before the insert: from the insert to the commit, everyone
          // else booking this time waits on it (the slot's exclusion constraint), and a wait past lock_timeout
          // answers them "busy" instead of "taken".
          await repo.releaseHold(viewer.id, tx);
          await app.careRelationships.openForBooking(viewer.id, trainer.id, tx);
          await app.onboardingService.reachMilestone(viewer.id, 'first_appointment', tx);
          const newId = await repo.insert(
            {
              memberId: viewer.id,
              trainerId: trainer.id,
              typeId: type.id,
              ...times,
              notes: input.notes || null,
              idempotencyKey: key ?? `auto-${crypto.randomUUID()}`,
              allowancePeriod: period,
              creditUsed,
            },
            tx,
          );
          await mail.enqueue(tx, { id: newId, ...times, rescheduleCount: 0 });
          const row = await repo.findForMember(newId, viewer.id, tx);
          if (!row) throw AppError.notFound(M.notFound);
          await notices.bookedBell(row, tx);
          await toProfessional.booked(tx, row, user, professional);
          return row;
        });
      } catch (error) {
        if (exclusionViolation(error)) {
          // Her own keyless repeat racing itself: the booking that won is hers, and is the answer.
          const own = key ? undefined : await repo.findConfirmedAt(viewer.id, trainer.id, startsAt);
          if (own) return replay(own);
          // Taken by someone, perhaps on another instance: what this one remembers is stale.
          app.appointmentSlots.invalidate();
          throw AppError.conflict(M.slotTaken);
        }
        if (key && uniqueViolation(error) === 'appointments_member_key_idx') {
          const raced = await repo.findByKey(viewer.id, key);
          if (raced) return replay(raced);
        }
        throw error;
      }
      app.appointmentSlots.invalidate();
      return { appointment: presentAppointment(booked, now), created: true };
    },

    /**
     * Holds a free time for her for a few minutes while she confirms (issue 20): nobody else is offered it
     * or can take it meanwhile. A new hold replaces hers; someone else's live hold on it is a 409.
     */
    async hold(
      user: UserRow,
      input: { trainer_id: number; type_id: number; starts_at: string },
    ): Promise<{ expires_at: string }> {
      const now = Date.now();
      const viewer: Viewer = user;
      const startsAt = new Date(input.starts_at);
      const type = await typeFor(app, input.type_id);
      const [trainer] = await trainersFor(app, input.trainer_id, type.id);
      if (!trainer) throw AppError.notFound(M.trainerNotFound);
      if (
        !hasPlan({ role: viewer.role, plan: viewer.planType }, type.requiredPlan) &&
        (await repo.creditsAvailable(viewer.id)) <= 0
      )
        throw planRequired(type.requiredPlan);
      await assertOffered(app, trainer, type, startsAt, now, { holdOf: viewer.id });
      const times = blockedOf(type, startsAt);
      const expiresAt = new Date(now + HOLD_MINUTES * 60_000);
      try {
        await app.db.transaction((tx) =>
          repo.placeHold(
            {
              memberId: viewer.id,
              trainerId: trainer.id,
              typeId: type.id,
              ...times,
              expiresAt,
            },
            tx,
          ),
        );
      } catch (error) {
        if (exclusionViolation(error)) {
          app.appointmentSlots.invalidate();
          throw AppError.conflict(M.slotTaken);
        }
        throw error;
      }
      app.appointmentSlots.invalidate();
      return { expires_at: expiresAt.toISOString() };
    },

    async releaseHold(user: UserRow): Promise<void> {
      await repo.releaseHold(user.id);
      app.appointmentSlots.invalidate();
    },

    async cancel(user: UserRow, id: number, reason: string | undefined): Promise<Appointment> {
      const now = Date.now();
      const row = await ownAppointment(app, user, id);
      if (row.status === 'cancelled') throw AppError.conflict(M.alreadyCancelled);
      if (row.status !== 'confirmed' || row.startsAt.getTime() <= now) throw AppError.conflict(M.notUpcoming);
      if (now > changeDeadline(row.startsAt.getTime(), row.type.cancelNoticeHours))
        throw AppError.conflict(M.cancelTooLate(row.type.cancelNoticeHours));
      const mail = notices.cancelled(user, row);
      const professional = await toProfessional.professionalOf(row);
      await app.db.transaction(async (tx) => {
        // Within notice, the consultation goes back to her month's allowance.
        const done = await repo.cancel(
          row.id,
          {
            by: 'member',
            reason: reason || null,
            giveBackAllowance: true,
          },
          tx,
        );
        if (!done) throw AppError.conflict(M.alreadyCancelled);
        await mail.enqueue(tx);
        await toProfessional.cancelled(tx, row, user, professional, { role: 'member' }, reason);
      });
      app.appointmentSlots.invalidate();
      return presentAppointment(await ownAppointment(app, user, id), now);
    },

    async reschedule(user: UserRow, id: number, startsAtText: string): Promise<Appointment> {
      const now = Date.now();
      const row = await ownAppointment(app, user, id);
      if (row.status !== 'confirmed' || row.startsAt.getTime() <= now) throw AppError.conflict(M.notUpcoming);
      if (now > changeDeadline(row.startsAt.getTime(), row.type.rescheduleNoticeHours))
        throw AppError.conflict(M.rescheduleTooLate(row.type.rescheduleNoticeHours));
      if (row.rescheduleCount >= row.type.maxReschedules)
        throw AppError.conflict(M.noReschedulesLeft(row.type.maxReschedules));
      const startsAt = new Date(startsAtText);
      await assertOffered(app, row.trainer, row.type, startsAt, now, {
        appointmentId: row.id,
        holdOf: user.id,
      });
      const times = blockedOf(row.type, startsAt);
      const mail = notices.rescheduled(user, row, await app.settings.get('reminder_lead_hours'));
      const professional = await toProfessional.professionalOf(row);
      const moved = {
        startsAt: times.startsAt,
        endsAt: times.endsAt,
        rescheduleCount: row.rescheduleCount + 1,
      };
      try {
        await app.db.transaction(async (tx) => {
          // Moved into another month, the plan's consultation moves with it, if that month has one left.
          let allowanceMove: string | undefined;
          const newPeriod = allowancePeriod(startsAt.getTime());
          if (row.allowancePeriod !== null && row.allowancePeriod !== newPeriod) {
            await repo.lockMember(user.id, tx);
            const there = await allowanceOf(app, tx, user, startsAt.getTime());
            if (there.planRemaining <= 0) throw AppError.conflict(M.allowanceUsedIn(monthName(newPeriod)));
            allowanceMove = newPeriod;
          }
          // The move itself comes last, as a booking's insert does: from it to the commit, whoever books the
          // new time waits on it. What comes before it is rolled back with it if it finds the appointment
          // no longer upcoming.
          await repo.releaseHold(user.id, tx);
          await mail.enqueue(tx, { id: row.id, ...times, rescheduleCount: row.rescheduleCount + 1 });
          await toProfessional.rescheduled(tx, row, moved, user, professional);
          const done = await repo.reschedule(
            row.id,
            row.rescheduleCount,
            { ...times, allowancePeriod: allowanceMove },
            tx,
          );
          if (!done) throw AppError.conflict(M.notUpcoming);
        });
      } catch (error) {
        if (exclusionViolation(error)) {
          app.appointmentSlots.invalidate();
          throw AppError.conflict(M.slotTaken);
        }
        throw error;
      }
      app.appointmentSlots.invalidate();
      return presentAppointment(await ownAppointment(app, user, id), now);
    },
  };
}

export type AppointmentBooking = ReturnType<typeof appointmentBooking>;

declare module 'fastify' {
  interface FastifyInstance {
    appointmentBooking: AppointmentBooking;
  }
}

/** The service, and the reminder queue whose jobs its bookings plan. */
export default domainPlugin(
  'appointmentBooking',
  async (app) => {
    const notices = appointmentNotices(app, app.config.PUBLIC_URL);
    // A reminder is worth retrying for a while; an hour late it is noise, and the admin sees it in Tareas.
    await app.jobs.define<ReminderJob>(
      REMINDER_QUEUE,
      { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 120, batchSize: 5 },
      (job, { id }) => notices.remind(job, id),
    );
    return appointmentBooking(app);
  },
  [
    'scheduling-repository',
    'appointment-slots',
    'users-repository',
    'onboarding-service',
    'care-relationships',
    'settings',
    'mailer',
    'notifier',
    'job-queue',
  ],
);
