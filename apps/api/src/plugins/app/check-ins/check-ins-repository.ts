import { and, arrayContains, desc, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Cadence, Question } from '@vitalia/shared/check-ins';
import type { Db, Tx } from '../../../db/client';
import {
  careRelationships,
  checkInAssignments,
  checkInForms,
  checkIns,
  healthConsents,
  trainers,
  users,
} from '../../../db/schema/index';
import { domainPlugin } from '../domain-plugin';

export type CheckInFormRow = typeof checkInForms.$inferSelect;
export type CheckInRow = typeof checkIns.$inferSelect;

/** What a screen shows of one check-in: the row, its form and whose it is. */
const checkInColumns = {
  checkIn: checkIns,
  title: checkInForms.title,
  questions: checkInForms.questions,
  cadence: checkInAssignments.cadence,
  trainerId: checkInAssignments.trainerId,
  assignmentEndedAt: checkInAssignments.endedAt,
  professional: trainers.name,
  professionalUserId: trainers.userId,
};

/** Forms, their assignment to clients, and each due check-in with its answers (issue 46). */
export function checkInsRepository(db: Db) {
  const withForm = (tx: Db) =>
    tx
      .select(checkInColumns)
      .from(checkIns)
      .innerJoin(checkInAssignments, eq(checkInAssignments.id, checkIns.assignmentId))
      .innerJoin(checkInForms, eq(checkInForms.id, checkInAssignments.formId))
      .innerJoin(trainers, eq(trainers.id, checkInAssignments.trainerId));

  return {
    async createForm(trainerId: number, title: string, questions: Question[]): Promise<CheckInFormRow> {
      const [row] = await db.insert(checkInForms).values({ trainerId, title, questions }).returning();
      if (!row) throw new Error('form not stored');
      return row;
    },

    formsOf(trainerId: number) {
      return db
        .select()
        .from(checkInForms)
        .where(eq(checkInForms.trainerId, trainerId))
        .orderBy(desc(checkInForms.id))
        .limit(100);
    },

    async findForm(id: number): Promise<CheckInFormRow | undefined> {
      const [row] = await db.select().from(checkInForms).where(eq(checkInForms.id, id));
      return row;
    },

    /** A running assignment and its first due check-in, or null when the form already runs for her. */
    async assign(
      input: { formId: number; memberId: number; trainerId: number; cadence: Cadence; firstDueOn: string },
      tx: Tx,
    ) {
      const [assignment] = await tx
        .insert(checkInAssignments)
        .values({
          formId: input.formId,
          memberId: input.memberId,
          trainerId: input.trainerId,
          cadence: input.cadence,
        })
        .onConflictDoNothing()
        .returning();
      if (!assignment) return null;
      await tx
        .insert(checkIns)
        .values({ assignmentId: assignment.id, memberId: input.memberId, dueOn: input.firstDueOn });
      return assignment;
    },

    /** Her running assignments from one professional, with each one's open due date. */
    assignmentsOf(memberId: number, trainerId: number) {
      return db
        .select({
          assignment: checkInAssignments,
          title: checkInForms.title,
          nextDueOn: sql<string | null>`(select min(ci.due_on)::text from ${checkIns} ci
            where ci.assignment_id = ${checkInAssignments.id} and ci.status = 'due')`,
        })
        .from(checkInAssignments)
        .innerJoin(checkInForms, eq(checkInForms.id, checkInAssignments.formId))
        .where(
          and(
            eq(checkInAssignments.memberId, memberId),
            eq(checkInAssignments.trainerId, trainerId),
            isNull(checkInAssignments.endedAt),
          ),
        )
        .orderBy(checkInAssignments.id);
    },

    /** Stops an assignment: its open check-in is cancelled, no reminder follows. */
    async endAssignment(id: number, trainerId: number, tx: Tx): Promise<boolean> {
      const [ended] = await tx
        .update(checkInAssignments)
        .set({ endedAt: new Date() })
        .where(
          and(
            eq(checkInAssignments.id, id),
            eq(checkInAssignments.trainerId, trainerId),
            isNull(checkInAssignments.endedAt),
          ),
        )
        .returning({ id: checkInAssignments.id });
      if (!ended) return false;
      await tx
        .update(checkIns)
        .set({ status: 'cancelled' })
        .where(and(eq(checkIns.assignmentId, id), eq(checkIns.status, 'due')));
      return true;
    },

    async findCheckIn(id: number, tx: Db = db) {
      const [row] = await withForm(tx).where(eq(checkIns.id, id));
      return row;
    },

    /** A client's check-ins for her professional's chart (newest first), or all of hers (bounded). */
    history(memberId: number, trainerId: number | undefined, limit: number) {
      return withForm(db)
        .where(
          and(
            eq(checkIns.memberId, memberId),
            trainerId === undefined ? undefined : eq(checkInAssignments.trainerId, trainerId),
            inArray(checkIns.status, ['answered', 'missed', 'due']),
          ),
        )
        .orderBy(desc(checkIns.dueOn), desc(checkIns.id))
        .limit(limit);
    },

    /** What she can answer today: due, from its date until the grace days pass. */
    dueFor(memberId: number, today: string, earliest: string) {
      return withForm(db)
        .where(
          and(
            eq(checkIns.memberId, memberId),
            eq(checkIns.status, 'due'),
            lte(checkIns.dueOn, today),
            gte(checkIns.dueOn, earliest),
          ),
        )
        .orderBy(checkIns.dueOn)
        .limit(20);
    },

    /** Records her answers if it is still open; false when another tab (or a retry) already did. */
    async answer(id: number, answers: CheckInRow['answers'], messageId: number | null, tx: Tx) {
      const [row] = await tx
        .update(checkIns)
        .set({ status: 'answered', answers, answeredAt: new Date(), messageId })
        .where(and(eq(checkIns.id, id), eq(checkIns.status, 'due')))
        .returning({ id: checkIns.id });
      return row !== undefined;
    },

    /** The next check-in of an assignment (a second call for the same date does nothing). */
    async scheduleNext(assignmentId: number, memberId: number, dueOn: string, tx: Tx): Promise<void> {
      await tx.insert(checkIns).values({ assignmentId, memberId, dueOn }).onConflictDoNothing();
    },

    /** Open check-ins past their grace (due before `cutoff`) become missed; returned to schedule the next. */
    async markMissed(cutoff: string, tx: Tx) {
      return tx
        .update(checkIns)
        .set({ status: 'missed' })
        .where(and(eq(checkIns.status, 'due'), lt(checkIns.dueOn, cutoff)))
        .returning({ id: checkIns.id, assignmentId: checkIns.assignmentId, memberId: checkIns.memberId });
    },

    async cadenceOf(assignmentId: number, tx: Tx): Promise<Cadence | null> {
      const [row] = await tx
        .select({ cadence: checkInAssignments.cadence })
        .from(checkInAssignments)
        .where(and(eq(checkInAssignments.id, assignmentId), isNull(checkInAssignments.endedAt)));
      return row?.cadence ?? null;
    },

    /**
     * Check-ins due by `today` and not reminded yet, whose member still is in that professional's care and
     * still consents to her health data being used (a withdrawal stops the reminders).
     */
    remindersDue(today: string, limit: number) {
      return db
        .select({
          id: checkIns.id,
          memberId: checkIns.memberId,
          email: users.email,
          firstName: users.firstName,
          title: checkInForms.title,
          professional: trainers.name,
        })
        .from(checkIns)
        .innerJoin(checkInAssignments, eq(checkInAssignments.id, checkIns.assignmentId))
        .innerJoin(checkInForms, eq(checkInForms.id, checkInAssignments.formId))
        .innerJoin(trainers, eq(trainers.id, checkInAssignments.trainerId))
        .innerJoin(users, eq(users.id, checkIns.memberId))
        .innerJoin(
          careRelationships,
          and(
            eq(careRelationships.memberId, checkIns.memberId),
            eq(careRelationships.trainerId, checkInAssignments.trainerId),
            isNull(careRelationships.endedAt),
          ),
        )
        .innerJoin(
          healthConsents,
          and(
            eq(healthConsents.userId, checkIns.memberId),
            eq(healthConsents.purpose, 'intake'),
            isNull(healthConsents.withdrawnAt),
            arrayContains(healthConsents.uses, ['check_ins']),
          ),
        )
        .where(
          and(
            eq(checkIns.status, 'due'),
            lte(checkIns.dueOn, today),
            isNull(checkIns.remindedAt),
            isNull(checkInAssignments.endedAt),
          ),
        )
        .orderBy(checkIns.id)
        .limit(limit);
    },

    /** Claims one reminder: false when another instance (or a retried job) already sent it. */
    async markReminded(id: number, tx: Tx): Promise<boolean> {
      const [row] = await tx
        .update(checkIns)
        .set({ remindedAt: new Date() })
        .where(and(eq(checkIns.id, id), isNull(checkIns.remindedAt)))
        .returning({ id: checkIns.id });
      return row !== undefined;
    },

    async comment(id: number, comment: string, tx: Tx): Promise<void> {
      await tx.update(checkIns).set({ comment, commentedAt: new Date() }).where(eq(checkIns.id, id));
    },

    /** Ends what the end of a care relationship ends: her assignments from that professional. */
    async endForCare(memberId: number, trainerId: number, tx: Tx): Promise<void> {
      const ended = await tx
        .update(checkInAssignments)
        .set({ endedAt: new Date() })
        .where(
          and(
            eq(checkInAssignments.memberId, memberId),
            eq(checkInAssignments.trainerId, trainerId),
            isNull(checkInAssignments.endedAt),
          ),
        )
        .returning({ id: checkInAssignments.id });
      if (ended.length === 0) return;
      await tx
        .update(checkIns)
        .set({ status: 'cancelled' })
        .where(
          and(
            inArray(
              checkIns.assignmentId,
              ended.map((row) => row.id),
            ),
            eq(checkIns.status, 'due'),
          ),
        );
    },
  };
}

export type CheckInsRepository = ReturnType<typeof checkInsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    checkInsRepository: CheckInsRepository;
  }
}

export default domainPlugin('checkInsRepository', (app) => checkInsRepository(app.db), ['database']);
