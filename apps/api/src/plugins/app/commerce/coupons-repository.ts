import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { couponRedemptions, coupons, orders, products } from '../../../db/schema/index';
import { domainPlugin } from '../domain-plugin';

export type CouponRow = typeof coupons.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;

/** A use counts while its order awaits payment or is paid (ADR 0084): nothing has to give a use back. */
const countingOrder = sql`(${orders.status} in ('pending', 'paid'))`;

export function couponsRepository(db: Db) {
  return {
    /** Every coupon, newest first, with its uses; the admin's list (a few hundred at most). */
    async list(tx: Db = db): Promise<Array<CouponRow & { uses: number }>> {
      return tx
        .select({
          ...getTableColumns(coupons),
          // Written out: inside a one-table select Drizzle leaves column names unqualified.
          uses: sql<number>`(select count(*)::int from coupon_redemptions r
            join orders o on o.id = r.order_id
            where r.coupon_id = "coupons"."id" and (o.status in ('pending', 'paid')))`,
        })
        .from(coupons)
        .orderBy(desc(coupons.id))
        .limit(500);
    },

    async findById(id: number, tx: Db = db): Promise<CouponRow | null> {
      const [row] = await tx.select().from(coupons).where(eq(coupons.id, id));
      return row ?? null;
    },

    /** By its code (stored upper case); `lock` holds the row until the transaction ends: uses are counted under it. */
    async findByCode(code: string, { lock = false } = {}, tx: Db = db): Promise<CouponRow | null> {
      const query = tx.select().from(coupons).where(eq(coupons.code, code));
      const [row] = await (lock ? query.for('update') : query);
      return row ?? null;
    },

    /**
     * The uses that count, in all and by one member. Her own cart checkout awaiting payment is left out: a new
     * checkout replaces it (and its use), and the same one again is answered by it (cart-checkout-service).
     */
    async usesOf(
      couponId: number,
      userId: number,
      tx: Db = db,
    ): Promise<{ total: number; byMember: number }> {
      const [row] = await tx
        .select({
          total: sql<number>`count(*)::int`,
          byMember: sql<number>`(count(*) filter (where ${couponRedemptions.userId} = ${userId}))::int`,
        })
        .from(couponRedemptions)
        .innerJoin(orders, eq(orders.id, couponRedemptions.orderId))
        .where(
          and(
            eq(couponRedemptions.couponId, couponId),
            countingOrder,
            sql`(not (${orders.userId} = ${userId} and ${orders.kind} = 'cart' and ${orders.status} = 'pending'))`,
          ),
        );
      return { total: row?.total ?? 0, byMember: row?.byMember ?? 0 };
    },

    async redeem(values: typeof couponRedemptions.$inferInsert, tx: Db = db): Promise<void> {
      await tx.insert(couponRedemptions).values(values);
    },

    /** The coupon, if any, that an order was made with (a replayed checkout answers the same discount). */
    async redemptionOf(orderId: number, tx: Db = db) {
      const [row] = await tx.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, orderId));
      return row ?? null;
    },

    /** Null when the code is taken (the unique index decides, so two admins racing make one). */
    async insert(values: NewCoupon, tx: Db = db): Promise<CouponRow | null> {
      const [row] = await tx.insert(coupons).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    async update(id: number, values: Partial<NewCoupon>, tx: Db = db): Promise<CouponRow | null> {
      const [row] = await tx
        .update(coupons)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(coupons.id, id))
        .returning();
      return row ?? null;
    },

    async productNames(ids: number[], tx: Db = db): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await tx
        .select({ id: products.id, name: products.name })
        .from(products)
        .where(inArray(products.id, ids));
      return new Map(rows.map((row) => [row.id, row.name]));
    },
  };
}

export type CouponsRepository = ReturnType<typeof couponsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    couponsRepository: CouponsRepository;
  }
}

export default domainPlugin('couponsRepository', (app) => couponsRepository(app.db), ['database']);
