/* eslint-disable max-lines -- orders, their lines and payments: the settlement reads and writes them under one lock order. */
import { and, asc, desc, eq, gt, gte, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { OrderKind, OrderStatus } from '@vitalia/shared/commerce';
import type { PlanType } from '@vitalia/shared/plans';
import type { Db, Tx } from '../../../db/client';
import { commerceEvents, orderItems, orders, payments, products, users } from '../../../db/schema/index';
import { memberMatches, rutMatches } from '../../../db/member-search';
import { domainPlugin } from '../domain-plugin';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

/** What opening a purchase did (issue 17): one order per request, one open checkout per member and kind. */
export type OpenedOrder =
  | { outcome: 'created'; order: OrderRow; superseded: OrderRow | null }
  | { outcome: 'existing'; order: OrderRow }
  | { outcome: 'key_conflict' };

export interface AdminPaymentFilter {
  status?: OrderStatus;
  plan?: PlanType;
  kind?: OrderKind;
  member?: string;
  from?: Date;
  to?: Date;
  userId?: number;
  orderId?: number;
  limit: number;
  offset: number;
}

/**
 * The payment that settled an order, among all it received: the approved one, else the latest (a refund
 * or a decline). A refunded duplicate (issue 17) never stands for the order on a receipt or a screen.
 */
export function settlingPayment(payments: PaymentRow[], orderId: number): PaymentRow | undefined {
  const own = payments.filter((payment) => payment.orderId === orderId);
  return own.findLast((payment) => payment.status === 'approved') ?? own.at(-1);
}

export function ordersRepository(db: Db) {
  function adminConditions(filter: AdminPaymentFilter): SQL | undefined {
    const conditions: SQL[] = [];
    if (filter.status) conditions.push(eq(orders.status, filter.status));
    if (filter.plan) conditions.push(eq(orders.planCode, filter.plan));
    if (filter.kind) conditions.push(eq(orders.kind, filter.kind));
    if (filter.userId) conditions.push(eq(orders.userId, filter.userId));
    if (filter.orderId) conditions.push(eq(orders.id, filter.orderId));
    if (filter.from) conditions.push(gte(orders.createdAt, filter.from));
    if (filter.to) conditions.push(lt(orders.createdAt, filter.to));
    if (filter.member) {
      const byRut = rutMatches(sql`${orders.billing}->>'rut'`, filter.member);
      const byName = memberMatches(filter.member);
      conditions.push(byRut ? sql`(${byName} or ${byRut})` : byName);
    }
    return conditions.length > 0 ? and(...conditions) : undefined;
  }

  const repository = {
    /** The first order made with this key, or the new one: a double click or a retried call buys once. */
    async insertOnce(
      order: NewOrder,
      items: Array<Omit<typeof orderItems.$inferInsert, 'orderId'>>,
      tx: Tx,
    ): Promise<{ order: OrderRow; created: boolean }> {
      const [created] = await tx
        .insert(orders)
        .values(order)
        .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
        .returning();
      if (created) {
        if (items.length > 0)
          await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId: created.id })));
        return { order: created, created: true };
      }
      const [existing] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.userId, order.userId ?? -1), eq(orders.idempotencyKey, order.idempotencyKey)));
      if (!existing) throw new Error('order vanished');
      return { order: existing, created: false };
    },
    /**
     * The order of one purchase request of a cart or a plan. Serialised per member (an advisory lock; the
     * partial unique index `orders_one_open_checkout_idx` backs it), so that:
     * - the same key with the same request is that order (a double click, a retry); with another request
     *   the key is refused;
     * - an open checkout of the same kind for the same request is reopened instead of a second one;
     * - an open checkout for another request (the cart or the plan changed) is cancelled and replaced.
     * A cancelled checkout that a provider still charges is refunded when its payment arrives.
     */
    async openOrder(
      order: NewOrder & { userId: number; requestHash: string; kind: 'cart' | 'membership' },
      items: Array<Omit<typeof orderItems.$inferInsert, 'orderId'>>,
      tx: Tx,
    ): Promise<OpenedOrder> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('vitalia.checkout'), ${order.userId})`);
      const [sameKey] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.userId, order.userId), eq(orders.idempotencyKey, order.idempotencyKey)));
      if (sameKey)
        return sameKey.requestHash === order.requestHash && sameKey.kind === order.kind
          ? { outcome: 'existing' as const, order: sameKey }
          : { outcome: 'key_conflict' as const };
      const [open] = await tx
        .select()
        .from(orders)
        .where(
          and(eq(orders.userId, order.userId), eq(orders.kind, order.kind), eq(orders.status, 'pending')),
        )
        .for('update');
      if (open?.requestHash === order.requestHash) return { outcome: 'existing' as const, order: open };
      let superseded: OrderRow | null = null;
      if (open) {
        [superseded = null] = await tx
          .update(orders)
          .set({ status: 'cancelled', updatedAt: new Date() })
          .where(eq(orders.id, open.id))
          .returning();
        await tx.insert(commerceEvents).values({
          userId: order.userId,
          orderId: open.id,
          kind: 'checkout_superseded',
          planCode: open.planCode,
        });
      }
      const [created] = await tx.insert(orders).values(order).returning();
      if (!created) throw new Error('order insert returned no row');
      if (items.length > 0)
        await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId: created.id })));
      return { outcome: 'created' as const, order: created, superseded };
    },
    /**
     * A declined cart order paid again becomes the member's open cart checkout; one left open for another
     * cart is cancelled, as openOrder does.
     */
    async reopenRejected(order: OrderRow & { userId: number }, tx: Tx): Promise<OrderRow> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('vitalia.checkout'), ${order.userId})`);
      const others = await tx
        .update(orders)
        .set({ status: 'cancelled', updatedAt: new Date() })
        .where(
          and(
            eq(orders.userId, order.userId),
            eq(orders.kind, order.kind),
            eq(orders.status, 'pending'),
            ne(orders.id, order.id),
          ),
        )
        .returning();
      for (const other of others)
        await tx
          .insert(commerceEvents)
          .values({ userId: order.userId, orderId: other.id, kind: 'checkout_superseded' });
      const [reopened] = await tx
        .update(orders)
        .set({ status: 'pending', initPoint: null, providerReference: null, updatedAt: new Date() })
        .where(and(eq(orders.id, order.id), eq(orders.status, 'rejected')))
        .returning();
      return reopened ?? order;
    },
    async findByReference(
      provider: OrderRow['provider'],
      reference: string,
      tx: Db = db,
    ): Promise<OrderRow | null> {
      const [found] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.provider, provider), eq(orders.providerReference, reference)))
        .limit(1);
      return found ?? null;
    },
    /** Her order made with this idempotency key (a replayed request), if any. */
    async findByKey(userId: number, idempotencyKey: string, tx: Db = db): Promise<OrderRow | null> {
      const [row] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)));
      return row ?? null;
    },
    async findById(id: number, { lock = false } = {}, tx: Db = db): Promise<OrderRow | null> {
      const query = tx.select().from(orders).where(eq(orders.id, id)).limit(1);
      return (await (lock ? query.for('update') : query))[0] ?? null;
    },
    /** The billing data she gave last (any purchase), to pre-fill the next checkout. */
    async latestBilling(userId: number, tx: Db = db): Promise<OrderRow['billing']> {
      const [latest] = await tx
        .select({ billing: orders.billing })
        .from(orders)
        .where(and(eq(orders.userId, userId), sql`${orders.billing} is not null`))
        .orderBy(desc(orders.id))
        .limit(1);
      return latest?.billing ?? null;
    },
    /** The order that started a membership (renewals copy its billing data onto their receipts). */
    async findByMembership(membershipId: number, tx: Db = db): Promise<OrderRow | null> {
      return (
        (
          await tx
            .select()
            .from(orders)
            .where(and(eq(orders.membershipId, membershipId), eq(orders.kind, 'membership')))
            .orderBy(asc(orders.id))
            .limit(1)
        )[0] ?? null
      );
    },
    async findOwned(id: number, userId: number, tx: Db = db): Promise<OrderRow | null> {
      return (
        (
          await tx
            .select()
            .from(orders)
            .where(and(eq(orders.id, id), eq(orders.userId, userId)))
            .limit(1)
        )[0] ?? null
      );
    },
    async update(id: number, changes: Partial<NewOrder>, tx: Db = db): Promise<OrderRow> {
      const [updated] = await tx
        .update(orders)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(orders.id, id))
        .returning();
      if (!updated) throw new Error('order not found');
      return updated;
    },
    /**
     * Claims the right to open this order's checkout at the provider: true for exactly one caller, so two
     * racing requests with the same idempotency key never open two checkouts (or two subscriptions).
     */
    async claimCheckout(id: number, claim: string, tx: Db = db): Promise<boolean> {
      const claimed = await tx
        .update(orders)
        .set({ providerReference: claim, updatedAt: new Date() })
        .where(
          and(eq(orders.id, id), sql`${orders.initPoint} is null`, sql`${orders.providerReference} is null`),
        )
        .returning({ id: orders.id });
      return claimed.length > 0;
    },
    async releaseCheckout(id: number, claim: string, tx: Db = db): Promise<void> {
      await tx
        .update(orders)
        .set({ providerReference: null })
        .where(and(eq(orders.id, id), eq(orders.providerReference, claim)));
    },
    /**
     * Drops a pending order's checkout (a Webpay token that expired) so the next one is opened afresh;
     * only if it is still that checkout, so two retries at once open one new checkout between them.
     */
    async forgetCheckout(id: number, reference: string, tx: Db = db): Promise<void> {
      await tx
        .update(orders)
        .set({ providerReference: null, initPoint: null, updatedAt: new Date() })
        .where(and(eq(orders.id, id), eq(orders.status, 'pending'), eq(orders.providerReference, reference)));
    },
    async items(orderId: number, tx: Db = db): Promise<OrderItemRow[]> {
      return tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
    },
    /** An order's lines with what each opens (its product's course or e-book), in the order she added them. */
    async boughtItems(orderId: number, tx: Db = db) {
      return tx
        .select({
          description: orderItems.description,
          quantity: orderItems.quantity,
          kind: products.kind,
          courseId: products.courseId,
          resourceId: products.resourceId,
        })
        .from(orderItems)
        .innerJoin(products, eq(products.id, orderItems.productId))
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.id));
    },
    async itemsOf(orderIds: number[], tx: Db = db): Promise<OrderItemRow[]> {
      if (orderIds.length === 0) return [];
      return tx
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, orderIds))
        .orderBy(asc(orderItems.id));
    },
    /** Inserts the provider's payment once: null when that payment id is already recorded. */
    async insertPaymentOnce(payment: NewPayment, tx: Db = db): Promise<PaymentRow | null> {
      const [inserted] = await tx
        .insert(payments)
        .values(payment)
        .onConflictDoNothing({ target: [payments.provider, payments.providerPaymentId] })
        .returning();
      return inserted ?? null;
    },
    async findPayment(
      provider: PaymentRow['provider'],
      providerPaymentId: string,
      tx: Db = db,
    ): Promise<PaymentRow | null> {
      return (
        (
          await tx
            .select()
            .from(payments)
            .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)))
            .limit(1)
        )[0] ?? null
      );
    },
    async paymentsOf(orderIds: number[], tx: Db = db): Promise<PaymentRow[]> {
      if (orderIds.length === 0) return [];
      return tx.select().from(payments).where(inArray(payments.orderId, orderIds)).orderBy(asc(payments.id));
    },
    async markPaymentRefunded(id: number, at: Date, tx: Db = db): Promise<void> {
      await tx.update(payments).set({ status: 'refunded', refundedAt: at }).where(eq(payments.id, id));
    },
    /** Her orders, newest first; `withStale` keeps the checkouts left open (her data export). */
    async listOfUser(
      userId: number,
      limit = 100,
      { withStale = false } = {},
      tx: Db = db,
    ): Promise<OrderRow[]> {
      return tx
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            // A checkout left open for a day is noise in "Mis pagos"; every closed order stays listed.
            withStale
              ? undefined
              : or(ne(orders.status, 'pending'), gt(orders.createdAt, sql`now() - interval '1 day'`)),
          ),
        )
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit);
    },
    async listForAdmin(filter: AdminPaymentFilter, tx: Db = db) {
      const where = adminConditions(filter);
      const rows = await tx
        .select({ order: orders, email: users.email, firstName: users.firstName, lastName: users.lastName })
        .from(orders)
        .leftJoin(users, eq(users.id, orders.userId))
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(filter.limit)
        .offset(filter.offset);
      const [totals] = await tx
        .select({
          count: sql<number>`count(*)::int`,
          paid: sql<number>`coalesce(sum(${orders.totalClp}) filter (where ${orders.status} = 'paid'), 0)::int`,
          refunded: sql<number>`coalesce(sum(${orders.totalClp}) filter (where ${orders.status} = 'refunded'), 0)::int`,
          pending: sql<number>`count(*) filter (where ${orders.status} = 'pending')::int`,
        })
        .from(orders)
        .leftJoin(users, eq(users.id, orders.userId))
        .where(where);
      return { rows, totals: totals ?? { count: 0, paid: 0, refunded: 0, pending: 0 } };
    },
    async events(orderId: number, tx: Db = db) {
      return tx
        .select()
        .from(commerceEvents)
        .where(eq(commerceEvents.orderId, orderId))
        .orderBy(asc(commerceEvents.createdAt), asc(commerceEvents.id));
    },
    /** Paid revenue per month (Chile's calendar) and per plan, renewals apart, since `since`. */
    async revenue(since: Date, tx: Db = db) {
      const month = sql<string>`to_char(${orders.paidAt} at time zone 'America/Santiago', 'YYYY-MM')`;
      const paidSince = and(eq(orders.status, 'paid'), gte(orders.paidAt, since));
      const byMonth = await tx
        .select({
          month,
          total: sql<number>`sum(${orders.totalClp})::int`,
          renewals: sql<number>`count(*) filter (where ${orders.kind} = 'renewal')::int`,
          orders: sql<number>`count(*)::int`,
        })
        .from(orders)
        .where(paidSince)
        .groupBy(sql`1`)
        .orderBy(sql`1`);
      const byPlan = await tx
        .select({
          plan: sql<string>`coalesce(${orders.planCode}, 'productos')`,
          total: sql<number>`sum(${orders.totalClp})::int`,
          orders: sql<number>`count(*)::int`,
        })
        .from(orders)
        .where(paidSince)
        .groupBy(sql`1`)
        .orderBy(sql`1`);
      return { byMonth, byPlan };
    },
  };
  return repository;
}

export type OrdersRepository = ReturnType<typeof ordersRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    ordersRepository: OrdersRepository;
  }
}

export default domainPlugin('ordersRepository', (app) => ordersRepository(app.db), ['database']);
