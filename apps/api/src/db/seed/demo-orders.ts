import { and, eq } from 'drizzle-orm';
import { ivaBreakdown } from '@vitalia/shared/commerce-rules';
import type { Db } from '../client';
import { orderItems, orders, payments, products } from '../schema/index';
import { grantOrderItems } from '../../plugins/app/entitlements/entitlements-repository';

const DAY_MS = 86_400_000;

/**
 * Josefa bought a consultation pack three weeks ago (paid, with its receipt in "Mis pagos"): what opens her
 * meal plan without Prime (issue 47), and what a professional's first consultations look like. Settled by the
 * same `grantOrderItems` as a real payment, so her credits are real ones; once only (its idempotency key).
 */
export async function seedDemoConsultationPack(db: Db, josefa: { id: number; email: string }) {
  const [pack] = await db
    .select()
    .from(products)
    .where(and(eq(products.kind, 'consultation_pack'), eq(products.isActive, true)))
    .limit(1);
  if (!pack) return;
  const paidAt = new Date(Date.now() - 21 * DAY_MS);
  const { subtotal, iva_amount: iva } = ivaBreakdown(pack.priceClp);
  await db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        userId: josefa.id,
        kind: 'cart',
        status: 'paid',
        idempotencyKey: 'demo-consultation-pack',
        totalClp: pack.priceClp,
        subtotalClp: subtotal,
        ivaClp: iva,
        billing: {
          rut: '12.345.678-5',
          name: 'Josefa González',
          email: josefa.email,
          address: 'Av. Providencia 1234',
          city: 'Santiago',
        },
        provider: 'sandbox',
        createdAt: paidAt,
        updatedAt: paidAt,
        paidAt,
      })
      .onConflictDoNothing()
      .returning();
    if (!order) return;
    await tx.insert(orderItems).values({
      orderId: order.id,
      productId: pack.id,
      description: pack.name,
      unitPriceClp: pack.priceClp,
      quantity: 1,
    });
    await tx.insert(payments).values({
      orderId: order.id,
      provider: 'sandbox',
      providerPaymentId: `demo-pack-${order.id}`,
      status: 'approved',
      amountClp: pack.priceClp,
      currency: 'CLP',
      createdAt: paidAt,
    });
    await grantOrderItems(tx, order);
  });
}
