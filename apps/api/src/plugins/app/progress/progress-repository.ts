import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { memberMeasurements } from '../../../db/schema/index';
import { domainPlugin } from '../domain-plugin';

export type MemberMeasurementRow = typeof memberMeasurements.$inferSelect;
type NewMemberMeasurement = typeof memberMeasurements.$inferInsert;

/** More than years of weekly weigh-ins: every list is bounded. */
const MEASUREMENTS_MAX = 2000;

/** The measurements she takes herself (issue 47). */
export function progressRepository(db: Db) {
  return {
    /** Made once per `client_id`: a retried save answers the first row, and says whether this call made it. */
    async insert(
      values: NewMemberMeasurement,
      tx: Tx,
    ): Promise<{ row: MemberMeasurementRow; created: boolean }> {
      const [made] = await tx
        .insert(memberMeasurements)
        .values(values)
        .onConflictDoNothing({ target: [memberMeasurements.memberId, memberMeasurements.clientId] })
        .returning();
      if (made) return { row: made, created: true };
      const [existing] = await tx
        .select()
        .from(memberMeasurements)
        .where(
          and(
            eq(memberMeasurements.memberId, values.memberId),
            eq(memberMeasurements.clientId, values.clientId),
          ),
        );
      if (!existing) throw new Error('measurement neither made nor found');
      return { row: existing, created: false };
    },

    /** A withdrawn consent (issue 47): what she recorded herself goes; a professional's stays (ADR 0073). */
    async removeAllOf(memberId: number, tx: Db): Promise<void> {
      await tx.delete(memberMeasurements).where(eq(memberMeasurements.memberId, memberId));
    },

    async of(memberId: number): Promise<MemberMeasurementRow[]> {
      return db
        .select()
        .from(memberMeasurements)
        .where(eq(memberMeasurements.memberId, memberId))
        .orderBy(asc(memberMeasurements.takenAt), asc(memberMeasurements.id))
        .limit(MEASUREMENTS_MAX);
    },
  };
}

export type ProgressRepository = ReturnType<typeof progressRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    progressRepository: ProgressRepository;
  }
}

export default domainPlugin('progressRepository', (app) => progressRepository(app.db), ['database']);
