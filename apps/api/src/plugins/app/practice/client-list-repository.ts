import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { fullNameSql } from '../../../db/person-name';
import { careRelationships, trainers, users } from '../../../db/schema/index';
import { foldedContains, foldLikeDatabase } from '../../../db/member-search';
import { statementName } from '../../../db/statement-names';
import { writtenLimit } from '../../../db/written-limit';
import { containsPattern } from '../../../lib/sql-like';
import type { ClientSort, ClientStatus } from '@vitalia/shared/practice-rules';
import { NO_CONTACT_DAYS } from '@vitalia/shared/practice-rules';
import type { PlanType } from '@vitalia/shared/plans';

/*
 * "Mis clientes" as prepared statements on the figures kept on each care relationship (ADR 0077): one
 * statement per shape of filter and order, its values bound when it runs.
 */

/** A consultation or class of "Hoy"; times in epoch milliseconds. */
export interface AgendaRow {
  kind: 'consultation' | 'class';
  id: number;
  startsMs: number;
  endsMs: number;
  title: string;
  who: string;
  memberId: number | null;
  modality: 'online' | 'presencial';
  status: string;
}

/** One client as her professional's list shows her; times in epoch milliseconds. */
export interface ClientRow {
  memberId: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  planType: PlanType;
  sinceMs: number;
  nextMs: number | null;
  lastContactMs: number | null;
  lastOutcome: 'completed' | 'no_show' | 'cancelled' | null;
  consentWithdrawn: boolean;
  checkInMissed: boolean;
  needsAttention: boolean;
  /** The row's sort value as PostgreSQL prints it: what a cursor carries. */
  sortKey: string;
}

export interface ClientCountFilter {
  /** The professional's account: her team card is looked up in the same statement (one round trip). */
  userId: number;
  memberId?: number;
  search?: string;
  plan?: PlanType;
  status?: ClientStatus;
}

export interface ClientFilter extends ClientCountFilter {
  sort: ClientSort;
  after?: { key: string; id: number };
  limit: number;
}

/**
 * Each order's key: ascending, ties broken by the member's id; a missing time sorts where it means most. The
 * two time orders are the expressions of the indexes `care_relationships_next_idx` and `_contact_idx`, so a
 * page reads its own rows from the index (ADR 0077).
 */
const SORT_KEYS: Record<ClientSort, { expression: SQL; cast: SQL }> = {
  // No consultation booked: after every booked one.
  next: {
    expression: sql`coalesce(${careRelationships.nextAt}, 'infinity'::timestamptz)`,
    cast: sql`timestamptz`,
  },
  // Never in contact: first, then the longest without contact.
  last_contact: {
    expression: sql`coalesce(${careRelationships.lastContactAt}, '-infinity'::timestamptz)`,
    cast: sql`timestamptz`,
  },
  name: { expression: sql`vitalia_fold(${users.firstName} || ' ' || ${users.lastName})`, cast: sql`text` },
};

/** "Necesita atención" on the kept figures: what `attentionReasons` in @vitalia/shared says. */
const NEEDS_ATTENTION = sql`(${careRelationships.consentWithdrawn} or ${careRelationships.checkInMissed} or (${careRelationships.nextAt} is null and (
  coalesce(${careRelationships.lastContactAt}, ${careRelationships.startedAt})
    < now() - make_interval(days => ${sql.raw(String(NO_CONTACT_DAYS))})
  or ${careRelationships.lastOutcome} in ('no_show', 'cancelled'))))`;

/** A list's shape: which conditions its statement has. Its values are bound when it runs. */
type ClientShape = {
  member: boolean;
  /** Folded here (the pattern is compared as is), folded by the database, or no search. */
  search: 'folded' | 'database' | false;
  plan: boolean;
  status: ClientStatus | undefined;
};

export const shapeOf = (filter: ClientCountFilter): ClientShape => ({
  member: filter.memberId !== undefined,
  search: filter.search ? (searchPattern(filter.search).folded ? 'folded' : 'database') : false,
  plan: filter.plan !== undefined,
  status: filter.status,
});

/**
 * A search's LIKE pattern, folded here when it can be (`foldLikeDatabase`): a prepared statement would
 * otherwise fold its parameter again for every client it reads.
 */
function searchPattern(search: string): { pattern: string; folded: boolean } {
  const pattern = containsPattern(search);
  const folded = foldLikeDatabase(pattern);
  return folded === null ? { pattern, folded: false } : { pattern: folded, folded: true };
}

/** The shape's conditions on `care_relationships` joined to `users`, each in its own parentheses. */
function clientConditions(shape: ClientShape): SQL | undefined {
  return and(
    eq(careRelationships.trainerId, cardOf(sql.placeholder('user'))),
    isNull(careRelationships.endedAt),
    shape.member ? eq(users.id, sql.placeholder('member')) : undefined,
    shape.search === 'folded' ? sql`(${users.searchText} like ${sql.placeholder('pattern')})` : undefined,
    shape.search === 'database' ? foldedContains(sql.placeholder('pattern')) : undefined,
    shape.plan ? eq(users.planType, sql.placeholder('plan')) : undefined,
    shape.status === 'attention' ? NEEDS_ATTENTION : undefined,
    shape.status === 'ok' ? sql`(not ${NEEDS_ATTENTION})` : undefined,
  );
}

/** An account's team card, the one `trainersRepository.findByUser` answers. */
const cardOf = (userId: unknown) =>
  sql`(select ${trainers.id} from ${trainers} where ${trainers.userId} = ${userId} order by ${trainers.id} limit 1)`;

/** The values a shape's statement is run with. */
export const valuesOf = (filter: ClientCountFilter) => ({
  user: filter.userId,
  member: filter.memberId,
  pattern: filter.search ? searchPattern(filter.search).pattern : undefined,
  plan: filter.plan,
});

export const epochMs = (column: SQL | AnyPgColumn) =>
  sql<number | null>`(extract(epoch from ${column}) * 1000)::float8`;

/** One shape of page as a prepared statement. */
export function preparePage(
  db: Db,
  shape: ClientShape & { sort: ClientSort; after: boolean; limit: number },
) {
  const key = SORT_KEYS[shape.sort];
  const after = shape.after
    ? sql`((${key.expression}, ${careRelationships.memberId}) > (${sql.placeholder('afterKey')}::${key.cast}, ${sql.placeholder('afterId')}))`
    : undefined;
  return (
    db
      .select({
        memberId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phone: users.phone,
        planType: users.planType,
        sinceMs: sql<number>`(extract(epoch from ${careRelationships.startedAt}) * 1000)::float8`,
        nextMs: epochMs(careRelationships.nextAt),
        lastContactMs: epochMs(careRelationships.lastContactAt),
        lastOutcome: careRelationships.lastOutcome,
        consentWithdrawn: careRelationships.consentWithdrawn,
        checkInMissed: careRelationships.checkInMissed,
        needsAttention: sql<boolean>`${NEEDS_ATTENTION}`,
        sortKey: sql<string>`(${key.expression})::text`,
      })
      .from(careRelationships)
      .innerJoin(users, eq(users.id, careRelationships.memberId))
      .where(and(clientConditions(shape), after))
      .orderBy(key.expression, careRelationships.memberId)
      // Written in, not bound: a bound limit kept the page from its generic plan (ADR 0077).
      .limit(writtenLimit(shape.limit))
      .prepare(statementName('care_clients_page'))
  );
}

/** One shape of count as a prepared statement: without a condition on the member, no join to `users`. */
export function prepareCount(db: Db, shape: ClientShape) {
  const counted = db
    .select({ total: sql<number>`count(*)::int` })
    .from(careRelationships)
    .$dynamic();
  const joined =
    shape.member || shape.search || shape.plan
      ? counted.innerJoin(users, eq(users.id, careRelationships.memberId))
      : counted;
  return joined.where(clientConditions(shape)).prepare(statementName('care_clients_count'));
}

export type PageStatement = ReturnType<typeof preparePage>;
export type CountStatement = ReturnType<typeof prepareCount>;

/**
 * "Hoy": her consultations and classes between two instants, by start, as one prepared statement answering
 * one row of JSON (planned once; no row mapped field by field: ADR 0090's reasoning, issue 45 §1).
 */
export function prepareAgenda(db: Db) {
  const trainer = sql`${sql.placeholder('trainer')}::int`;
  const from = sql`${sql.placeholder('from')}::timestamptz`;
  const to = sql`${sql.placeholder('to')}::timestamptz`;
  const items = sql`(
    select 'consultation' as kind, a.id, ${epochMs(sql`a.starts_at`)} as "startsMs",
      ${epochMs(sql`a.ends_at`)} as "endsMs", t.name as title,
      ${fullNameSql(sql`u.first_name`, sql`u.last_name`)} as who, u.id as "memberId", t.modality, a.status
    from appointments a join appointment_types t on t.id = a.type_id join users u on u.id = a.member_id
    where a.trainer_id = ${trainer} and a.status in ('confirmed', 'completed')
      and a.starts_at >= ${from} and a.starts_at < ${to}
    union all
    select 'class', c.id, ${epochMs(sql`c.starts_at`)},
      ${epochMs(sql`c.starts_at + make_interval(mins => c.duration_minutes)`)}, c.title,
      c.seats_taken || ' de ' || c.capacity || ' cupos tomados', null, 'online', c.status
    from live_classes c
    where c.trainer_id = ${trainer} and c.status = 'scheduled' and c.starts_at >= ${from} and c.starts_at < ${to}
    order by "startsMs"
    limit 100
  ) agenda`;
  return db
    .select({
      rows: sql<AgendaRow[]>`coalesce(json_agg(to_json(agenda) order by agenda."startsMs"), '[]'::json)`,
    })
    .from(items)
    .prepare(statementName('care_agenda'));
}
