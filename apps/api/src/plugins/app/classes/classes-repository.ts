/* eslint-disable max-lines -- classes, series and registrations: the seat and waitlist updates share one lock order, kept visible in one file. */
import { and, asc, count, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  appointments,
  classRegistrations,
  classSeries,
  liveClasses,
  trainers,
  users,
} from '../../../db/schema/index';
import { domainPlugin } from '../domain-plugin';
import type { TrainerRow } from '../trainers/trainers-repository';

type ClassTableRow = typeof liveClasses.$inferSelect;
export type RegistrationRow = typeof classRegistrations.$inferSelect;

/** A class with its trainer (if any) and how many wait in line for it. */
export interface ClassRow extends ClassTableRow {
  trainer: TrainerRow | null;
  waitlistCount: number;
}

/** Her registration with, while she waits, her place in line (1 = next). */
export interface MyRegistrationRow extends RegistrationRow {
  position: number | null;
}

export interface NewClass {
  kind: ClassTableRow['kind'];
  title: string;
  description: string;
  trainerId: number;
  startsAt: Date;
  durationMinutes: number;
  capacity: number;
  level: ClassTableRow['level'];
  requiredPlan: ClassTableRow['requiredPlan'];
  meetingUrl: string | null;
  seriesId: number | null;
  slug: string;
}

const MINUTE_MS = 60_000;

/** `[start, start + duration)` as the tstzrange the EXCLUDE constraint compares. */
const duringOf = (startsAt: Date, durationMinutes: number) =>
  sql`tstzrange(${startsAt.toISOString()}::timestamptz, ${new Date(startsAt.getTime() + durationMinutes * MINUTE_MS).toISOString()}::timestamptz, '[)')`;

/** Members waiting for a seat of this class (its own parentheses: it is used inside SELECT lists). */
const waitlistCount = sql<number>`(select count(*)::int from ${classRegistrations} where ${classRegistrations.classId} = ${liveClasses.id} and ${classRegistrations.status} = 'waitlisted')`;

/** Upcoming: not yet over. Past: over. Cancelled classes are in both, said as such. */
function inPeriod(when: 'upcoming' | 'past', now: Date): SQL {
  const iso = now.toISOString();
  return when === 'upcoming'
    ? sql`(upper(${liveClasses.during}) > ${iso}::timestamptz)`
    : sql`(upper(${liveClasses.during}) <= ${iso}::timestamptz)`;
}

export function classesRepository(db: Db) {
  const selectClasses = (executor: Db = db) =>
    executor
      .select({ live: liveClasses, trainer: trainers, waitlistCount })
      .from(liveClasses)
      .leftJoin(trainers, eq(trainers.id, liveClasses.trainerId));

  const joined = (row: {
    live: ClassTableRow;
    trainer: TrainerRow | null;
    waitlistCount: number;
  }): ClassRow => ({
    ...row.live,
    trainer: row.trainer,
    waitlistCount: Number(row.waitlistCount),
  });

  /**
   * Her place in line: one more than those who joined before her (ties by id). The outer row is named in
   * full: drizzle leaves columns unqualified in a one-table query, which the subquery would take as its own.
   */
  const position = sql<number>`(select count(*)::int + 1 from ${classRegistrations} other
      where other.class_id = "class_registrations"."class_id" and other.status = 'waitlisted'
      and (other.waitlisted_at, other.id) < ("class_registrations"."waitlisted_at", "class_registrations"."id"))`;

  return {
    async findById(id: number, executor: Db = db): Promise<ClassRow | undefined> {
      const [row] = await selectClasses(executor).where(eq(liveClasses.id, id));
      return row ? joined(row) : undefined;
    },

    /** The sessions of a series still scheduled and not yet started, soonest first (at most a series' size). */
    async upcomingOfSeries(seriesId: number, now: Date): Promise<ClassRow[]> {
      const rows = await selectClasses()
        .where(
          and(
            eq(liveClasses.seriesId, seriesId),
            eq(liveClasses.status, 'scheduled'),
            gt(liveClasses.startsAt, now),
          ),
        )
        .orderBy(asc(liveClasses.startsAt))
        .limit(200);
      return rows.map(joined);
    },

    /** Locks the class row: seats, capacity and the line change one transaction at a time. */
    async lockClass(id: number, tx: Db = db): Promise<ClassTableRow | undefined> {
      const [row] = await tx.select().from(liveClasses).where(eq(liveClasses.id, id)).for('update');
      return row;
    },

    async list(options: {
      when: 'upcoming' | 'past';
      now: Date;
      kind?: ClassTableRow['kind'];
      level?: ClassTableRow['level'];
      status?: ClassTableRow['status'];
      trainerId?: number;
      limit: number;
      offset: number;
    }): Promise<{ rows: ClassRow[]; total: number }> {
      const where = and(
        inPeriod(options.when, options.now),
        options.kind ? eq(liveClasses.kind, options.kind) : undefined,
        options.level ? eq(liveClasses.level, options.level) : undefined,
        options.status ? eq(liveClasses.status, options.status) : undefined,
        options.trainerId ? eq(liveClasses.trainerId, options.trainerId) : undefined,
      );
      const order = options.when === 'upcoming' ? asc(liveClasses.startsAt) : desc(liveClasses.startsAt);
      const [rows, [total]] = await Promise.all([
        selectClasses()
          .where(where)
          .orderBy(order, asc(liveClasses.id))
          .limit(options.limit)
          .offset(options.offset),
        db.select({ total: count() }).from(liveClasses).where(where),
      ]);
      return { rows: rows.map(joined), total: total?.total ?? 0 };
    },

    /** Every class starting in [from, to): the admin calendar's window (bounded by the query schema). */
    async between(from: Date, to: Date, trainerId?: number): Promise<ClassRow[]> {
      const rows = await selectClasses()
        .where(
          and(
            sql`(${liveClasses.startsAt} >= ${from.toISOString()}::timestamptz and ${liveClasses.startsAt} < ${to.toISOString()}::timestamptz)`,
            trainerId ? eq(liveClasses.trainerId, trainerId) : undefined,
          ),
        )
        .orderBy(asc(liveClasses.startsAt), asc(liveClasses.id))
        .limit(2000);
      return rows.map(joined);
    },

    /** Her registrations of these classes, with her place in line while she waits. */
    async mineFor(memberId: number, classIds: number[]): Promise<Map<number, MyRegistrationRow>> {
      if (classIds.length === 0) return new Map();
      const rows = await db
        .select({ registration: classRegistrations, position })
        .from(classRegistrations)
        .where(and(eq(classRegistrations.memberId, memberId), inArray(classRegistrations.classId, classIds)));
      return new Map(
        rows.map((row) => [
          row.registration.classId,
          {
            ...row.registration,
            position: row.registration.status === 'waitlisted' ? Number(row.position) : null,
          },
        ]),
      );
    },

    /** The classes she holds or waits for (or did), soonest or latest first. */
    async listMine(options: {
      memberId: number;
      when: 'upcoming' | 'past';
      now: Date;
      limit: number;
      offset: number;
    }): Promise<{ rows: ClassRow[]; total: number }> {
      const active = sql`(${classRegistrations.status} in ('registered', 'waitlisted', 'offered'))`;
      const where = and(
        eq(classRegistrations.memberId, options.memberId),
        inPeriod(options.when, options.now),
        options.when === 'upcoming' ? active : sql`(${classRegistrations.status} = 'registered')`,
      );
      const order = options.when === 'upcoming' ? asc(liveClasses.startsAt) : desc(liveClasses.startsAt);
      const [rows, [total]] = await Promise.all([
        selectClasses()
          .innerJoin(classRegistrations, eq(classRegistrations.classId, liveClasses.id))
          .where(where)
          .orderBy(order, asc(liveClasses.id))
          .limit(options.limit)
          .offset(options.offset),
        db
          .select({ total: count() })
          .from(classRegistrations)
          .innerJoin(liveClasses, eq(liveClasses.id, classRegistrations.classId))
          .where(where),
      ]);
      return { rows: rows.map(joined), total: total?.total ?? 0 };
    },

    /** The classes of the trainer whose account this is. */
    async listForTrainerUser(options: {
      userId: number;
      when: 'upcoming' | 'past';
      now: Date;
      limit: number;
      offset: number;
    }): Promise<{ rows: ClassRow[]; total: number }> {
      const where = and(eq(trainers.userId, options.userId), inPeriod(options.when, options.now));
      const order = options.when === 'upcoming' ? asc(liveClasses.startsAt) : desc(liveClasses.startsAt);
      const [rows, [total]] = await Promise.all([
        selectClasses()
          .where(where)
          .orderBy(order, asc(liveClasses.id))
          .limit(options.limit)
          .offset(options.offset),
        db
          .select({ total: count() })
          .from(liveClasses)
          .innerJoin(trainers, eq(trainers.id, liveClasses.trainerId))
          .where(where),
      ]);
      return { rows: rows.map(joined), total: total?.total ?? 0 };
    },

    /** Scheduled classes in [from, to) she has a seat in or teaches (her personal calendar feed). Bounded. */
    async scheduledForFeed(userId: number, from: Date, to: Date): Promise<ClassRow[]> {
      const rows = await selectClasses()
        .where(
          and(
            eq(liveClasses.status, 'scheduled'),
            sql`(${liveClasses.startsAt} >= ${from.toISOString()}::timestamptz and ${liveClasses.startsAt} < ${to.toISOString()}::timestamptz)`,
            sql`(${trainers.userId} = ${userId} or exists (select 1 from ${classRegistrations} where ${classRegistrations.classId} = ${liveClasses.id} and ${classRegistrations.memberId} = ${userId} and ${classRegistrations.status} = 'registered'))`,
          ),
        )
        .orderBy(asc(liveClasses.startsAt), asc(liveClasses.id))
        .limit(500);
      return rows.map(joined);
    },

    /** Her latest changed registrations with their classes (her activity list), newest change first. */
    async recentRegistrations(memberId: number, limit: number) {
      const rows = await db
        .select({ live: liveClasses, trainer: trainers, waitlistCount, registration: classRegistrations })
        .from(liveClasses)
        .leftJoin(trainers, eq(trainers.id, liveClasses.trainerId))
        .innerJoin(classRegistrations, eq(classRegistrations.classId, liveClasses.id))
        .where(eq(classRegistrations.memberId, memberId))
        .orderBy(desc(classRegistrations.updatedAt), desc(classRegistrations.id))
        .limit(limit);
      return rows.map((row) => ({ live: joined(row), registration: row.registration }));
    },

    /** Everyone with a place (or a place in line) in a class, in the order they got it. */
    async attendees(classId: number) {
      return db
        .select({
          registration: classRegistrations,
          member: { id: users.id, firstName: users.firstName, lastName: users.lastName },
        })
        .from(classRegistrations)
        .innerJoin(users, eq(users.id, classRegistrations.memberId))
        .where(
          and(
            eq(classRegistrations.classId, classId),
            sql`(${classRegistrations.status} in ('registered', 'offered', 'waitlisted'))`,
          ),
        )
        .orderBy(
          sql`case ${classRegistrations.status} when 'registered' then 0 when 'offered' then 1 else 2 end`,
          asc(classRegistrations.waitlistedAt),
          asc(classRegistrations.createdAt),
          asc(classRegistrations.id),
        )
        .limit(1000);
    },

    async registration(classId: number, memberId: number, lock = false, tx: Db = db) {
      const query = tx
        .select()
        .from(classRegistrations)
        .where(and(eq(classRegistrations.classId, classId), eq(classRegistrations.memberId, memberId)));
      const [row] = await (lock ? query.for('update') : query);
      return row;
    },

    /** Her name and address for an e-mail, read in the caller's transaction (PGlite has one connection). */
    async memberContact(id: number, tx: Db = db) {
      const [row] = await tx
        .select({ email: users.email, firstName: users.firstName })
        .from(users)
        .where(eq(users.id, id));
      return row;
    },

    async registrationById(id: number, tx: Db = db) {
      const [row] = await tx.select().from(classRegistrations).where(eq(classRegistrations.id, id));
      return row;
    },

    /**
     * Takes one seat if one is free: a single conditional update, so concurrent registrations can never take
     * more than the capacity. False when the class is full, cancelled or already started.
     */
    async takeSeat(classId: number, now: Date, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .update(liveClasses)
        .set({ seatsTaken: sql`${liveClasses.seatsTaken} + 1` })
        .where(
          and(
            eq(liveClasses.id, classId),
            eq(liveClasses.status, 'scheduled'),
            sql`(${liveClasses.seatsTaken} < ${liveClasses.capacity})`,
            gt(liveClasses.startsAt, now),
          ),
        )
        .returning({ id: liveClasses.id });
      return rows.length === 1;
    },

    async freeSeat(classId: number, tx: Db = db): Promise<void> {
      await tx
        .update(liveClasses)
        .set({ seatsTaken: sql`greatest(${liveClasses.seatsTaken} - 1, 0)` })
        .where(eq(liveClasses.id, classId));
    },

    /** Creates or re-opens her one row for this class (a cancelled or lapsed one is reused). */
    async upsertRegistration(
      values: { classId: number; memberId: number; status: 'registered' | 'waitlisted'; now: Date },
      tx: Db = db,
    ): Promise<RegistrationRow | undefined> {
      const waitlistedAt = values.status === 'waitlisted' ? values.now : null;
      const [row] = await tx
        .insert(classRegistrations)
        .values({ classId: values.classId, memberId: values.memberId, status: values.status, waitlistedAt })
        .onConflictDoUpdate({
          target: [classRegistrations.classId, classRegistrations.memberId],
          set: { status: values.status, waitlistedAt, offerExpiresAt: null, updatedAt: sql`now()` },
          // Only a finished row is re-opened: an active one is the caller's replay, handled before.
          setWhere: sql`${classRegistrations.status} in ('cancelled', 'lapsed')`,
        })
        .returning();
      // None when her row is active: her other request, committed meanwhile, got there first.
      return row;
    },

    /** Moves a registration from one of `from` to `to`; undefined when it was not in `from` any more. */
    async setStatus(
      id: number,
      from: RegistrationRow['status'][],
      to: RegistrationRow['status'],
      extra: { offerExpiresAt?: Date | null; offerCount?: number } = {},
      tx: Db = db,
    ): Promise<RegistrationRow | undefined> {
      const [row] = await tx
        .update(classRegistrations)
        .set({
          status: to,
          updatedAt: sql`now()`,
          ...(to === 'offered' ? {} : { offerExpiresAt: null }),
          ...(extra.offerExpiresAt !== undefined ? { offerExpiresAt: extra.offerExpiresAt } : {}),
          ...(extra.offerCount !== undefined ? { offerCount: extra.offerCount } : {}),
        })
        .where(and(eq(classRegistrations.id, id), inArray(classRegistrations.status, from)))
        .returning();
      return row;
    },

    /** The first in line, locked; someone else's transaction promoting the same person is skipped. */
    async nextInLine(classId: number, tx: Db = db): Promise<RegistrationRow | undefined> {
      const [row] = await tx
        .select()
        .from(classRegistrations)
        .where(and(eq(classRegistrations.classId, classId), eq(classRegistrations.status, 'waitlisted')))
        .orderBy(asc(classRegistrations.waitlistedAt), asc(classRegistrations.id))
        .limit(1)
        .for('update', { skipLocked: true });
      return row;
    },

    /** Members with a seat (or a held one) in this class. */
    async seatHolders(classId: number, tx: Db = db): Promise<RegistrationRow[]> {
      return tx
        .select()
        .from(classRegistrations)
        .where(
          and(
            eq(classRegistrations.classId, classId),
            sql`(${classRegistrations.status} in ('registered', 'offered'))`,
          ),
        );
    },

    async createSeries(
      values: { weekdays: number[]; startMinute: number; timeZone: string; untilDate: string },
      tx: Db = db,
    ): Promise<number> {
      const [row] = await tx.insert(classSeries).values(values).returning({ id: classSeries.id });
      if (!row) throw new Error('class series: no row returned');
      return row.id;
    },

    /** Throws the exclusion violation (23P01) when the trainer already has a class then. */
    async insertClasses(values: NewClass[], tx: Db = db): Promise<number[]> {
      if (values.length === 0) return [];
      const rows = await tx
        .insert(liveClasses)
        .values(
          values.map((value) => ({
            ...value,
            during: duringOf(value.startsAt, value.durationMinutes) as unknown as string,
          })),
        )
        .returning({ id: liveClasses.id });
      return rows.map((row) => row.id);
    },

    /** Throws the exclusion violation when the new time collides; a CHECK when capacity < seats taken. */
    async update(
      id: number,
      patch: Partial<Omit<NewClass, 'slug' | 'seriesId'>>,
      times: { startsAt: Date; durationMinutes: number },
      tx: Db = db,
    ): Promise<void> {
      await tx
        .update(liveClasses)
        .set({
          ...patch,
          during: duringOf(times.startsAt, times.durationMinutes) as unknown as string,
          updatedAt: sql`now()`,
        })
        .where(eq(liveClasses.id, id));
    },

    /** Cancels a scheduled class and every place in it; the members who had one (to tell them). */
    async cancelClass(id: number, reason: string | null, tx: Db = db): Promise<RegistrationRow[] | null> {
      const done = await tx
        .update(liveClasses)
        .set({ status: 'cancelled', cancelReason: reason, cancelledAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(liveClasses.id, id), eq(liveClasses.status, 'scheduled')))
        .returning({ id: liveClasses.id });
      if (done.length === 0) return null;
      return tx
        .update(classRegistrations)
        .set({ status: 'cancelled', offerExpiresAt: null, updatedAt: sql`now()` })
        .where(
          and(
            eq(classRegistrations.classId, id),
            sql`(${classRegistrations.status} in ('registered', 'offered', 'waitlisted'))`,
          ),
        )
        .returning();
    },

    /** A confirmed appointment of this trainer overlapping [from, to), if any. */
    async appointmentOverlapping(trainerId: number, from: Date, to: Date, tx: Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: appointments.id })
        .from(appointments)
        .where(
          and(
            eq(appointments.trainerId, trainerId),
            eq(appointments.status, 'confirmed'),
            sql`(${appointments.blocked} && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)'))`,
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /** The scheduled class of this trainer overlapping [from, to) (other than `exceptId`), if any. */
    async classOverlapping(trainerId: number, from: Date, to: Date, exceptId?: number) {
      const [row] = await db
        .select({ id: liveClasses.id, title: liveClasses.title })
        .from(liveClasses)
        .where(
          and(
            eq(liveClasses.trainerId, trainerId),
            eq(liveClasses.status, 'scheduled'),
            sql`(${liveClasses.during} && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)'))`,
            exceptId ? sql`(${liveClasses.id} <> ${exceptId})` : undefined,
          ),
        )
        .limit(1);
      return row;
    },
  };
}

export type ClassesRepository = ReturnType<typeof classesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    classesRepository: ClassesRepository;
  }
}

export default domainPlugin('classesRepository', (app) => classesRepository(app.db), ['database']);
