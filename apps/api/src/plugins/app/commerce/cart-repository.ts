import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { cartItems, products } from '../../../db/schema/index';
import { domainPlugin } from '../domain-plugin';

export type ProductRow = typeof products.$inferSelect;
export interface CartLine {
  id: number;
  quantity: number;
  product: ProductRow;
}

/** Every query is scoped to the member whose cart it is: no call can reach another member's items. */
export function cartRepository(db: Db) {
  return {
    async listProducts(): Promise<ProductRow[]> {
      return db.select().from(products).where(eq(products.isActive, true)).orderBy(asc(products.id));
    },
    async findProduct(id: number): Promise<ProductRow | null> {
      return (
        (
          await db
            .select()
            .from(products)
            .where(and(eq(products.id, id), eq(products.isActive, true)))
            .limit(1)
        )[0] ?? null
      );
    },
    async lines(userId: number): Promise<CartLine[]> {
      const rows = await db
        .select({ id: cartItems.id, quantity: cartItems.quantity, product: products })
        .from(cartItems)
        .innerJoin(products, eq(products.id, cartItems.productId))
        .where(and(eq(cartItems.userId, userId), eq(products.isActive, true)))
        .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
      return rows;
    },
    /** Adds to the line of that product (one line per product), capped at `max`. */
    async add(userId: number, productId: number, quantity: number, max: number): Promise<void> {
      await db
        .insert(cartItems)
        .values({ userId, productId, quantity: Math.min(quantity, max) })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.productId],
          set: { quantity: sql`least(${cartItems.quantity} + ${quantity}, ${max})` },
        });
    },
    /** Removes one line of the member's cart, by its line id or by its product; false when it is not theirs. */
    async remove(userId: number, by: { lineId: number } | { productId: number }): Promise<boolean> {
      const target = 'lineId' in by ? eq(cartItems.id, by.lineId) : eq(cartItems.productId, by.productId);
      const removed = await db
        .delete(cartItems)
        .where(and(eq(cartItems.userId, userId), target))
        .returning({ id: cartItems.id });
      return removed.length > 0;
    },
    async clear(userId: number, productIds?: number[]): Promise<void> {
      await db
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
