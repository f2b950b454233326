import { cartUserPlanOf, type CartResponse, type CartSummary } from '@vitalia/shared/commerce';
import { formatRut, ivaBreakdown } from '@vitalia/shared/commerce-rules';
import { CURRENCY } from '@vitalia/shared/constants/commerce';
import type { PlanType } from '@vitalia/shared/plans';
import type { CartLine } from './cart-repository';
import type { OrderRow } from './orders-repository';
import type { UnavailableLine } from './cart-review';

/** Her cart as SPEC §3 shows it: what she can buy with its IVA summary, and what was set apart and why. */
export function presentCart(
  review: { buyable: CartLine[]; unavailable: UnavailableLine[] },
  plan: PlanType,
  message: string,
  lastBilling: OrderRow['billing'],
): CartResponse {
  const items = review.buyable.map((line) => ({
    id: line.id,
    product_id: line.product.id,
    kind: line.product.kind,
    name: line.product.name,
    unit_price: line.product.priceClp,
    quantity: line.quantity,
    line_total: line.product.priceClp * line.quantity,
  }));
  const total = items.reduce((sum, item) => sum + item.line_total, 0);
  const count = items.reduce((sum, item) => sum + item.quantity, 0);
  return {
    success: true,
    user_plan: cartUserPlanOf(plan),
    items,
    total,
    currency: CURRENCY,
    count,
    message,
    summary: cartSummary(total, count),
    billing_defaults: presentBillingDefaults(lastBilling),
    unavailable: review.unavailable.map(({ line, reason }) => ({
      id: line.id,
      product_id: line.product.id,
      name: line.product.name,
      reason,
    })),
  };
}

/** Her last billing data as a checkout form's defaults (plan or cart), the RUT written with its dots. */
export const presentBillingDefaults = (billing: OrderRow['billing']) =>
  billing
    ? {
        ...billing,
        rut: formatRut(billing.rut),
        ...(billing.invoice ? { invoice: { ...billing.invoice, rut: formatRut(billing.invoice.rut) } } : {}),
      }
    : null;

/** SPEC §3's cart summary of a total in whole pesos (the cart's, or after a coupon) and its item count. */
export function cartSummary(total: number, totalItems: number): CartSummary {
  const { subtotal, iva_rate, iva_amount, shipping_cost, total_amount } = ivaBreakdown(total);
  return {
    total_items: totalItems,
    subtotal,
    iva_rate,
    iva_amount,
    shipping_cost,
    total_amount,
    currency: CURRENCY,
  };
}
