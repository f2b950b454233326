/* eslint-disable max-lines -- the planner-tuned members table (ADR 0056): prepared statements per filter shape and their count caches belong together. */
import { and, asc, count, desc, eq, gte, lt, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { ADMIN_USER_SORTS, type AdminUsersQuerySchema } from '@vitalia/shared/admin-users';
import { ADMIN_USERS_PAGE_SIZES, MEMBER_PICKER_RESULTS } from '@vitalia/shared/constants/admin';
import type { Db } from '../../../db/client';
import { feedback, memberships, notifications, sessions, users } from '../../../db/schema/index';
import { santiagoDays } from '../../../lib/santiago-days';
import { foldLikeDatabase, preparedFoldedContains } from '../../../db/member-search';
import { containsPattern } from '../../../lib/sql-like';
import { encodeCursor } from '../../../lib/keyset-cursor';
import { statementName } from '../../../db/statement-names';
import { writtenLimit } from '../../../db/written-limit';
import { domainPlugin } from '../domain-plugin';

type Query = z.output<typeof AdminUsersQuerySchema>;
export type AdminUsersFilter = Omit<Query, 'page' | 'per_page' | 'cursor'>;

// Correlated subqueries name their columns in full: drizzle renders a lone column unqualified, which
// inside the subquery would bind to the inner table.
const lastSignIn = sql<Date | null>`(select max(s.created_at) from sign_ins s where s.user_id = "users"."id")`;
const featuredTrainer = sql<boolean>`exists (select 1 from trainers t where t.user_id = "users"."id" and t.is_featured)`;

const SORT_COLUMNS = {
  created_at: [users.createdAt],
  name: [users.lastName, users.firstName],
  email: [users.email],
  plan_type: [users.planType],
  role: [users.role],
} as const;

/**
 * Where a keyset page starts (`after` a row) or ends (`before` it), in one order: the row's sort values as
 * text (a time as PostgreSQL prints it, so no microsecond is lost) and its id.
 */
export const MemberPageCursorSchema = z.object({
  sort: z.enum(ADMIN_USER_SORTS),
  dir: z.enum(['asc', 'desc']),
  toward: z.enum(['after', 'before']),
  keys: z.array(z.string().max(200)).min(1).max(2),
  id: z.number().int().positive(),
});
export type MemberPageCursor = z.infer<typeof MemberPageCursorSchema>;

type PageRow = {
  user: { id: number; lastName: string; firstName: string; email: string; planType: string; role: string };
  createdAtKey: string;
};
/** A row's values in SORT_COLUMNS' order, as a cursor keeps them. */
const SORT_KEYS_OF: Record<AdminUsersFilter['sort'], (row: PageRow) => string[]> = {
  created_at: (row) => [row.createdAtKey],
  name: (row) => [row.user.lastName, row.user.firstName],
  email: (row) => [row.user.email],
  plan_type: (row) => [row.user.planType],
  role: (row) => [row.user.role],
};

/** A time as PostgreSQL prints a timestamptz, the only thing a date key may be (it is cast back in SQL). */
const PRINTED_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

/** Whether a decoded cursor belongs to this order (a cursor from another sort would skip rows). */
export const cursorFits = (cursor: MemberPageCursor, filter: AdminUsersFilter) =>
  cursor.sort === filter.sort &&
  cursor.dir === filter.dir &&
  cursor.keys.length === SORT_COLUMNS[filter.sort].length &&
  (filter.sort !== 'created_at' || cursor.keys.every((key) => PRINTED_TIMESTAMP.test(key)));

/** The row comparison of a keyset page; the text keys are cast back to each column's type. */
function beyondCursor(sort: AdminUsersFilter['sort'], greater: boolean): SQL {
  const columns = [...SORT_COLUMNS[sort], users.id];
  const bound = [
    ...SORT_COLUMNS[sort].map((column, index) =>
      column === users.createdAt
        ? sql`${sql.placeholder(`key${index}`)}::timestamptz`
        : sql`${sql.placeholder(`key${index}`)}::text`,
    ),
    sql`${sql.placeholder('keyId')}::integer`,
  ];
  return sql`((${sql.join(columns, sql`, `)}) ${greater ? sql`>` : sql`<`} (${sql.join(bound, sql`, `)}))`;
}

/**
 * The filters as SQL; the search runs on the folded, trigram-indexed `search_text` (ADR 0021). Prepared
 * (the page query), each value is a placeholder and `values` holds what to execute it with: one prepared
 * statement per `shape` (which filters are set, the sort and its direction), so PostgreSQL plans each shape
 * once instead of on every page turn (issue 21: planning cost more than running the query).
 */
function filterOf(filter: AdminUsersFilter, prepared: boolean) {
  const conditions: SQL[] = [];
  const values: Record<string, unknown> = {};
  const bind = <T>(name: string, value: T): T | Placeholder<string> => {
    values[name] = value;
    return prepared ? sql.placeholder(name) : value;
  };
  if (filter.q) conditions.push(preparedFoldedContains(containsPattern(filter.q), bind));
  if (filter.plan) conditions.push(eq(users.planType, bind('plan', filter.plan)));
  if (filter.role) conditions.push(eq(users.role, bind('role', filter.role)));
  if (filter.status) conditions.push(eq(users.status, bind('status', filter.status)));
  const days = santiagoDays(filter.from, filter.to);
  if (days.from) conditions.push(gte(users.createdAt, bind('from', days.from)));
  if (days.to) conditions.push(lt(users.createdAt, bind('to', days.to)));
  const shape = [...Object.keys(values), filter.sort, filter.dir].join(',');
  return { where: conditions.length ? and(...conditions) : undefined, values, shape };
}

const whereOf = (filter: AdminUsersFilter) => filterOf(filter, false).where;

/** The search as the walk tests it: the same answer as `like` for a term `foldLikeDatabase` folds. */
const walkContains = sql`(strpos(${users.searchText}, ${sql.placeholder('term')}) > 0)`;

/**
 * How many members a search page may expect to read, walking newest first, before the trigram index is the
 * cheaper way (ADR 0056): a walk reads ~10 entries of the covering index a microsecond, and a trigram search
 * of a common term costs a millisecond or more before it has sorted anything.
 */
const WALK_MAX_ROWS = 5_000;

/**
 * Whether walking newest first finds a page reading at most WALK_MAX_ROWS members: matches spread evenly among
 * `members` put a page of `limit` about limit × members ÷ matches members deep.
 */
export const walkPays = (limit: number, members: number, matches: number) =>
  limit * members <= WALK_MAX_ROWS * matches;

/** The page sizes the screens ask for: each may have statements with the size written in. */
const SCREEN_PAGE_SIZES = new Set<number>([...ADMIN_USERS_PAGE_SIZES, MEMBER_PICKER_RESULTS]);

/**
 * A search with nothing else set, in created-at order: the one a walk can answer (ADR 0056). Any other field
 * set, including one a later change adds to the filter, keeps the page on the trigram search.
 */
const walkShaped = (filter: AdminUsersFilter) =>
  filter.sort === 'created_at' &&
  Boolean(filter.q) &&
  Object.entries(filter).every(
    ([field, value]) => field === 'q' || field === 'sort' || field === 'dir' || value === undefined,
  );

/** How long a filter's total is taken as it is, then how long past that it may be shown while recounted. */
const COUNT_TTL_MS = 10_000;
const COUNT_STALE_MS = 60_000;
const COUNT_CACHE_MAX = 500;

/** The admin console's reads about members; writes go through the users repository (cache, NOTIFY). */
export function adminUsersRepository(db: Db) {
  // What the table shows: not the password hash, not the search text.
  const listed = {
    id: users.id,
    username: users.username,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
    phone: users.phone,
    role: users.role,
    planType: users.planType,
    status: users.status,
    createdAt: users.createdAt,
  };
  const columns = { user: listed, lastSignInAt: lastSignIn, isFeaturedTrainer: featuredTrainer };
  const createdAtKey = sql<string>`${users.createdAt}::text`;
  // A filter's total, remembered 10 s on this instance (ADR 0021): counting 100,000 rows on every page
  // turn costs more than the page itself. Admin writes on this instance forget it at once.
  const totals = new Map<string, { total: number; freshUntil: number; shownUntil: number }>();
  // At most 2^6 filter combinations × 5 sorts × 2 directions × 4 kinds of page with a bound size, the 40
  // unfiltered ones again with each screen size, and 2 directions × 3 kinds of walk with each screen size:
  // every statement can stay.
  const pageQueries = new Map<string, ReturnType<typeof preparePage>>();

  /**
   * One page in one round trip, by offset (`page=`) or by keyset (`cursor`): the rows after a cursor in the
   * page's order, or the rows before it read backwards (the caller turns them round), so a deep page costs
   * what the first does. A page that skips rows (an offset past the first) finds its ids first (an index
   * scan) and only then the last sign-in and featured flag for those rows: selected with the page, they
   * would be computed for every skipped row too. A page that skips nothing (the first, or any keyset page)
   * is one flat statement, which PostgreSQL runs in two thirds of the time the two-step one takes (issue 21:
   * the members search's p99 was PostgreSQL's CPU). A walk (ADR 0056) is two steps too: its ids come from
   * the covering index alone, without reading the row of every member it passes over.
   */
  function preparePage(
    where: SQL | undefined,
    filter: AdminUsersFilter,
    at: 'first' | 'offset' | 'after' | 'before',
    { twoSteps, limit }: { twoSteps: boolean; limit: Placeholder },
  ) {
    const toward = at === 'after' || at === 'before' ? at : undefined;
    const ascending = (filter.dir === 'asc') !== (toward === 'before');
    const direction = ascending ? asc : desc;
    const order = [...SORT_COLUMNS[filter.sort], users.id].map((column) => direction(column));
    const conditions = toward ? and(where, beyondCursor(filter.sort, ascending)) : where;
    const name = statementName('admin_users_page');
    if (!twoSteps) {
      return db
        .select({ ...columns, createdAtKey })
        .from(users)
        .where(conditions)
        .orderBy(...order)
        .limit(limit)
        .prepare(name);
    }
    const ids = db
      .select({ pageId: users.id })
      .from(users)
      .where(conditions)
      .orderBy(...order)
      .limit(limit);
    const page = db.$with('page').as(at === 'offset' ? ids.offset(sql.placeholder('offset')) : ids);
    return db
      .with(page)
      .select({ ...columns, createdAtKey })
      .from(page)
      .innerJoin(users, eq(users.id, page.pageId))
      .orderBy(...order)
      .prepare(name);
  }

  /** The cursors of the pages around `rows` (in display order). */
  function cursorsOf(filter: AdminUsersFilter, rows: PageRow[]) {
    const cursorAt = (row: PageRow | undefined, toward: 'after' | 'before') =>
      row
        ? encodeCursor({
            sort: filter.sort,
            dir: filter.dir,
            toward,
            keys: SORT_KEYS_OF[filter.sort](row),
            id: row.user.id,
          } satisfies MemberPageCursor)
        : null;
    return { next: cursorAt(rows.at(-1), 'after'), prev: cursorAt(rows[0], 'before') };
  }

  const totalKey = (filter: AdminUsersFilter) =>
    JSON.stringify({ ...filter, sort: undefined, dir: undefined });
  const counting = new Map<string, Promise<number>>();
  /** Raised by every admin write here: a count begun before it is answered but not remembered. */
  let generation = 0;
  /** Counts a filter's rows once however many requests ask at the same moment, and remembers the total. */
  function recount(key: string, filter: AdminUsersFilter): Promise<number> {
    let pending = counting.get(key);
    if (!pending) {
      const startedIn = generation;
      pending = (async () => {
        const [row] = await db.select({ n: count() }).from(users).where(whereOf(filter));
        const total = row?.n ?? 0;
        if (startedIn === generation) {
          if (totals.size >= COUNT_CACHE_MAX) totals.clear();
          const now = Date.now();
          totals.set(key, { total, freshUntil: now + COUNT_TTL_MS, shownUntil: now + COUNT_STALE_MS });
        }
        return total;
      })().finally(() => {
        if (counting.get(key) === pending) counting.delete(key);
      });
      counting.set(key, pending);
    }
    return pending;
  }

  /**
   * A filter's total. Past its 10 s the remembered one is still answered while a recount runs behind it, up
   * to a minute: a page that waited for the recount waited for the slowest query of the screen (at 50
   * connections, every expiry stalled every request: the search's p99, issue 21). Without a remembered total
   * (the first page, after an admin write, after a minute) the request waits for the count.
   */
  async function countOf(filter: AdminUsersFilter): Promise<number> {
    const key = totalKey(filter);
    const known = totals.get(key);
    const now = Date.now();
    if (known && known.freshUntil > now) return known.total;
    if (known && known.shownUntil > now) {
      // A failed recount leaves the remembered total in place; the next request past it tries again.
      recount(key, filter).catch(() => undefined);
      return known.total;
    }
    return recount(key, filter);
  }

  /** A total counted in the last minute, if there is one (what `countOf` would answer without waiting). */
  function rememberedTotal(filter: AdminUsersFilter): number | undefined {
    const known = totals.get(totalKey(filter));
    return known && known.shownUntil > Date.now() ? known.total : undefined;
  }

  /**
   * The folded term when this page is best found by walking the members newest first (ADR 0056): a search
   * alone, a term folded here, and remembered totals by which the walk expects to read few enough members
   * for a page (limit × members ÷ matches). Without the totals it is the trigram search; the members' total
   * is counted behind it for the next page.
   */
  function walkableTerm(filter: AdminUsersFilter, limit: number): string | null {
    if (!walkShaped(filter)) return null;
    const term = foldLikeDatabase(filter.q ?? '');
    if (term === null) return null;
    const everyone = { ...filter, q: undefined };
    const members = rememberedTotal(everyone);
    // Kept fresh as the search's own total is (recounted behind once past 10 s), so walks go on past a minute.
    countOf(everyone).catch(() => undefined);
    const matches = rememberedTotal(filter);
    if (members === undefined || matches === undefined) return null;
    return walkPays(limit, members, matches) ? term : null;
  }

  return {
    /** One page, by offset or after/before a cursor already checked with `cursorFits`. */
    async list(
      filter: AdminUsersFilter,
      limit: number,
      at: { offset: number } | { cursor: MemberPageCursor },
    ) {
      const cursor = 'cursor' in at ? at.cursor : undefined;
      const offset = 'offset' in at ? at.offset : 0;
      const kind = cursor?.toward ?? (offset > 0 ? 'offset' : 'first');
      const walkTerm = kind === 'offset' ? null : walkableTerm(filter, limit);
      const shaped =
        walkTerm === null
          ? filterOf(filter, true)
          : { where: walkContains, values: { term: walkTerm }, shape: `walk,${filter.dir}` };
      // The size is written in where the plan cannot depend on a bound value: a walk, or no filter. A search
      // by trigrams is planned for its pattern on every page, as it must be.
      const written = SCREEN_PAGE_SIZES.has(limit) && (walkTerm !== null || shaped.where === undefined);
      const shape = `${shaped.shape},${kind},${written ? limit : 'bound'}`;
      let query = pageQueries.get(shape);
      if (!query) {
        query = preparePage(shaped.where, filter, kind, {
          twoSteps: kind === 'offset' || walkTerm !== null,
          limit: written ? writtenLimit(limit) : sql.placeholder('limit'),
        });
        pageQueries.set(shape, query);
      }
      const position = cursor
        ? Object.fromEntries([...cursor.keys.map((key, index) => [`key${index}`, key]), ['keyId', cursor.id]])
        : kind === 'offset'
          ? { offset }
          : {};
      const [found, total] = await Promise.all([
        query.execute({ ...shaped.values, ...position, limit }),
        countOf(filter),
      ]);
      const inOrder = cursor?.toward === 'before' ? found.reverse() : found;
      const cursors = cursorsOf(filter, inOrder);
      return {
        rows: inOrder.map(({ createdAtKey: _key, ...row }) => row),
        total,
        nextCursor: inOrder.length === limit ? cursors.next : null,
        prevCursor: 'offset' in at && at.offset === 0 ? null : cursors.prev,
      };
    },
    /** Every matching row in order, with its extras (the CSV export; no offset, so nothing is wasted). */
    async exportRows(filter: AdminUsersFilter, limit: number) {
      const order = SORT_COLUMNS[filter.sort].map((column) =>
        filter.dir === 'asc' ? asc(column) : desc(column),
      );
      return db
        .select(columns)
        .from(users)
        .where(whereOf(filter))
        .orderBy(...order, filter.dir === 'asc' ? asc(users.id) : desc(users.id))
        .limit(limit);
    },
    forgetTotals(): void {
      generation += 1;
      totals.clear();
      counting.clear();
    },
    async findOne(id: number) {
      const [row] = await db.select(columns).from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    /** Admins other than `exceptId` who can still sign in: the last one may not be demoted or removed. */
    async otherActiveAdmins(exceptId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.status, 'active'), ne(users.id, exceptId)));
      return row?.n ?? 0;
    },
    async detail(userId: number) {
      const [plans, ownSessions, sent, given] = await Promise.all([
        db
          .select()
          .from(memberships)
          .where(eq(memberships.userId, userId))
          .orderBy(desc(memberships.createdAt))
          .limit(50),
        db
          .select()
          .from(sessions)
          .where(and(eq(sessions.userId, userId), gte(sessions.expiresAt, new Date())))
          .orderBy(desc(sessions.createdAt))
          .limit(50),
        db
          .select({
            id: notifications.id,
            title: notifications.title,
            isRead: notifications.isRead,
            createdAt: notifications.createdAt,
          })
          .from(notifications)
          .where(eq(notifications.userId, userId))
          .orderBy(desc(notifications.createdAt))
          .limit(50),
        db
          .select()
          .from(feedback)
          .where(eq(feedback.userId, userId))
          .orderBy(desc(feedback.createdAt))
          .limit(50),
      ]);
      return { plans, sessions: ownSessions, notifications: sent, feedback: given };
    },
  };
}

export type AdminUsersRepository = ReturnType<typeof adminUsersRepository>;
export type MemberDetailRows = Awaited<ReturnType<AdminUsersRepository['detail']>>;
export type AdminUserListRow = Awaited<ReturnType<AdminUsersRepository['list']>>['rows'][number];

declare module 'fastify' {
  interface FastifyInstance {
    adminUsersRepository: AdminUsersRepository;
  }
}

export default domainPlugin('adminUsersRepository', (app) => adminUsersRepository(app.db), ['database']);
