import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { cartItems, products } from '../../../db/schema/index';
import { domainPlugin } from '../domain-plugin';

export type ProductRow = typeof products.$inferSelect;
export interface CartLine {
  id: number;
  quantity: number;
  product: ProductRow;
  /** False once the product was withdrawn or what it sells is no longer published (issue 42 §3). */
  onSale: boolean;
}

/**
 * A product is on sale while it is active and what it sells is published: unpublishing a course or an
 * e-book withdraws its product at once, with no second write to forget (issue 42 §3).
 */
export const productOnSale = sql<boolean>`(${products.isActive} and (${products.kind} = 'consultation_pack'
  or exists (select 1 from "courses" c where c.id = ${products.courseId} and c.status = 'published')
  or exists (select 1 from "resources" r where r.id = ${products.resourceId} and r.status = 'published')))`;

/** Every query is scoped to the member whose cart it is: no call can reach another member's items. */
export function cartRepository(db: Db) {
  return {
    async listProducts(tx: Db = db): Promise<ProductRow[]> {
      return tx.select().from(products).where(productOnSale).orderBy(asc(products.id));
    },
    async findProduct(id: number, tx: Db = db): Promise<ProductRow | null> {
      return (
        (
          await tx
            .select()
            .from(products)
            .where(and(eq(products.id, id), productOnSale))
            .limit(1)
        )[0] ?? null
      );
    },
    /** Every line of her cart, those no longer on sale too (the cart says why; checkout leaves them out). */
    async lines(userId: number, tx: Db = db): Promise<CartLine[]> {
      const rows = await tx
        .select({ id: cartItems.id, quantity: cartItems.quantity, product: products, onSale: productOnSale })
        .from(cartItems)
        .innerJoin(products, eq(products.id, cartItems.productId))
        .where(eq(cartItems.userId, userId))
        .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
      return rows;
    },
    /** Adds to the line of that product (one line per product), capped at `max`. */
    async add(userId: number, productId: number, quantity: number, max: number, tx: Db = db): Promise<void> {
      await tx
        .insert(cartItems)
        .values({ userId, productId, quantity: Math.min(quantity, max) })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.productId],
          set: { quantity: sql`least(${cartItems.quantity} + ${quantity}, ${max})` },
        });
    },
    /** Removes one line of the member's cart, by its line id or by its product; false when it is not theirs. */
    async remove(
      userId: number,
      by: { lineId: number } | { productId: number },
      tx: Db = db,
    ): Promise<boolean> {
      const target = 'lineId' in by ? eq(cartItems.id, by.lineId) : eq(cartItems.productId, by.productId);
      const removed = await tx
        .delete(cartItems)
        .where(and(eq(cartItems.userId, userId), target))
        .returning({ id: cartItems.id });
      return removed.length > 0;
    },
    async clear(userId: number, productIds?: number[], tx: Db = db): Promise<void> {
      await tx
        .delete(cartItems)
        .where(
          productIds
            ? and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds))
            : eq(cartItems.userId, userId),
        );
    },
  };
}

export type CartRepository = ReturnType<typeof cartRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    cartRepository: CartRepository;
  }
}

export default domainPlugin('cartRepository', (app) => cartRepository(app.db), ['database']);
