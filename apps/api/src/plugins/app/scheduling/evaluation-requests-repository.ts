import { and, asc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appointments, evaluationRequests } from '../../../db/schema/index';
import { domainPlugin } from '../domain-plugin';

export type EvaluationRequestRow = typeof evaluationRequests.$inferSelect;
type NewEvaluationRequest = Omit<
  typeof evaluationRequests.$inferInsert,
  'id' | 'appointmentId' | 'createdAt'
>;

/** Visitors' requests for the free first evaluation, waiting for the confirmation of their e-mail (ADR 0092). */
export function evaluationRequestsRepository(db: Db) {
  return {
    /**
     * Her new request replaces a pending one of the same address (one link works: the latest); requests past
     * their time go with it, so a visitor who never confirms leaves nothing behind after a day.
     */
    async replacePending(values: NewEvaluationRequest, tx: Db = db): Promise<void> {
      await tx
        .delete(evaluationRequests)
        .where(
          or(
            lt(evaluationRequests.expiresAt, new Date()),
            and(eq(evaluationRequests.email, values.email), isNull(evaluationRequests.appointmentId)),
          ),
        );
      await tx.insert(evaluationRequests).values(values);
    },

    /** Requests past their link's time, confirmed or not: what a visitor typed is not kept longer. */
    async deleteExpired(now: Date): Promise<number> {
      const gone = await db
        .delete(evaluationRequests)
        .where(lt(evaluationRequests.expiresAt, now))
        .returning({ id: evaluationRequests.id });
      return gone.length;
    },

    /** The request her link names, while the link works. */
    async findByToken(tokenHash: string): Promise<EvaluationRequestRow | undefined> {
      const [row] = await db
        .select()
        .from(evaluationRequests)
        .where(
          and(eq(evaluationRequests.tokenHash, tokenHash), gt(evaluationRequests.expiresAt, new Date())),
        );
      return row;
    },

    /** Booked: the request now names its appointment and the time it got (perhaps another than asked). */
    async markConfirmed(
      id: number,
      appointmentId: number,
      booked: { trainerId: number; startsAt: Date },
    ): Promise<void> {
      await db
        .update(evaluationRequests)
        .set({ appointmentId, ...booked })
        .where(eq(evaluationRequests.id, id));
    },

    /** Her next confirmed consultation of this type that has not ended, if any. */
    async upcomingOfType(memberId: number, typeId: number, tx: Db = db) {
      const [row] = await tx
        .select({ id: appointments.id, startsAt: appointments.startsAt })
        .from(appointments)
        .where(
          and(
            eq(appointments.memberId, memberId),
            eq(appointments.typeId, typeId),
            eq(appointments.status, 'confirmed'),
            gt(appointments.endsAt, new Date()),
          ),
        )
        .orderBy(asc(appointments.startsAt))
        .limit(1);
      return row;
    },
  };
}

export type EvaluationRequestsRepository = ReturnType<typeof evaluationRequestsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    evaluationRequestsRepository: EvaluationRequestsRepository;
  }
}

export default domainPlugin('evaluationRequestsRepository', (app) => evaluationRequestsRepository(app.db), [
  'database',
]);
