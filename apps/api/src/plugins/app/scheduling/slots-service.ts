import type { FastifyInstance } from 'fastify';
import { trainersFor, typeFor } from './bookable';
import { Temporal } from 'temporal-polyfill';
import { SCHEDULING_MESSAGES as M } from '@vitalia/shared/messages/scheduling';
import { hasPlan } from '@vitalia/shared/permissions';
import {
  SLOT_QUERY_MAX_DAYS,
  type AvailableDaysResponse,
  type AvailableSlotsResponse,
  type BookingOptionsResponse,
  type Slot,
} from '@vitalia/shared/scheduling';
import { computeSlots, dateIn, wallClockInstant, type SlotRules } from '@vitalia/shared/scheduling-rules';
import { AppError } from '../../../lib/app-error';
import { domainPlugin } from '../domain-plugin';
import type { Viewer } from '../entitlements/entitlements';
import { photoUrlOf } from '../trainers/trainer-presenter';
import { allowanceOf, usesAllowance } from './allowance';
import { slotCache } from './slot-cache';
import type { AppointmentTypeRow, TrainerRow } from './scheduling-repository';

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

export const plainDate = (value: string) => Temporal.PlainDate.from(value);

/** The instant a date of a zone starts (its first existing minute when midnight is skipped). */
export const startOfDate = (date: Temporal.PlainDate, timeZone: string) =>
  wallClockInstant(date, 0, timeZone);

/** Refuses a query date outside the window anything can be booked in (every scan has a bound). */
export function assertNear(date: Temporal.PlainDate, now: number) {
  const today = Temporal.Instant.fromEpochMilliseconds(now).toZonedDateTimeISO('UTC').toPlainDate();
  const days = Math.abs(today.until(date, { largestUnit: 'days' }).days);
  if (days > SLOT_QUERY_MAX_DAYS) throw AppError.badRequest(M.dateOutOfRange, { date: M.dateOutOfRange });
}

/**
 * Free slots of these trainers for one type whose start falls on the viewer's dates [from, to] in her
 * zone. Trainers' own dates are walked one day wider on each side: zones differ by up to a day.
 */
async function slotsBetween(
  app: FastifyInstance,
  options: {
    trainers: TrainerRow[];
    type: AppointmentTypeRow;
    from: Temporal.PlainDate;
    to: Temporal.PlainDate;
    timeZone: string;
    now: number;
    excludeAppointmentId?: number;
  },
): Promise<Slot[]> {
  const { type, timeZone, now } = options;
  const trainerDates = {
    from: options.from.subtract({ days: 1 }).toString(),
    to: options.to.add({ days: 1 }).toString(),
  };
  const fromInstant = startOfDate(options.from, timeZone);
  const toInstant = startOfDate(options.to.add({ days: 1 }), timeZone);
  const widen = (type.bufferBeforeMinutes + type.bufferAfterMinutes) * 60_000 + DAY_MS;
  const calendars = await app.schedulingRepository.calendars(
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
export async function assertOffered(
  app: FastifyInstance,
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
  const calendars = await app.schedulingRepository.calendars(
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

/** The times an appointment of this type starting then blocks: itself and its buffers. */
export function blockedOf(type: AppointmentTypeRow, startsAt: Date) {
  const endsAt = new Date(startsAt.getTime() + type.durationMinutes * 60_000);
  return {
    startsAt,
    endsAt,
    blockedStart: new Date(startsAt.getTime() - type.bufferBeforeMinutes * 60_000),
    blockedEnd: new Date(endsAt.getTime() + type.bufferAfterMinutes * 60_000),
  };
}

/**
 * Free times for 1:1 appointments (issue 20, ADR 0037): computed by one pure function (`computeSlots`) from each
 * professional's hours and what already blocks her, and remembered for a second per instance (a booking,
 * a hold or a change of hours forgets them).
 */
export function appointmentSlots(app: FastifyInstance) {
  const repo = app.schedulingRepository;
  const answers = slotCache<AvailableSlotsResponse | AvailableDaysResponse>({
    ttlMs: 1000,
    maxEntries: 2000,
  });

  /** The free times of a day, the same for everyone: computed once per key and kept until a change. */
  const sharedSlots = async (query: {
    date: string;
    trainer_id?: number;
    type_id?: number;
    tz: string;
  }): Promise<AvailableSlotsResponse> => {
    const now = Date.now();
    const date = plainDate(query.date);
    assertNear(date, now);
    const key = `slots|${query.date}|${query.trainer_id ?? ''}|${query.type_id ?? ''}|${query.tz}`;
    return answers.get(key, async () => {
      const type = await typeFor(app, query.type_id);
      const trainers = await trainersFor(app, query.trainer_id, type.id);
      const slots = await slotsBetween(app, {
        trainers,
        type,
        from: date,
        to: date,
        timeZone: query.tz,
        now,
      });
      return { success: true, date: query.date, time_zone: query.tz, slots };
    }) as Promise<AvailableSlotsResponse>;
  };

  return {
    /** Hours, types or bookings changed on this instance: free slots are computed again. */
    invalidate(): void {
      answers.clear();
    },

    async options(viewer: Viewer): Promise<BookingOptionsResponse> {
      const [trainers, types, allowance, services] = await Promise.all([
        repo.bookableTrainers(),
        repo.activeTypes(),
        allowanceOf(app, app.db, viewer, Date.now()),
        repo.servicesOf(),
      ]);
      return {
        success: true,
        trainers: trainers.map((trainer) => ({
          id: trainer.id,
          name: trainer.name,
          specialization: trainer.specialization,
          photo_url: photoUrlOf(trainer),
          time_zone: trainer.timeZone,
          type_ids: services.get(trainer.id) ?? null,
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
          next_month_remaining: allowance.next_month_remaining,
        },
      };
    },

    /**
     * The free times of a day for everyone (shared, cached), plus, for `viewerId`, the time she holds right
     * now: her own hold never hides a slot from her (issue 45 §6), though it hides it from everyone else.
     */
    async availableSlots(
      query: {
        date: string;
        trainer_id?: number;
        type_id?: number;
        tz: string;
      },
      viewerId?: number,
    ): Promise<AvailableSlotsResponse> {
      const shared = await sharedSlots(query);
      const hold = viewerId === undefined ? undefined : await repo.activeHoldOf(viewerId);
      if (!hold) return shared;
      const type = await typeFor(app, query.type_id);
      const startsAt = hold.startsAt.toISOString();
      const mine =
        hold.typeId === type.id &&
        (query.trainer_id === undefined || query.trainer_id === hold.trainerId) &&
        dateIn(hold.startsAt.getTime(), query.tz) === query.date &&
        !shared.slots.some((slot) => slot.starts_at === startsAt && slot.trainer_id === hold.trainerId);
      if (!mine) return shared;
      const own = {
        starts_at: startsAt,
        ends_at: new Date(hold.startsAt.getTime() + type.durationMinutes * 60_000).toISOString(),
        trainer_id: hold.trainerId,
        type_id: type.id,
      };
      const slots = [...shared.slots, own].sort(
        (a, b) => a.starts_at.localeCompare(b.starts_at) || a.trainer_id - b.trainer_id,
      );
      return { ...shared, slots };
    },

    async availableDays(query: {
      month: string;
      trainer_id?: number;
      type_id?: number;
      tz: string;
    }): Promise<AvailableDaysResponse> {
      const now = Date.now();
      const first = plainDate(`${query.month}-01`);
      const last = first.add({ months: 1 }).subtract({ days: 1 });
      assertNear(first, now);
      const key = `days|${query.month}|${query.trainer_id ?? ''}|${query.type_id ?? ''}|${query.tz}`;
      return answers.get(key, async () => {
        const type = await typeFor(app, query.type_id);
        const trainers = await trainersFor(app, query.trainer_id, type.id);
        const slots = await slotsBetween(app, {
          trainers,
          type,
          from: first,
          to: last,
          timeZone: query.tz,
          now,
        });
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
  };
}

export type AppointmentSlots = ReturnType<typeof appointmentSlots>;

declare module 'fastify' {
  interface FastifyInstance {
    appointmentSlots: AppointmentSlots;
  }
}

export default domainPlugin('appointmentSlots', appointmentSlots, ['scheduling-repository']);
