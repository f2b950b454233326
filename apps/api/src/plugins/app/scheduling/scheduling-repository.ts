/* eslint-disable max-lines -- appointments, holds, allowances and the busy calendar are read together under one lock order; one file keeps that order visible. */
import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  appointmentHolds,
  appointments,
  appointmentTypes,
  availabilityOverrides,
  availabilityRules,
  consultationCredits,
  liveClasses,
  plans,
  publicHolidays,
  timeOff,
  trainerServices,
  trainers,
  users,
} from '../../../db/schema/index';
import { domainPlugin } from '../domain-plugin';
import type { TrainerRow } from '../trainers/trainers-repository';
import type { DateOverride, Span, WeeklyHours } from '@vitalia/shared/scheduling-rules';

export type AppointmentTypeRow = typeof appointmentTypes.$inferSelect;
export type { TrainerRow } from '../trainers/trainers-repository';
type AppointmentTableRow = typeof appointments.$inferSelect;

/** An appointment with what every answer about it shows: its type's rules and its trainer. */
export interface AppointmentRow extends AppointmentTableRow {
  type: AppointmentTypeRow;
  trainer: TrainerRow;
}

export interface AdminAppointmentRow extends AppointmentRow {
  member: { id: number; firstName: string; lastName: string; email: string };
}

/** One trainer's calendar between two instants: her rules and everything already in it. */
export interface TrainerCalendar {
  weekly: WeeklyHours[];
  overrides: DateOverride[];
  busy: Span[];
}

export interface NewAppointment {
  memberId: number;
  trainerId: number;
  typeId: number;
  startsAt: Date;
  endsAt: Date;
  blockedStart: Date;
  blockedEnd: Date;
  notes: string | null;
  idempotencyKey: string;
  allowancePeriod: string | null;
  /** Paid with a bought consultation rather than the plan's monthly allowance. */
  creditUsed?: boolean;
}

const blockedRange = (start: Date, end: Date) =>
  sql`tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')`;

/** The member's bookings, newest or soonest first; a page past the end is empty. */
const withTypeAndTrainer = {
  appointment: appointments,
  type: appointmentTypes,
  trainer: trainers,
};

function joined(row: { appointment: AppointmentTableRow; type: AppointmentTypeRow; trainer: TrainerRow }) {
  return { ...row.appointment, type: row.type, trainer: row.trainer };
}

/** Upcoming: confirmed and not yet over. Past: everything else. Its own parentheses: it is ANDed. */
function inPeriod(when: 'upcoming' | 'past', now: Date): SQL | undefined {
  return when === 'upcoming'
    ? and(eq(appointments.status, 'confirmed'), gt(appointments.endsAt, now))
    : sql`(${appointments.status} <> 'confirmed' or ${appointments.endsAt} <= ${now.toISOString()}::timestamptz)`;
}

export function schedulingRepository(db: Db) {
  /** Appointments with their type, trainer and member, for staff lists. */
  const selectWithMember = () =>
    db
      .select({
        ...withTypeAndTrainer,
        member: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
      })
      .from(appointments)
      .innerJoin(appointmentTypes, eq(appointmentTypes.id, appointments.typeId))
      .innerJoin(trainers, eq(trainers.id, appointments.trainerId))
      .innerJoin(users, eq(users.id, appointments.memberId));

  const selectJoined = (executor: Db = db) =>
    executor
      .select(withTypeAndTrainer)
      .from(appointments)
      .innerJoin(appointmentTypes, eq(appointmentTypes.id, appointments.typeId))
      .innerJoin(trainers, eq(trainers.id, appointments.trainerId));

  return {
    /** Active trainers who have weekly hours: the ones a member can book. */
    async bookableTrainers(): Promise<TrainerRow[]> {
      return db
        .select()
        .from(trainers)
        .where(
          and(
            eq(trainers.isActive, true),
            sql`exists (select 1 from ${availabilityRules} where ${availabilityRules.trainerId} = ${trainers.id})`,
          ),
        )
        .orderBy(asc(trainers.name));
    },

    async activeTypes(): Promise<AppointmentTypeRow[]> {
      return db
        .select()
        .from(appointmentTypes)
        .where(eq(appointmentTypes.isActive, true))
        .orderBy(asc(appointmentTypes.position), asc(appointmentTypes.id));
    },

    async typeById(id: number): Promise<AppointmentTypeRow | undefined> {
      const [row] = await db.select().from(appointmentTypes).where(eq(appointmentTypes.id, id));
      return row;
    },

    /**
     * The trainers' weekly hours, their overrides between two dates of their zone, and their busy spans
     * (time off and confirmed bookings' blocked ranges) between two instants: one query each, whatever the
     * number of trainers.
     */
    async calendars(
      trainerIds: number[],
      dates: { from: string; to: string },
      instants: { from: Date; to: Date },
      options: { excludeAppointmentId?: number; excludeHoldOf?: number } = {},
    ): Promise<Map<number, TrainerCalendar>> {
      const calendars = new Map<number, TrainerCalendar>(
        trainerIds.map((id) => [id, { weekly: [], overrides: [], busy: [] }]),
      );
      if (trainerIds.length === 0) return calendars;
      const [weekly, overrides, off, booked, teaching, held, holidays] = await Promise.all([
        db.select().from(availabilityRules).where(inArray(availabilityRules.trainerId, trainerIds)),
        db
          .select()
          .from(availabilityOverrides)
          .where(
            and(
              inArray(availabilityOverrides.trainerId, trainerIds),
              gte(availabilityOverrides.date, dates.from),
              lte(availabilityOverrides.date, dates.to),
            ),
          ),
        db
          .select()
          .from(timeOff)
          .where(
            and(
              inArray(timeOff.trainerId, trainerIds),
              lt(timeOff.startsAt, instants.to),
              gt(timeOff.endsAt, instants.from),
            ),
          ),
        db
          .select({
            trainerId: appointments.trainerId,
            start: sql<string>`lower(${appointments.blocked})`,
            end: sql<string>`upper(${appointments.blocked})`,
          })
          .from(appointments)
          .where(
            and(
              inArray(appointments.trainerId, trainerIds),
              eq(appointments.status, 'confirmed'),
              sql`(${appointments.blocked} && ${blockedRange(instants.from, instants.to)})`,
              options.excludeAppointmentId
                ? sql`(${appointments.id} <> ${options.excludeAppointmentId})`
                : undefined,
            ),
          ),
        // The live classes she teaches: nobody books her while she is on one.
        db
          .select({
            trainerId: liveClasses.trainerId,
            start: sql<string>`lower(${liveClasses.during})`,
            end: sql<string>`upper(${liveClasses.during})`,
          })
          .from(liveClasses)
          .where(
            and(
              inArray(liveClasses.trainerId, trainerIds),
              eq(liveClasses.status, 'scheduled'),
              sql`(${liveClasses.during} && ${blockedRange(instants.from, instants.to)})`,
            ),
          ),
        // Times held for someone confirming right now (not the asker's own hold).
        db
          .select({
            trainerId: appointmentHolds.trainerId,
            start: sql<string>`lower(${appointmentHolds.blocked})`,
            end: sql<string>`upper(${appointmentHolds.blocked})`,
          })
          .from(appointmentHolds)
          .where(
            and(
              inArray(appointmentHolds.trainerId, trainerIds),
              sql`(${appointmentHolds.expiresAt} > now())`,
              sql`(${appointmentHolds.blocked} && ${blockedRange(instants.from, instants.to)})`,
              options.excludeHoldOf
                ? sql`(${appointmentHolds.memberId} <> ${options.excludeHoldOf})`
                : undefined,
            ),
          ),
        // Public holidays: closed, unless she set other hours for that date (her exception).
        db
          .select({ date: publicHolidays.date })
          .from(publicHolidays)
          .where(and(gte(publicHolidays.date, dates.from), lte(publicHolidays.date, dates.to))),
      ]);
      for (const rule of weekly)
        calendars.get(rule.trainerId)?.weekly.push({
          weekday: rule.weekday,
          start_minute: rule.startMinute,
          end_minute: rule.endMinute,
        });
      for (const override of overrides)
        calendars
          .get(override.trainerId)
          ?.overrides.push({ date: override.date, intervals: override.intervals });
      for (const { date } of holidays)
        for (const calendar of calendars.values())
          if (!calendar.overrides.some((override) => override.date === date))
            calendar.overrides.push({ date, intervals: [] });
      for (const span of off)
        calendars
          .get(span.trainerId)
          ?.busy.push({ start: span.startsAt.getTime(), end: span.endsAt.getTime() });
      for (const span of [...booked, ...teaching, ...held])
        if (span.trainerId !== null)
          calendars
            .get(span.trainerId)
            ?.busy.push({ start: Date.parse(span.start), end: Date.parse(span.end) });
      return calendars;
    },

    /**
     * Holds a time for her while she confirms: her previous hold goes, an expired hold on that time goes,
     * and the insert throws the exclusion violation (23P01) when someone else holds it now.
     */
    async placeHold(
      hold: {
        memberId: number;
        trainerId: number;
        typeId: number;
        startsAt: Date;
        blockedStart: Date;
        blockedEnd: Date;
        expiresAt: Date;
      },
      tx: Db = db,
    ): Promise<void> {
      const range = blockedRange(hold.blockedStart, hold.blockedEnd);
      await tx.delete(appointmentHolds).where(eq(appointmentHolds.memberId, hold.memberId));
      await tx
        .delete(appointmentHolds)
        .where(
          and(
            eq(appointmentHolds.trainerId, hold.trainerId),
            sql`(${appointmentHolds.expiresAt} <= now())`,
            sql`(${appointmentHolds.blocked} && ${range})`,
          ),
        );
      await tx.insert(appointmentHolds).values({
        memberId: hold.memberId,
        trainerId: hold.trainerId,
        typeId: hold.typeId,
        startsAt: hold.startsAt,
        blocked: range as unknown as string,
        expiresAt: hold.expiresAt,
      });
    },

    /** Which types each of these professionals offers; a professional missing from the map offers every type. */
    async servicesOf(trainerIds?: number[]): Promise<Map<number, number[]>> {
      const rows = await db
        .select()
        .from(trainerServices)
        .where(trainerIds ? inArray(trainerServices.trainerId, trainerIds) : undefined);
      const services = new Map<number, number[]>();
      for (const row of rows)
        services.set(row.trainerId, [...(services.get(row.trainerId) ?? []), row.typeId]);
      return services;
    },

    /** Replaces what she offers; an empty list means every type again. */
    async setServices(trainerId: number, typeIds: number[], tx: Db = db): Promise<void> {
      await tx.delete(trainerServices).where(eq(trainerServices.trainerId, trainerId));
      if (typeIds.length > 0)
        await tx.insert(trainerServices).values(typeIds.map((typeId) => ({ trainerId, typeId })));
    },

    /** The public holidays of a year, in date order. */
    async holidaysOf(year: number) {
      return db
        .select()
        .from(publicHolidays)
        .where(and(gte(publicHolidays.date, `${year}-01-01`), lte(publicHolidays.date, `${year}-12-31`)))
        .orderBy(asc(publicHolidays.date));
    },

    async findHoliday(date: string, tx: Db = db) {
      const [row] = await tx.select().from(publicHolidays).where(eq(publicHolidays.date, date));
      return row;
    },

    async saveHoliday(holiday: { date: string; name: string; irrenunciable: boolean }, tx: Db = db) {
      await tx
        .insert(publicHolidays)
        .values(holiday)
        .onConflictDoUpdate({
          target: publicHolidays.date,
          set: { name: holiday.name, irrenunciable: holiday.irrenunciable },
        });
    },

    async removeHoliday(date: string, tx: Db = db): Promise<boolean> {
      const rows = await tx.delete(publicHolidays).where(eq(publicHolidays.date, date)).returning();
      return rows.length === 1;
    },

    /** Her hold while it lasts: the time she is confirming, which her own slot list keeps showing. */
    async activeHoldOf(memberId: number, tx: Db = db) {
      const [row] = await tx
        .select({
          trainerId: appointmentHolds.trainerId,
          typeId: appointmentHolds.typeId,
          startsAt: appointmentHolds.startsAt,
        })
        .from(appointmentHolds)
        .where(and(eq(appointmentHolds.memberId, memberId), sql`(${appointmentHolds.expiresAt} > now())`));
      return row;
    },

    /** Lets go of her hold (she booked, went back, or chose another time). */
    async releaseHold(memberId: number, tx: Db = db): Promise<void> {
      await tx.delete(appointmentHolds).where(eq(appointmentHolds.memberId, memberId));
    },

    /** Locks the member's row for the rest of the transaction: her bookings are counted one at a time. */
    async lockMember(memberId: number, tx: Db = db): Promise<void> {
      await tx.execute(sql`select 1 from ${users} where ${users.id} = ${memberId} for update`);
    },

    /** Consultations each plan includes per month. */
    async planAllowances(tx: Db = db): Promise<Record<'free' | 'premium' | 'prime', number>> {
      const rows = await tx.select({ code: plans.code, included: plans.consultationsPerMonth }).from(plans);
      const found = new Map(rows.map((row) => [row.code, row.included]));
      return {
        free: found.get('free') ?? 0,
        premium: found.get('premium') ?? 0,
        prime: found.get('prime') ?? 0,
      };
    },

    async setPlanAllowances(
      values: Record<'free' | 'premium' | 'prime', number>,
      tx: Db = db,
    ): Promise<void> {
      for (const code of ['free', 'premium', 'prime'] as const)
        await tx.update(plans).set({ consultationsPerMonth: values[code] }).where(eq(plans.code, code));
    },

    async consultationsPerMonth(planCode: string, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ included: plans.consultationsPerMonth })
        .from(plans)
        .where(eq(plans.code, planCode as 'free'));
      return row?.included ?? 0;
    },

    async allowanceUsed(memberId: number, period: string, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ used: count() })
        .from(appointments)
        .where(and(eq(appointments.memberId, memberId), eq(appointments.allowancePeriod, period)));
      return row?.used ?? 0;
    },

    /** Bought consultations not yet used: unrevoked credits minus her appointments paid with one. */
    async creditsAvailable(memberId: number, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({
          left: sql<number>`(select coalesce(sum(${consultationCredits.quantity}), 0)::int from ${consultationCredits}
            where ${consultationCredits.userId} = ${memberId} and ${consultationCredits.revokedAt} is null)
            - (select count(*)::int from ${appointments} where ${appointments.memberId} = ${memberId} and ${appointments.creditUsed})`,
        })
        .from(sql`(select 1) as one`);
      return Math.max(0, Number(row?.left ?? 0));
    },

    async findByKey(memberId: number, key: string, tx: Db = db): Promise<AppointmentRow | undefined> {
      const [row] = await selectJoined(tx).where(
        and(eq(appointments.memberId, memberId), eq(appointments.idempotencyKey, key)),
      );
      return row ? joined(row) : undefined;
    },

    /** Her confirmed booking with this professional at this start, if any: a keyless repeat of it. */
    async findConfirmedAt(
      memberId: number,
      trainerId: number,
      startsAt: Date,
      tx: Db = db,
    ): Promise<AppointmentRow | undefined> {
      const [row] = await selectJoined(tx).where(
        and(
          eq(appointments.memberId, memberId),
          eq(appointments.trainerId, trainerId),
          eq(appointments.startsAt, startsAt),
          eq(appointments.status, 'confirmed'),
        ),
      );
      return row ? joined(row) : undefined;
    },

    /** Throws the database's exclusion violation (23P01) when the trainer's time is taken meanwhile. */
    async insert(values: NewAppointment, tx: Db = db): Promise<number> {
      const [row] = await tx
        .insert(appointments)
        .values({
          memberId: values.memberId,
          trainerId: values.trainerId,
          typeId: values.typeId,
          startsAt: values.startsAt,
          endsAt: values.endsAt,
          blocked: sql`${blockedRange(values.blockedStart, values.blockedEnd)}` as unknown as string,
          notes: values.notes,
          idempotencyKey: values.idempotencyKey,
          allowancePeriod: values.allowancePeriod,
          creditUsed: values.creditUsed ?? false,
        })
        .returning({ id: appointments.id });
      if (!row) throw new Error('insert appointments: no row returned');
      return row.id;
    },

    /** Any appointment by id: for the system's own jobs (reminders), never for a member's request. */
    async findById(id: number): Promise<AppointmentRow | undefined> {
      const [row] = await selectJoined().where(eq(appointments.id, id));
      return row ? joined(row) : undefined;
    },

    /** An appointment with its member, for staff (admins, or the professional whose account this is). */
    async findForStaff(id: number, trainerUserId?: number): Promise<AdminAppointmentRow | undefined> {
      const [row] = await selectWithMember().where(
        and(
          eq(appointments.id, id),
          trainerUserId !== undefined ? eq(trainers.userId, trainerUserId) : undefined,
        ),
      );
      return row ? { ...joined(row), member: row.member } : undefined;
    },

    /** The member's own appointment; someone else's is undefined, as if it did not exist. */
    async findForMember(id: number, memberId: number, tx: Db = db): Promise<AppointmentRow | undefined> {
      const [row] = await selectJoined(tx).where(
        and(eq(appointments.id, id), eq(appointments.memberId, memberId)),
      );
      return row ? joined(row) : undefined;
    },

    async listForMember(options: {
      memberId: number;
      when: 'upcoming' | 'past';
      now: Date;
      limit: number;
      offset: number;
    }): Promise<{ rows: AppointmentRow[]; total: number }> {
      const { memberId, when, now } = options;
      // Upcoming soonest first; past latest first.
      const where = and(eq(appointments.memberId, memberId), inPeriod(when, now));
      const [rows, [total]] = await Promise.all([
        selectJoined()
          .where(where)
          .orderBy(
            when === 'upcoming' ? asc(appointments.startsAt) : desc(appointments.startsAt),
            asc(appointments.id),
          )
          .limit(options.limit)
          .offset(options.offset),
        db.select({ total: count() }).from(appointments).where(where),
      ]);
      return { rows: rows.map(joined), total: total?.total ?? 0 };
    },

    /** Her confirmed appointments still ahead (at most 100), for the account erasure to tell each professional. */
    async confirmedAheadOf(memberId: number, now: Date, tx: Db): Promise<AppointmentRow[]> {
      const rows = await selectJoined(tx)
        .where(
          and(
            eq(appointments.memberId, memberId),
            eq(appointments.status, 'confirmed'),
            gt(appointments.startsAt, now),
          ),
        )
        .orderBy(asc(appointments.startsAt))
        .limit(100);
      return rows.map(joined);
    },

    /** Cancels a confirmed appointment; false when it was not confirmed any more (a second click). */
    async cancel(
      id: number,
      change: { by: 'member' | 'trainer' | 'admin'; reason: string | null; giveBackAllowance: boolean },
      tx: Db = db,
    ): Promise<boolean> {
      const rows = await tx
        .update(appointments)
        .set({
          status: 'cancelled',
          cancelledBy: change.by,
          cancelReason: change.reason,
          cancelledAt: sql`now()`,
          updatedAt: sql`now()`,
          ...(change.giveBackAllowance ? { allowancePeriod: null, creditUsed: false } : {}),
        })
        .where(and(eq(appointments.id, id), eq(appointments.status, 'confirmed')))
        .returning({ id: appointments.id });
      return rows.length === 1;
    },

    /** Records that a started appointment happened or was missed (or corrects it); false if cancelled meanwhile. */
    async markOutcome(id: number, status: 'completed' | 'no_show', tx: Db = db): Promise<boolean> {
      const rows = await tx
        .update(appointments)
        .set({ status, updatedAt: sql`now()` })
        .where(
          and(
            eq(appointments.id, id),
            sql`(${appointments.status} in ('confirmed', 'completed', 'no_show'))`,
          ),
        )
        .returning({ id: appointments.id });
      return rows.length === 1;
    },

    /**
     * Moves a confirmed appointment, counting the change; false when it changed meanwhile. Throws the
     * exclusion violation when the new time is taken.
     */
    async reschedule(
      id: number,
      expectedCount: number,
      to: { startsAt: Date; endsAt: Date; blockedStart: Date; blockedEnd: Date; allowancePeriod?: string },
      tx: Db = db,
    ): Promise<boolean> {
      const rows = await tx
        .update(appointments)
        .set({
          ...(to.allowancePeriod ? { allowancePeriod: to.allowancePeriod } : {}),
          startsAt: to.startsAt,
          endsAt: to.endsAt,
          blocked: sql`${blockedRange(to.blockedStart, to.blockedEnd)}` as unknown as string,
          rescheduleCount: sql`${appointments.rescheduleCount} + 1`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(appointments.id, id),
            eq(appointments.status, 'confirmed'),
            eq(appointments.rescheduleCount, expectedCount),
          ),
        )
        .returning({ id: appointments.id });
      return rows.length === 1;
    },

    /**
     * Confirmed appointments of this account in [from, to): the ones she booked and, for a professional,
     * the ones booked with her (her personal calendar feed). Bounded.
     */
    async confirmedForFeed(userId: number, from: Date, to: Date): Promise<AdminAppointmentRow[]> {
      const rows = await selectWithMember()
        .where(
          and(
            eq(appointments.status, 'confirmed'),
            gte(appointments.startsAt, from),
            lt(appointments.startsAt, to),
            or(eq(appointments.memberId, userId), eq(trainers.userId, userId)),
          ),
        )
        .orderBy(asc(appointments.startsAt), asc(appointments.id))
        .limit(500);
      return rows.map((row) => ({ ...joined(row), member: row.member }));
    },

    /** Her latest changed appointments (her activity list), newest change first. */
    async recentForMember(memberId: number, limit: number): Promise<AppointmentRow[]> {
      const rows = await selectJoined()
        .where(eq(appointments.memberId, memberId))
        .orderBy(desc(appointments.updatedAt), desc(appointments.id))
        .limit(limit);
      return rows.map(joined);
    },

    /** The appointments of the trainer whose account this is (a trainer row linked to the user). */
    async listForTrainerUser(options: {
      userId: number;
      when: 'upcoming' | 'past';
      now: Date;
      limit: number;
      offset: number;
    }): Promise<{ rows: AdminAppointmentRow[]; total: number }> {
      const { when, now } = options;
      const where = and(eq(trainers.userId, options.userId), inPeriod(when, now));
      const [rows, [total]] = await Promise.all([
        selectWithMember()
          .where(where)
          .orderBy(
            when === 'upcoming' ? asc(appointments.startsAt) : desc(appointments.startsAt),
            asc(appointments.id),
          )
          .limit(options.limit)
          .offset(options.offset),
        db
          .select({ total: count() })
          .from(appointments)
          .innerJoin(trainers, eq(trainers.id, appointments.trainerId))
          .where(where),
      ]);
      return { rows: rows.map((row) => ({ ...joined(row), member: row.member })), total: total?.total ?? 0 };
    },

    async listForAdmin(options: {
      status?: AppointmentTableRow['status'];
      trainerId?: number;
      from?: Date;
      to?: Date;
      limit: number;
      offset: number;
    }): Promise<{ rows: AdminAppointmentRow[]; total: number }> {
      const where: SQL | undefined = and(
        options.status ? eq(appointments.status, options.status) : undefined,
        options.trainerId ? eq(appointments.trainerId, options.trainerId) : undefined,
        options.from ? gte(appointments.startsAt, options.from) : undefined,
        options.to ? lt(appointments.startsAt, options.to) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        selectWithMember()
          .where(where)
          .orderBy(desc(appointments.startsAt), desc(appointments.id))
          .limit(options.limit)
          .offset(options.offset),
        db.select({ total: count() }).from(appointments).where(where),
      ]);
      return { rows: rows.map((row) => ({ ...joined(row), member: row.member })), total: total?.total ?? 0 };
    },
  };
}

export type SchedulingRepository = ReturnType<typeof schedulingRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    schedulingRepository: SchedulingRepository;
  }
}

export default domainPlugin('schedulingRepository', (app) => schedulingRepository(app.db), ['database']);
