import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Temporal } from 'temporal-polyfill';
import { formatLongDateTime } from '@vitalia/shared/dates';
import { SCHEDULING_MESSAGES as M } from '@vitalia/shared/messages/scheduling';
import { hasPlan } from '@vitalia/shared/permissions';
import {
  ADMIN_APPOINTMENTS_PAGE_SIZE,
  HOLD_MINUTES,
  MY_APPOINTMENTS_PAGE_SIZE,
  SLOT_QUERY_MAX_DAYS,
  type AdminAppointment,
  type AdminAppointmentsResponse,
  type AgendaResponse,
  type Allowance,
  type Appointment,
  type AppointmentListResponse,
  type AvailableDaysResponse,
  type AvailableSlotsResponse,
  type BookingOptionsResponse,
  type Slot,
  type ManagedAppointment,
  type TrainerAppointmentsResponse,
} from '@vitalia/shared/scheduling';
import {
  allowancePeriod,
  bookableSentence,
  NO_CONSULTATIONS_LEFT,
  changeDeadline,
  computeSlots,
  dateIn,
  wallClockInstant,
  type SlotRules,
} from '@vitalia/shared/scheduling-rules';
import { AppError } from '../../../lib/app-error';
import { exclusionViolation, uniqueViolation } from '../../../lib/database-errors';
import type { Db } from '../../../db/client';
import type { AuditActor } from '../admin/audit-log';
import { domainPlugin } from '../domain-plugin';
import { planRequired, type Viewer } from '../entitlements/entitlements';
import type { UserRow } from '../users/user-presenter';
import { photoUrlOf } from '../trainers/trainers-repository';
import { appointmentNotices, REMINDER_QUEUE, type ReminderJob } from './appointment-notices';
import type { LinkPurpose } from './appointment-links';
import { slotCache } from './slot-cache';
import type {
  AdminAppointmentRow,
  AppointmentRow,
  AppointmentTypeRow,
  SchedulingRepository,
  TrainerRow,
} from './scheduling-repository';

const DAY_MS = 86_400_000;

function rulesOf(type: AppointmentTypeRow): SlotRules {
  return {
    durationMinutes: type.durationMinutes,
    bufferBeforeMinutes: type.bufferBeforeMinutes,
    bufferAfterMinutes: type.bufferAfterMinutes,
    intervalMinutes: type.slotIntervalMinutes,
    minNoticeMinutes: type.minNoticeMinutes,
    horizonDays: type.horizonDays,
  };
}

/** Staff book no consultations of their own plan: only members' bookings use an allowance. */
const usesAllowance = (type: AppointmentTypeRow, viewer: Viewer) =>
  type.requiredPlan !== 'free' && viewer.role !== 'admin';

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
    location: row.type.location,
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

function presentAdminAppointment(row: AdminAppointmentRow, now: number): AdminAppointment {
  return {
    ...presentAppointment(row, now),
    member: {
      id: row.member.id,
      name: `${row.member.firstName} ${row.member.lastName}`.trim(),
      email: row.member.email,
    },
  };
}

const plainDate = (value: string) => Temporal.PlainDate.from(value);

/** The instant a date of a zone starts (its first existing minute when midnight is skipped). */
const startOfDate = (date: Temporal.PlainDate, timeZone: string) => wallClockInstant(date, 0, timeZone);

/**
 * 1:1 appointments (issue 20, ADR 0037): the free slots of each trainer, bookings that the database keeps
 * apart, the plan's monthly consultations, and the notice rules for cancelling and rescheduling. Slots are
 * computed by one pure function (`computeSlots`); the EXCLUDE constraint is the last word when two members
 * race for the same time.
 */
export function schedulingService(app: FastifyInstance, publicUrl: string) {
  const repo: SchedulingRepository = app.schedulingRepository;
  const notices = appointmentNotices(app, publicUrl);
  const clock = () => Date.now();
  const answers = slotCache<AvailableSlotsResponse | AvailableDaysResponse>({
    ttlMs: 1000,
    maxEntries: 2000,
  });

  // Her home shows her next appointment, and "Agenda tu primera cita" can be started now.
  app.onboardingService.enableSection('first_appointment');
  app.onboardingService.registerUpcoming(async (userId) => {
    const { rows } = await repo.listForMember({
      memberId: userId,
      when: 'upcoming',
      now: new Date(clock()),
      limit: 1,
      offset: 0,
    });
    const next = rows[0];
    if (!next) return null;
    return {
      kind: 'appointment',
      title: `${next.type.name} con ${next.trainer.name}`,
      starts_at: next.startsAt.toISOString(),
      href: `/citas#cita-${next.id}`,
    };
  });

  /** Refuses a query date outside the window anything can be booked in (every scan has a bound). */
  function assertNear(date: Temporal.PlainDate, now: number) {
    const today = Temporal.Instant.fromEpochMilliseconds(now).toZonedDateTimeISO('UTC').toPlainDate();
    const days = Math.abs(today.until(date, { largestUnit: 'days' }).days);
    if (days > SLOT_QUERY_MAX_DAYS) throw AppError.badRequest(M.dateOutOfRange, { date: M.dateOutOfRange });
  }

  async function trainersFor(trainerId?: number): Promise<TrainerRow[]> {
    const bookable = await repo.bookableTrainers();
    if (trainerId === undefined) return bookable;
    const trainer = bookable.find((row) => row.id === trainerId);
    if (!trainer) throw AppError.notFound(M.trainerNotFound);
    return [trainer];
  }

  async function typeFor(typeId?: number): Promise<AppointmentTypeRow> {
    const types = await repo.activeTypes();
    const type = typeId === undefined ? types[0] : types.find((row) => row.id === typeId);
    if (!type) throw AppError.notFound(M.typeNotFound);
    return type;
  }

  /**
   * Free slots of these trainers for one type whose start falls on the viewer's dates [from, to] in her
   * zone. Trainers' own dates are walked one day wider on each side: zones differ by up to a day.
   */
  async function slotsBetween(options: {
    trainers: TrainerRow[];
    type: AppointmentTypeRow;
    from: Temporal.PlainDate;
    to: Temporal.PlainDate;
    timeZone: string;
    now: number;
    excludeAppointmentId?: number;
  }): Promise<Slot[]> {
    const { type, timeZone, now } = options;
    const trainerDates = {
      from: options.from.subtract({ days: 1 }).toString(),
      to: options.to.add({ days: 1 }).toString(),
    };
    const fromInstant = startOfDate(options.from, timeZone);
    const toInstant = startOfDate(options.to.add({ days: 1 }), timeZone);
    const widen = (type.bufferBeforeMinutes + type.bufferAfterMinutes) * 60_000 + DAY_MS;
    const calendars = await repo.calendars(
      options.trainers.map((trainer) => trainer.id),
      trainerDates,
      { from: new Date(fromInstant - widen), to: new Date(toInstant + widen) },
      { excludeAppointmentId: options.excludeAppointmentId },
    );
    const slots: Slot[] = [];
    for (const trainer of options.trainers) {
      const calendar = calendars.get(trainer.id) ?? { weekly: [], overrides: [], busy: [] };
      const computed = computeSlots({
        timeZone: trainer.timeZone,
        weekly: calendar.weekly,
        overrides: calendar.overrides,
        busy: calendar.busy,
        rules: rulesOf(type),
        now,
        ...trainerDates,
      });
      for (const slot of computed) {
        if (slot.start < fromInstant || slot.start >= toInstant) continue;
        slots.push({
          starts_at: new Date(slot.start).toISOString(),
          ends_at: new Date(slot.end).toISOString(),
          trainer_id: trainer.id,
          type_id: type.id,
        });
      }
    }
    return slots.sort((a, b) => a.starts_at.localeCompare(b.starts_at) || a.trainer_id - b.trainer_id);
  }

  /**
   * Refuses a start this trainer does not offer for this type now (one appointment of hers may be left out:
   * the one being moved). One read of her calendar answers both questions: is it free, and if not, was it
   * ever a slot ("someone took it" versus a typed or stale time)?
   */
  async function assertOffered(
    trainer: TrainerRow,
    type: AppointmentTypeRow,
    startsAt: Date,
    now: number,
    /** The appointment being moved, and whose hold is hers (neither keeps her from her own time). */
    exclude: { appointmentId?: number; holdOf?: number } = {},
  ): Promise<void> {
    const date = dateIn(startsAt.getTime(), trainer.timeZone);
    const day = plainDate(date);
    const widen = (type.bufferBeforeMinutes + type.bufferAfterMinutes) * 60_000 + DAY_MS;
    const calendars = await repo.calendars(
      [trainer.id],
      { from: date, to: date },
      {
        from: new Date(startOfDate(day, trainer.timeZone) - widen),
        to: new Date(startOfDate(day.add({ days: 1 }), trainer.timeZone) + widen),
      },
      { excludeAppointmentId: exclude.appointmentId, excludeHoldOf: exclude.holdOf },
    );
    const calendar = calendars.get(trainer.id) ?? { weekly: [], overrides: [], busy: [] };
    const input = {
      ...calendar,
      timeZone: trainer.timeZone,
      rules: rulesOf(type),
      now,
      from: date,
      to: date,
    };
    const at = startsAt.getTime();
    if (computeSlots(input).some((slot) => slot.start === at)) return;
    const offeredIfFree = computeSlots({ ...input, busy: [] }).some((slot) => slot.start === at);
    throw AppError.conflict(offeredIfFree ? M.slotTaken : M.slotNotOffered);
  }

  /** Her plan's consultations this month, and the ones she bought (used after the plan's). */
  async function allowanceOf(
    executor: Db,
    viewer: Viewer,
    now: number,
  ): Promise<Allowance & { planRemaining: number }> {
    const included =
      viewer.role === 'admin' ? 0 : await repo.consultationsPerMonth(executor, viewer.planType);
    const [used, credits] = await Promise.all([
      repo.allowanceUsed(executor, viewer.id, allowancePeriod(now)),
      viewer.role === 'admin' ? 0 : repo.creditsAvailable(executor, viewer.id),
    ]);
    const planRemaining = Math.max(0, included - used);
    return {
      included,
      used,
      credits,
      planRemaining,
      remaining: planRemaining + credits,
      sentence: bookableSentence(planRemaining, credits, included),
    };
  }

  async function ownAppointment(viewer: Viewer, id: number): Promise<AppointmentRow> {
    const row = await repo.findForMember(app.db, id, viewer.id);
    if (!row) throw AppError.notFound(M.notFound);
    return row;
  }

  function blockedOf(type: AppointmentTypeRow, startsAt: Date) {
    const endsAt = new Date(startsAt.getTime() + type.durationMinutes * 60_000);
    return {
      startsAt,
      endsAt,
      blockedStart: new Date(startsAt.getTime() - type.bufferBeforeMinutes * 60_000),
      blockedEnd: new Date(endsAt.getTime() + type.bufferAfterMinutes * 60_000),
    };
  }

  return {
    /** Hours, types or bookings changed on this instance: free slots are computed again. */
    invalidateSlots(): void {
      answers.clear();
    },

    async options(viewer: Viewer): Promise<BookingOptionsResponse> {
      const [trainers, types, allowance] = await Promise.all([
        repo.bookableTrainers(),
        repo.activeTypes(),
        allowanceOf(app.db, viewer, clock()),
      ]);
      return {
        success: true,
        trainers: trainers.map((trainer) => ({
          id: trainer.id,
          name: trainer.name,
          specialization: trainer.specialization,
          photo_url: photoUrlOf(trainer),
          time_zone: trainer.timeZone,
        })),
        types: types.map((type) => ({
          id: type.id,
          name: type.name,
          description: type.description,
          duration_minutes: type.durationMinutes,
          modality: type.modality,
          required_plan: type.requiredPlan,
          cancel_notice_hours: type.cancelNoticeHours,
          reschedule_notice_hours: type.rescheduleNoticeHours,
          max_reschedules: type.maxReschedules,
          // A bought consultation opens a type her plan does not include.
          locked:
            !hasPlan({ role: viewer.role, plan: viewer.planType }, type.requiredPlan) &&
            allowance.credits <= 0,
          uses_allowance: usesAllowance(type, viewer),
        })),
        allowance: {
          included: allowance.included,
          used: allowance.used,
          remaining: allowance.remaining,
          credits: allowance.credits,
          sentence: allowance.sentence,
        },
      };
    },

    async availableSlots(query: {
      date: string;
      trainer_id?: number;
      type_id?: number;
      tz: string;
    }): Promise<AvailableSlotsResponse> {
      const now = clock();
      const date = plainDate(query.date);
      assertNear(date, now);
      const key = `slots|${query.date}|${query.trainer_id ?? ''}|${query.type_id ?? ''}|${query.tz}`;
      return answers.get(key, async () => {
        const [trainers, type] = await Promise.all([trainersFor(query.trainer_id), typeFor(query.type_id)]);
        const slots = await slotsBetween({ trainers, type, from: date, to: date, timeZone: query.tz, now });
        return { success: true, date: query.date, time_zone: query.tz, slots };
      }) as Promise<AvailableSlotsResponse>;
    },

    async availableDays(query: {
      month: string;
      trainer_id?: number;
      type_id?: number;
      tz: string;
    }): Promise<AvailableDaysResponse> {
      const now = clock();
      const first = plainDate(`${query.month}-01`);
      const last = first.add({ months: 1 }).subtract({ days: 1 });
      assertNear(first, now);
      const key = `days|${query.month}|${query.trainer_id ?? ''}|${query.type_id ?? ''}|${query.tz}`;
      return answers.get(key, async () => {
        const [trainers, type] = await Promise.all([trainersFor(query.trainer_id), typeFor(query.type_id)]);
        const slots = await slotsBetween({ trainers, type, from: first, to: last, timeZone: query.tz, now });
        // Which of her dates each slot falls on: the month's day boundaries once, then one search per slot.
        const dates: Temporal.PlainDate[] = [];
        for (let date = first; Temporal.PlainDate.compare(date, last) <= 0; date = date.add({ days: 1 }))
          dates.push(date);
        const starts = dates.map((date) => startOfDate(date, query.tz));
        const days = new Set<string>();
        for (const slot of slots) {
          const at = Date.parse(slot.starts_at);
          let low = 0;
          let high = starts.length;
          while (low < high) {
            const middle = (low + high) >>> 1;
            if ((starts[middle] ?? Infinity) <= at) low = middle + 1;
            else high = middle;
          }
          const date = dates[low - 1];
          if (date) days.add(date.toString());
        }
        return { success: true, month: query.month, time_zone: query.tz, days: [...days].sort() };
      }) as Promise<AvailableDaysResponse>;
    },

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
      const now = clock();
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
        ? await repo.findByKey(app.db, viewer.id, key)
        : await repo.findConfirmedAt(app.db, viewer.id, input.trainer_id, startsAt);
      if (earlier) return replay(earlier);

      const [[trainer], type] = await Promise.all([trainersFor(input.trainer_id), typeFor(input.type_id)]);
      if (!trainer) throw AppError.notFound(M.trainerNotFound);
      const planIncludes = hasPlan({ role: viewer.role, plan: viewer.planType }, type.requiredPlan);
      // Without the plan, only a bought consultation opens it (checked again, locked, in the transaction).
      if (!planIncludes && (await repo.creditsAvailable(app.db, viewer.id)) <= 0)
        throw planRequired(type.requiredPlan);
      await assertOffered(trainer, type, startsAt, now, { holdOf: viewer.id });

      const times = blockedOf(type, startsAt);
      const paying = usesAllowance(type, viewer);
      const mail = notices.booked(user, trainer, type, await app.settings.get('reminder_lead_hours'));
      let booked: AppointmentRow;
      try {
        // Everything the booking does is in its transaction, the answer's row read too: once it commits,
        // nothing left to fail can tell her it was not booked (issue 43 §3), and her bell is written once.
        booked = await app.db.transaction(async (tx) => {
          await repo.lockMember(tx, viewer.id);
          // The plan's consultations first, then a bought one; her row is locked, so two bookings of hers
          // are counted one after the other.
          let period: string | null = null;
          let creditUsed = false;
          if (paying) {
            const allowance = await allowanceOf(tx, viewer, now);
            if (planIncludes && allowance.planRemaining > 0) period = allowancePeriod(now);
            else if (allowance.credits > 0) creditUsed = true;
            else if (!planIncludes) throw planRequired(type.requiredPlan);
            else throw AppError.conflict(allowance.included > 0 ? M.allowanceUsed : NO_CONSULTATIONS_LEFT);
          }
          const newId = await repo.insert(tx, {
            memberId: viewer.id,
            trainerId: trainer.id,
            typeId: type.id,
            ...times,
            notes: input.notes || null,
            idempotencyKey: key ?? `auto-${crypto.randomUUID()}`,
            allowancePeriod: period,
            creditUsed,
          });
          // Booked: her hold on the time has done its job.
          await repo.releaseHold(tx, viewer.id);
          await mail.enqueue(tx, { id: newId, ...times, rescheduleCount: 0 });
          const row = await repo.findForMember(tx, newId, viewer.id);
          if (!row) throw AppError.notFound(M.notFound);
          await notices.bookedBell(row, tx);
          await app.onboardingService.reachMilestone(viewer.id, 'first_appointment', tx);
          return row;
        });
      } catch (error) {
        if (exclusionViolation(error)) {
          // Her own keyless repeat racing itself: the booking that won is hers, and is the answer.
          const own = key ? undefined : await repo.findConfirmedAt(app.db, viewer.id, trainer.id, startsAt);
          if (own) return replay(own);
          // Taken by someone, perhaps on another instance: what this one remembers is stale.
          answers.clear();
          throw AppError.conflict(M.slotTaken);
        }
        if (key && uniqueViolation(error) === 'appointments_member_key_idx') {
          const raced = await repo.findByKey(app.db, viewer.id, key);
          if (raced) return replay(raced);
        }
        throw error;
      }
      answers.clear();
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
      const now = clock();
      const viewer: Viewer = user;
      const startsAt = new Date(input.starts_at);
      const [[trainer], type] = await Promise.all([trainersFor(input.trainer_id), typeFor(input.type_id)]);
      if (!trainer) throw AppError.notFound(M.trainerNotFound);
      if (
        !hasPlan({ role: viewer.role, plan: viewer.planType }, type.requiredPlan) &&
        (await repo.creditsAvailable(app.db, viewer.id)) <= 0
      )
        throw planRequired(type.requiredPlan);
      await assertOffered(trainer, type, startsAt, now, { holdOf: viewer.id });
      const times = blockedOf(type, startsAt);
      const expiresAt = new Date(now + HOLD_MINUTES * 60_000);
      try {
        await app.db.transaction((tx) =>
          repo.placeHold(tx, {
            memberId: viewer.id,
            trainerId: trainer.id,
            typeId: type.id,
            ...times,
            expiresAt,
          }),
        );
      } catch (error) {
        if (exclusionViolation(error)) {
          answers.clear();
          throw AppError.conflict(M.slotTaken);
        }
        throw error;
      }
      answers.clear();
      return { expires_at: expiresAt.toISOString() };
    },

    async releaseHold(user: UserRow): Promise<void> {
      await repo.releaseHold(app.db, user.id);
      answers.clear();
    },

    async mine(
      viewer: Viewer,
      query: { when: 'upcoming' | 'past'; page: number },
    ): Promise<AppointmentListResponse> {
      const now = clock();
      const { rows, total } = await repo.listForMember({
        memberId: viewer.id,
        when: query.when,
        now: new Date(now),
        limit: MY_APPOINTMENTS_PAGE_SIZE,
        offset: (query.page - 1) * MY_APPOINTMENTS_PAGE_SIZE,
      });
      return {
        success: true,
        appointments: rows.map((row) => presentAppointment(row, now)),
        total,
        page: query.page,
        per_page: MY_APPOINTMENTS_PAGE_SIZE,
      };
    },

    async one(viewer: Viewer, id: number): Promise<Appointment> {
      return presentAppointment(await ownAppointment(viewer, id), clock());
    },

    /** Her own upcoming appointment as an .ics file (stable UID, SEQUENCE = reschedules). */
    async calendarFile(viewer: Viewer, id: number): Promise<string> {
      return notices.calendarFile(await ownAppointment(viewer, id));
    },

    async cancel(user: UserRow, id: number, reason: string | undefined): Promise<Appointment> {
      const now = clock();
      const row = await ownAppointment(user, id);
      if (row.status === 'cancelled') throw AppError.conflict(M.alreadyCancelled);
      if (row.status !== 'confirmed' || row.startsAt.getTime() <= now) throw AppError.conflict(M.notUpcoming);
      if (now > changeDeadline(row.startsAt.getTime(), row.type.cancelNoticeHours))
        throw AppError.conflict(M.cancelTooLate(row.type.cancelNoticeHours));
      const mail = notices.cancelled(user, row);
      await app.db.transaction(async (tx) => {
        // Within notice, the consultation goes back to her month's allowance.
        const done = await repo.cancel(tx, row.id, {
          by: 'member',
          reason: reason || null,
          giveBackAllowance: true,
        });
        if (!done) throw AppError.conflict(M.alreadyCancelled);
        await mail.enqueue(tx);
      });
      answers.clear();
      const after = await ownAppointment(user, id);
      await notices.cancelledBell(after);
      return presentAppointment(after, now);
    },

    /**
     * The appointment an e-mailed link names, if the link is intact, unexpired, of its current version and
     * (when `purpose` is given) made for that purpose; anything else is the same 404.
     */
    async linked(
      token: string,
      purpose?: LinkPurpose,
    ): Promise<{ row: AppointmentRow; member: UserRow; purpose: LinkPurpose }> {
      const claim = app.appointmentLinks.verify(token, clock());
      const row = claim ? await repo.findById(claim.id) : undefined;
      const member = row ? await app.usersRepository.findById(row.memberId) : undefined;
      if (!claim || !row || !member || row.rescheduleCount !== claim.version)
        throw AppError.notFound(M.linkInvalid);
      if (purpose && claim.purpose !== purpose) throw AppError.notFound(M.linkInvalid);
      return { row, member, purpose: claim.purpose };
    },

    async presentLinkedById(id: number, member: UserRow, purpose: LinkPurpose): Promise<ManagedAppointment> {
      const row = await repo.findById(id);
      if (!row) throw AppError.notFound(M.linkInvalid);
      return this.presentLinked(row, member, purpose);
    },

    presentLinked(row: AppointmentRow, member: UserRow, purpose: LinkPurpose): ManagedAppointment {
      const shown = presentAppointment(row, clock());
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
    },

    async reschedule(user: UserRow, id: number, startsAtText: string): Promise<Appointment> {
      const now = clock();
      const row = await ownAppointment(user, id);
      if (row.status !== 'confirmed' || row.startsAt.getTime() <= now) throw AppError.conflict(M.notUpcoming);
      if (now > changeDeadline(row.startsAt.getTime(), row.type.rescheduleNoticeHours))
        throw AppError.conflict(M.rescheduleTooLate(row.type.rescheduleNoticeHours));
      if (row.rescheduleCount >= row.type.maxReschedules)
        throw AppError.conflict(M.noReschedulesLeft(row.type.maxReschedules));
      const startsAt = new Date(startsAtText);
      await assertOffered(row.trainer, row.type, startsAt, now, { appointmentId: row.id, holdOf: user.id });
      const times = blockedOf(row.type, startsAt);
      const mail = notices.rescheduled(user, row, await app.settings.get('reminder_lead_hours'));
      try {
        await app.db.transaction(async (tx) => {
          const done = await repo.reschedule(tx, row.id, row.rescheduleCount, times);
          if (!done) throw AppError.conflict(M.notUpcoming);
          await repo.releaseHold(tx, user.id);
          await mail.enqueue(tx, { id: row.id, ...times, rescheduleCount: row.rescheduleCount + 1 });
        });
      } catch (error) {
        if (exclusionViolation(error)) {
          answers.clear();
          throw AppError.conflict(M.slotTaken);
        }
        throw error;
      }
      answers.clear();
      return presentAppointment(await ownAppointment(user, id), now);
    },

    /** `GET /agenda`: what she has coming, soonest first (appointments today; classes join them later). */
    async agenda(viewer: Viewer): Promise<AgendaResponse> {
      const now = clock();
      const { rows } = await repo.listForMember({
        memberId: viewer.id,
        when: 'upcoming',
        now: new Date(now),
        limit: MY_APPOINTMENTS_PAGE_SIZE,
        offset: 0,
      });
      return {
        success: true,
        items: rows.map((row) => ({
          kind: 'appointment' as const,
          id: row.id,
          title: row.type.name,
          subtitle: `Con ${row.trainer.name} · ${formatLongDateTime(row.startsAt)}`,
          starts_at: row.startsAt.toISOString(),
          ends_at: row.endsAt.toISOString(),
          href: `/citas#cita-${row.id}`,
        })),
      };
    },

    /** `/trainer/classes`: a professional's own appointments, with each member's name. */
    async forTrainer(
      user: UserRow,
      query: { when: 'upcoming' | 'past'; page: number },
    ): Promise<TrainerAppointmentsResponse> {
      const now = clock();
      const { rows, total } = await repo.listForTrainerUser({
        userId: user.id,
        when: query.when,
        now: new Date(now),
        limit: MY_APPOINTMENTS_PAGE_SIZE,
        offset: (query.page - 1) * MY_APPOINTMENTS_PAGE_SIZE,
      });
      return {
        success: true,
        appointments: rows.map((row) => ({
          ...presentAppointment(row, now),
          member: { id: row.member.id, name: `${row.member.firstName} ${row.member.lastName}`.trim() },
        })),
        total,
        page: query.page,
        per_page: MY_APPOINTMENTS_PAGE_SIZE,
      };
    },

    /**
     * Staff record what happened: realizada or no asistió once it has started (and may correct one into the
     * other), or cancel one not yet over, which gives the consultation back to her month and tells her.
     * A professional acts on her own appointments only (anyone else's answers 404).
     */
    async staffSetStatus(
      staff: { user: UserRow; actor: AuditActor; scope: 'admin' | 'trainer' },
      id: number,
      input: { status: 'completed' | 'no_show' | 'cancelled'; reason?: string },
    ): Promise<AdminAppointment> {
      const now = clock();
      const row = await repo.findForStaff(id, staff.scope === 'trainer' ? staff.user.id : undefined);
      if (!row) throw AppError.notFound(M.notFound);
      if (row.status === 'cancelled') throw AppError.conflict(M.cancelledIsFinal);
      const by = staff.scope === 'admin' ? 'admin' : 'trainer';
      const audit = (tx: Db) =>
        app.auditLog.append(
          staff.actor,
          {
            action: 'appointment.status',
            entity: 'appointment',
            entityId: id,
            subjectUserId: row.memberId,
            before: { status: row.status },
            after: { status: input.status, reason: input.reason ?? null },
          },
          tx,
        );
      if (input.status === 'cancelled') {
        if (row.endsAt.getTime() <= now) throw AppError.conflict(M.alreadyOver);
        const member = await app.usersRepository.findById(row.memberId);
        await app.db.transaction(async (tx) => {
          const done = await repo.cancel(tx, id, {
            by,
            reason: input.reason || null,
            giveBackAllowance: true,
          });
          if (!done) throw AppError.conflict(M.alreadyCancelled);
          if (member) await notices.cancelled(member, row).enqueue(tx);
          await app.notifier.notify(
            [row.memberId],
            {
              title: 'Cancelamos tu cita',
              message: `${row.type.name} con ${row.trainer.name}, ${formatLongDateTime(row.startsAt)}.${input.reason ? ` Motivo: ${input.reason}` : ''}`,
              actionUrl: `/citas#cita-${id}`,
            },
            tx,
          );
          await audit(tx);
        });
        answers.clear();
      } else {
        if (row.startsAt.getTime() > now) throw AppError.conflict(M.notStartedYet);
        await app.db.transaction(async (tx) => {
          if (!(await repo.markOutcome(tx, id, input.status as 'completed' | 'no_show')))
            throw AppError.conflict(M.cancelledIsFinal);
          await audit(tx);
        });
      }
      const after = await repo.findForStaff(id);
      if (!after) throw AppError.notFound(M.notFound);
      return presentAdminAppointment(after, now);
    },

    async adminList(query: {
      status?: Appointment['status'];
      trainer_id?: number;
      from?: string;
      to?: string;
      page: number;
    }): Promise<AdminAppointmentsResponse> {
      const now = clock();
      const zone = 'America/Santiago';
      const { rows, total } = await repo.listForAdmin({
        status: query.status,
        trainerId: query.trainer_id,
        from: query.from ? new Date(startOfDate(plainDate(query.from), zone)) : undefined,
        to: query.to ? new Date(startOfDate(plainDate(query.to).add({ days: 1 }), zone)) : undefined,
        limit: ADMIN_APPOINTMENTS_PAGE_SIZE,
        offset: (query.page - 1) * ADMIN_APPOINTMENTS_PAGE_SIZE,
      });
      return {
        success: true,
        appointments: rows.map((row) => presentAdminAppointment(row, now)),
        total,
        page: query.page,
        per_page: ADMIN_APPOINTMENTS_PAGE_SIZE,
      };
    },
  };
}

export type SchedulingService = ReturnType<typeof schedulingService>;

declare module 'fastify' {
  interface FastifyInstance {
    schedulingService: SchedulingService;
  }
}

/** The service, and the reminder queue whose jobs its bookings plan. */
export default domainPlugin(
  'schedulingService',
  async (app) => {
    const publicUrl = app.config.PUBLIC_URL;
    const notices = appointmentNotices(app, publicUrl);
    // A reminder is worth retrying for a while; an hour late it is noise, and the admin sees it in Tareas.
    await app.jobs.define<ReminderJob>(
      REMINDER_QUEUE,
      { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 120, batchSize: 5 },
      (job, { id }) => notices.remind(job, id),
    );
    return schedulingService(app, publicUrl);
  },
  [
    'scheduling-repository',
    'users-repository',
    'onboarding-service',
    'mailer',
    'notifier',
    'job-queue',
    'audit-log',
  ],
);
