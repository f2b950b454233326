import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows';
import type { Db, Tx } from '../../../db/client';
import { careRelationships, trainers } from '../../../db/schema/index';
import { domainPlugin } from '../domain-plugin';
import {
  prepareAgenda,
  prepareCount,
  preparePage,
  shapeOf,
  valuesOf,
  type ClientCountFilter,
  type ClientFilter,
  type AgendaRow,
  type ClientRow,
  type CountStatement,
  type PageStatement,
} from './client-list-repository';

export type { AgendaRow, ClientCountFilter, ClientFilter, ClientRow } from './client-list-repository';

/** How long a list's total is taken as it is, and how many totals an instance remembers. */
const TOTAL_TTL_MS = 10_000;
const TOTALS_KEPT = 1_000;

export type CareRelationshipRow = typeof careRelationships.$inferSelect;

/**
 * Care relationships (issue 45 §2, ADR 0075) and the professional's client list read from them: next
 * consultation, last contact (a consultation held, a note or a measure of hers) and last outcome, kept on
 * each relationship by triggers (ADR 0077), and "Necesita atención", which must say what `attentionReasons`
 * in @vitalia/shared/practice-rules says (a test holds them together).
 */
export function careRepository(db: Db) {
  // At most 2 × 2 × 2 × 3 shapes × 3 orders × 2 (first page or after a cursor), and as many counts: every
  // statement can stay.
  const pageStatements = new Map<string, PageStatement>();
  const countStatements = new Map<string, CountStatement>();
  const agenda = prepareAgenda(db);
  // A list's total, remembered TOTAL_TTL_MS on this instance as the members table's are (ADR 0021): counting
  // every client cost four times the page. Opening or ending a relationship here forgets them all.
  const totals = new Map<string, { total: number; until: number }>();
  const forgetTotals = () => totals.clear();
  /** The professionals caring for her now (team cards, by name): whom she may write to, and who reads her. */
  const currentTeam = (memberId: number) =>
    db
      .select({
        id: trainers.id,
        name: trainers.name,
        specialization: trainers.specialization,
        userId: trainers.userId,
      })
      .from(careRelationships)
      .innerJoin(trainers, eq(trainers.id, careRelationships.trainerId))
      .where(and(eq(careRelationships.memberId, memberId), isNull(careRelationships.endedAt)))
      .orderBy(trainers.name)
      .limit(50);

  return {
    /** Opens the pair's relationship unless one is open: a booking's, in its transaction. */
    async ensureOpen(
      memberId: number,
      trainerId: number,
      origin: CareRelationshipRow['origin'],
      tx: Tx,
    ): Promise<{ row: CareRelationshipRow; created: boolean }> {
      const [created] = await tx
        .insert(careRelationships)
        .values({ memberId, trainerId, origin })
        .onConflictDoNothing({
          target: [careRelationships.trainerId, careRelationships.memberId],
          where: sql`${careRelationships.endedAt} is null`,
        })
        .returning();
      if (created) {
        forgetTotals();
        return { row: created, created: true };
      }
      const [open] = await tx
        .select()
        .from(careRelationships)
        .where(
          and(
            eq(careRelationships.trainerId, trainerId),
            eq(careRelationships.memberId, memberId),
            isNull(careRelationships.endedAt),
          ),
        );
      if (!open) throw new Error('care relationship vanished while being opened');
      return { row: open, created: false };
    },

    async findById(id: number, tx: Db = db): Promise<CareRelationshipRow | undefined> {
      const [row] = await tx.select().from(careRelationships).where(eq(careRelationships.id, id));
      return row;
    },

    /** Ends it unless already ended; the row as it is now, or undefined when nothing was open. */
    async end(id: number, tx: Tx): Promise<CareRelationshipRow | undefined> {
      const [row] = await tx
        .update(careRelationships)
        .set({ endedAt: new Date() })
        .where(and(eq(careRelationships.id, id), isNull(careRelationships.endedAt)))
        .returning();
      if (row) forgetTotals();
      return row;
    },

    /** Every relationship of hers with the professional's name, open ones first, newest first. */
    async listForMember(memberId: number) {
      return db
        .select({ relationship: careRelationships, trainerName: trainers.name })
        .from(careRelationships)
        .innerJoin(trainers, eq(trainers.id, careRelationships.trainerId))
        .where(eq(careRelationships.memberId, memberId))
        .orderBy(sql`${careRelationships.endedAt} is not null`, desc(careRelationships.startedAt))
        .limit(100);
    },

    currentTeam,

    /** The accounts of the professionals caring for her now: the owners of her chart in the policy table. */
    async careTeamAccounts(memberId: number): Promise<number[]> {
      const rows = await currentTeam(memberId);
      return rows.flatMap((row) => (row.userId === null ? [] : [row.userId]));
    },

    /** Her consultations (with each member's name) and the classes she teaches between two instants. */
    async agendaBetween(trainerId: number, from: Date, to: Date): Promise<AgendaRow[]> {
      const [row] = await agenda.execute({
        trainer: trainerId,
        from: from.toISOString(),
        to: to.toISOString(),
      });
      return row?.rows ?? [];
    },

    /**
     * Brings up to date the next consultation of every client whose booked one has ended without a new
     * status (no write marks that moment): the minute job's work (care-figures-job.ts). How many it touched.
     */
    async refreshPassed(): Promise<number> {
      const result = await db.execute(sql`
        select care_figures_refresh(cr.member_id, cr.trainer_id) from care_relationships cr
        where cr.ended_at is null and cr.next_ends_at is not null and cr.next_ends_at <= now()`);
      return rowsOf(result).length;
    },

    /**
     * One page of her clients with what the list shows, filtered, in the chosen order, from just after
     * `after`. The figures are kept on the relationship (ADR 0077), so a page reads its own rows; each shape
     * is a prepared statement (planning it cost more than running it).
     */
    async listClients(filter: ClientFilter): Promise<ClientRow[]> {
      const shape = {
        ...shapeOf(filter),
        sort: filter.sort,
        after: filter.after !== undefined,
        limit: filter.limit,
      };
      const name = JSON.stringify(shape);
      let statement = pageStatements.get(name);
      if (!statement) {
        statement = preparePage(db, shape);
        pageStatements.set(name, statement);
      }
      return statement.execute({
        ...valuesOf(filter),
        afterKey: filter.after?.key,
        afterId: filter.after?.id,
      });
    },

    /** How many of her clients match the filter, whatever the page (at most TOTAL_TTL_MS old). */
    async countClients(filter: ClientCountFilter): Promise<number> {
      const remembered = `${JSON.stringify(valuesOf(filter))}|${filter.status}`;
      const known = totals.get(remembered);
      if (known && known.until > Date.now()) return known.total;
      const shape = shapeOf(filter);
      const name = JSON.stringify(shape);
      let statement = countStatements.get(name);
      if (!statement) {
        statement = prepareCount(db, shape);
        countStatements.set(name, statement);
      }
      const [row] = await statement.execute(valuesOf(filter));
      const total = row?.total ?? 0;
      if (totals.size >= TOTALS_KEPT) totals.clear();
      totals.set(remembered, { total, until: Date.now() + TOTAL_TTL_MS });
      return total;
    },
  };
}

export type CareRepository = ReturnType<typeof careRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    careRepository: CareRepository;
  }
}

export default domainPlugin('careRepository', (app) => careRepository(app.db), ['database']);
