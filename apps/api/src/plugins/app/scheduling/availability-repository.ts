import { and, asc, eq, gt, gte } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  appointmentTypes,
  availabilityOverrides,
  availabilityRules,
  timeOff,
  trainers,
  type WallIntervals,
} from '../../../db/schema/index';
import { domainPlugin } from '../domain-plugin';

type NewAppointmentType = Omit<typeof appointmentTypes.$inferInsert, 'id' | 'position'>;
export type TimeOffRow = typeof timeOff.$inferSelect;

/** What admins edit: consultation types and each trainer's weekly hours, dated exceptions and time off. */
export function availabilityRepository(db: Db) {
  return {
    async allTypes() {
      return db
        .select()
        .from(appointmentTypes)
        .orderBy(asc(appointmentTypes.position), asc(appointmentTypes.id));
    },

    async insertType(values: NewAppointmentType, tx: Db = db) {
      const [row] = await tx.insert(appointmentTypes).values(values).returning();
      if (!row) throw new Error('insert appointment_types: no row returned');
      return row;
    },

    async updateType(id: number, values: NewAppointmentType, tx: Db = db) {
      const [before] = await tx
        .select()
        .from(appointmentTypes)
        .where(eq(appointmentTypes.id, id))
        .for('update');
      if (!before) return undefined;
      const [after] = await tx
        .update(appointmentTypes)
        .set(values)
        .where(eq(appointmentTypes.id, id))
        .returning();
      return after ? { before, after } : undefined;
    },

    async trainer(id: number) {
      const [row] = await db.select().from(trainers).where(eq(trainers.id, id));
      return row;
    },

    async availabilityOf(trainerId: number, fromDate: string, now: Date) {
      const [hours, overrides, off] = await Promise.all([
        db
          .select()
          .from(availabilityRules)
          .where(eq(availabilityRules.trainerId, trainerId))
          .orderBy(asc(availabilityRules.weekday), asc(availabilityRules.startMinute)),
        db
          .select()
          .from(availabilityOverrides)
          .where(
            and(eq(availabilityOverrides.trainerId, trainerId), gte(availabilityOverrides.date, fromDate)),
          )
          .orderBy(asc(availabilityOverrides.date))
          .limit(200),
        db
          .select()
          .from(timeOff)
          .where(and(eq(timeOff.trainerId, trainerId), gt(timeOff.endsAt, now)))
          .orderBy(asc(timeOff.startsAt))
          .limit(200),
      ]);
      return { hours, overrides, off };
    },

    /** Replaces her weekly hours and zone at once: a reader never sees half the week. */
    async replaceWeekly(
      trainerId: number,
      timeZone: string,
      hours: { weekday: number; start_minute: number; end_minute: number }[],
      tx: Db = db,
    ) {
      await tx.update(trainers).set({ timeZone }).where(eq(trainers.id, trainerId));
      await tx.delete(availabilityRules).where(eq(availabilityRules.trainerId, trainerId));
      if (hours.length > 0)
        await tx.insert(availabilityRules).values(
          hours.map((block) => ({
            trainerId,
            weekday: block.weekday,
            startMinute: block.start_minute,
            endMinute: block.end_minute,
          })),
        );
    },

    async upsertOverride(trainerId: number, date: string, intervals: WallIntervals, tx: Db = db) {
      await tx
        .insert(availabilityOverrides)
        .values({ trainerId, date, intervals })
        .onConflictDoUpdate({
          target: [availabilityOverrides.trainerId, availabilityOverrides.date],
          set: { intervals },
        });
    },

    async deleteOverride(trainerId: number, date: string, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .delete(availabilityOverrides)
        .where(and(eq(availabilityOverrides.trainerId, trainerId), eq(availabilityOverrides.date, date)))
        .returning({ id: availabilityOverrides.id });
      return rows.length > 0;
    },

    async insertTimeOff(
      trainerId: number,
      values: { startsAt: Date; endsAt: Date; reason: string },
      tx: Db = db,
    ) {
      const [row] = await tx
        .insert(timeOff)
        .values({ trainerId, ...values })
        .returning();
      if (!row) throw new Error('insert time_off: no row returned');
      return row;
    },

    async deleteTimeOff(trainerId: number, id: number, tx: Db = db): Promise<TimeOffRow | undefined> {
      const [row] = await tx
        .delete(timeOff)
        .where(and(eq(timeOff.id, id), eq(timeOff.trainerId, trainerId)))
        .returning();
      return row;
    },
  };
}

export type AvailabilityRepository = ReturnType<typeof availabilityRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    availabilityRepository: AvailabilityRepository;
  }
}

export default domainPlugin('availabilityRepository', (app) => availabilityRepository(app.db), ['database']);
