import type { FastifyInstance } from 'fastify';
import type { CouponCheckResponse } from '@vitalia/shared/commerce';
import { formatClp } from '@vitalia/shared/commerce-rules';
import {
  COUPON_MESSAGES as M,
  COUPON_TRIES,
  couponDiscount,
  planCouponDiscount,
  type Coupon,
  type CouponValues,
  type DiscountLine,
} from '@vitalia/shared/coupons';
import { formatTableDay, santiagoDay } from '@vitalia/shared/dates';
import type { PaidPlanType } from '@vitalia/shared/plans';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { AuditActor } from '../../../lib/audit-actor';
import { domainPlugin } from '../domain-plugin';
import type { Viewer } from '../entitlements/entitlements';
import { cartSummary } from './cart-presenter';
import { reviewCart } from './cart-review';
import type { CouponRow, NewCoupon } from './coupons-repository';
import type { OpenedOrder } from './orders-repository';

const valuesOf = (input: CouponValues): Omit<NewCoupon, 'code'> => ({
  description: input.description,
  percentOff: input.percent_off,
  amountOffClp: input.amount_off,
  appliesTo: input.applies_to,
  productIds: input.product_ids,
  planCodes: input.plan_codes,
  duration: input.duration,
  validFrom: input.valid_from,
  validUntil: input.valid_until,
  maxUses: input.max_uses,
  maxUsesPerMember: input.max_uses_per_member,
  active: input.active,
});

/** Why a coupon cannot be used today by this member, or null. Uses are read by the caller (locked or not). */
function refusal(coupon: CouponRow | null, uses: { total: number; byMember: number }, today: string) {
  if (!coupon) return M.notFound;
  if (!coupon.active) return M.inactive;
  if (coupon.validFrom && today < coupon.validFrom) return M.notYet(formatTableDay(coupon.validFrom));
  if (coupon.validUntil && today > coupon.validUntil) return M.expired(formatTableDay(coupon.validUntil));
  if (coupon.maxUses !== null && uses.total >= coupon.maxUses) return M.exhausted;
  if (uses.byMember >= coupon.maxUsesPerMember) return M.usedByYou;
  return null;
}

const discountOf = (coupon: CouponRow, lines: readonly DiscountLine[]) =>
  coupon.appliesTo === 'products'
    ? couponDiscount(
        { percentOff: coupon.percentOff, amountOff: coupon.amountOffClp, productIds: coupon.productIds },
        lines,
      )
    : 0;

const planDiscountOf = (coupon: CouponRow, planCode: PaidPlanType, price: number) =>
  planCouponDiscount(
    {
      appliesTo: coupon.appliesTo,
      percentOff: coupon.percentOff,
      amountOff: coupon.amountOffClp,
      planCodes: coupon.planCodes,
    },
    planCode,
    price,
  );

/** Why a usable coupon gives nothing on what she is buying: the other kind's coupon, or not this plan. */
const noDiscountReason = (coupon: CouponRow, buying: 'products' | 'plans') => {
  if (coupon.appliesTo !== buying) return buying === 'plans' ? M.productsOnly : M.plansOnly;
  return buying === 'plans' ? M.notForPlan : M.notForCart;
};

/**
 * Coupons (issue 48 §3, ADR 0084): the admin makes and edits them (audited); a member checks one against her
 * cart; the cart's checkout applies it inside the transaction that makes the order, with the coupon's row
 * locked, so the last use goes to exactly one of any number of members racing for it.
 */
export function couponsService(app: FastifyInstance) {
  const repo = app.couponsRepository;

  async function present(rows: Array<CouponRow & { uses?: number }>): Promise<Coupon[]> {
    const names = await repo.productNames([...new Set(rows.flatMap((row) => row.productIds))]);
    return rows.map((row) => ({
      id: row.id,
      code: row.code,
      description: row.description,
      percent_off: row.percentOff,
      amount_off: row.amountOffClp,
      applies_to: row.appliesTo,
      product_ids: row.productIds,
      plan_codes: row.planCodes,
      duration: row.duration,
      product_names: row.productIds.map((id) => names.get(id) ?? `Producto ${id}`),
      valid_from: row.validFrom,
      valid_until: row.validUntil,
      max_uses: row.maxUses,
      max_uses_per_member: row.maxUsesPerMember,
      active: row.active,
      uses: row.uses ?? 0,
      created_at: row.createdAt.toISOString(),
    }));
  }

  async function assertProductsExist(ids: number[]) {
    const known = await repo.productNames(ids);
    const missing = ids.filter((id) => !known.has(id));
    if (missing.length > 0)
      throw AppError.badRequest('Revisa los productos del cupón', {
        product_ids: 'Uno de los productos elegidos no existe',
      });
  }

  /** Why this member cannot use the coupon today, its uses counted (under the row's lock when `tx` holds it). */
  async function refusalFor(coupon: CouponRow | null, userId: number, tx: Db = app.db) {
    const uses = coupon ? await repo.usesOf(coupon.id, userId, tx) : { total: 0, byMember: 0 };
    return refusal(coupon, uses, santiagoDay(new Date()));
  }

  /** The coupon she typed, if she may use it today (not yet counted); a Spanish refusal otherwise. */
  async function usableNow(viewer: Viewer, code: string): Promise<CouponRow> {
    await app.rateLimiter.consume(`coupon:${viewer.id}`, COUPON_TRIES, M.tooManyTries);
    const coupon = await repo.findByCode(code);
    const refused = await refusalFor(coupon, viewer.id);
    if (refused || !coupon) throw AppError.badRequest(refused ?? M.notFound, { code: refused ?? M.notFound });
    return coupon;
  }

  function refuseUnfit(coupon: CouponRow, buying: 'products' | 'plans'): never {
    const why = noDiscountReason(coupon, buying);
    throw AppError.badRequest(why, { code: why });
  }

  return {
    list: async () => present(await repo.list()),

    async create(actor: AuditActor, input: CouponValues): Promise<Coupon> {
      await assertProductsExist(input.product_ids);
      const row = await app.db.transaction(async (tx) => {
        const created = await repo.insert({ code: input.code, ...valuesOf(input) }, tx);
        if (!created) throw AppError.conflict(M.codeTaken, { code: M.codeTaken });
        await app.auditLog.append(
          actor,
          { action: 'coupon.create', entity: 'coupon', entityId: created.id, after: input },
          tx,
        );
        return created;
      });
      const [coupon] = await present([row]);
      if (!coupon) throw new Error('coupon not presented');
      return coupon;
    },

    /** Edits everything but the code (members may have it written down); turning it off ends it at once. */
    async update(actor: AuditActor, id: number, input: CouponValues): Promise<Coupon> {
      await assertProductsExist(input.product_ids);
      const row = await app.db.transaction(async (tx) => {
        const before = await repo.findById(id, tx);
        if (!before) throw AppError.notFound('No encontramos ese cupón');
        if (before.code !== input.code)
          throw AppError.badRequest(M.codeFormat, { code: 'El código no se puede cambiar' });
        const updated = await repo.update(id, valuesOf(input), tx);
        if (!updated) throw AppError.notFound('No encontramos ese cupón');
        await app.auditLog.append(
          actor,
          { action: 'coupon.update', entity: 'coupon', entityId: id, before: fromRow(before), after: input },
          tx,
        );
        return updated;
      });
      const [coupon] = await present([{ ...row, uses: (await repo.usesOf(id, 0)).total }]);
      if (!coupon) throw new Error('coupon not presented');
      return coupon;
    },

    /** "Aplicar": the code against her cart as it is now; nothing is counted until she pays. */
    async check(viewer: Viewer, code: string): Promise<CouponCheckResponse> {
      const coupon = await usableNow(viewer, code);
      const { buyable } = await reviewCart(app, viewer);
      const lines = buyable.map((line) => ({
        productId: line.product.id,
        unitPrice: line.product.priceClp,
        quantity: line.quantity,
      }));
      const discount = discountOf(coupon, lines);
      if (discount === 0) refuseUnfit(coupon, 'products');
      const total = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
      return {
        success: true,
        code: coupon.code,
        discount,
        summary: cartSummary(
          total - discount,
          lines.reduce((sum, line) => sum + line.quantity, 0),
        ),
        message: M.applied(formatClp(discount)),
      };
    },

    /** "Aplicar" on a plan's checkout: the code against the price she would pay today for that plan. */
    async checkPlan(
      viewer: Viewer,
      code: string,
      plan: { code: PaidPlanType; price: number },
    ): Promise<CouponCheckResponse> {
      const coupon = await usableNow(viewer, code);
      const discount = planDiscountOf(coupon, plan.code, plan.price);
      if (discount === 0) refuseUnfit(coupon, 'plans');
      return {
        success: true,
        code: coupon.code,
        discount,
        summary: cartSummary(plan.price - discount, 1),
        message: M.appliedToPlan(formatClp(discount), coupon.duration),
      };
    },

    /**
     * Inside the transaction that makes the order: the coupon's row locked, its uses counted under the lock,
     * the discount of these lines (or of this plan's price). A refusal throws, and the order is not made.
     */
    async reserve(
      tx: Db,
      order: {
        code: string;
        userId: number;
        buying: { lines: readonly DiscountLine[] } | { plan: PaidPlanType; price: number };
      },
    ): Promise<ReservedCoupon> {
      const coupon = await repo.findByCode(order.code, { lock: true }, tx);
      const refused = await refusalFor(coupon, order.userId, tx);
      if (refused || !coupon)
        throw AppError.conflict(refused ?? M.notFound, { coupon_code: refused ?? M.notFound });
      const { buying } = order;
      const discount =
        'lines' in buying
          ? discountOf(coupon, buying.lines)
          : planDiscountOf(coupon, buying.plan, buying.price);
      if (discount === 0) {
        const why = noDiscountReason(coupon, 'lines' in buying ? 'products' : 'plans');
        throw AppError.conflict(why, { coupon_code: why });
      }
      return { coupon, discount };
    },

    /**
     * A declined order paid again: its coupon's use was given back when it was declined, so taking it again
     * is checked like a new use, under the same lock (ADR 0084). A refusal throws; the order stays declined.
     */
    async recheckForRetry(tx: Db, order: { id: number; userId: number }): Promise<void> {
      const redemption = await repo.redemptionOf(order.id, tx);
      if (!redemption) return;
      const known = await repo.findById(redemption.couponId, tx);
      const coupon = known ? await repo.findByCode(known.code, { lock: true }, tx) : null;
      const refused = await refusalFor(coupon, order.userId, tx);
      if (refused) throw AppError.conflict(M.retryRefused(refused));
    },

    /** Her use of the coupon, recorded once: by the request that made the order, not by a replay of it. */
    async redeem(tx: Db, reserved: ReservedCoupon | null, opened: OpenedOrder, userId: number) {
      if (!reserved || opened.outcome !== 'created') return;
      await repo.redeem(
        { couponId: reserved.coupon.id, userId, orderId: opened.order.id, discountClp: reserved.discount },
        tx,
      );
    },
  };
}

export type ReservedCoupon = { coupon: CouponRow; discount: number };

/**
 * The discount as a line of its own on the order (none without a coupon): the receipt, "Mis pagos" and Pagos
 * show it as it was, and the order's IVA is of what she pays.
 */
export const couponLines = (reserved: { coupon: { code: string }; discount: number } | null) =>
  reserved
    ? [
        {
          productId: null,
          description: `Cupón ${reserved.coupon.code}`,
          unitPriceClp: -reserved.discount,
          quantity: 1,
        },
      ]
    : [];

/** A row's own values in the input's shape, for the audit's "before". */
function fromRow(row: CouponRow): Partial<CouponValues> {
  return {
    description: row.description,
    percent_off: row.percentOff,
    amount_off: row.amountOffClp,
    applies_to: row.appliesTo,
    product_ids: row.productIds,
    plan_codes: row.planCodes,
    duration: row.duration,
    valid_from: row.validFrom,
    valid_until: row.validUntil,
    max_uses: row.maxUses,
    max_uses_per_member: row.maxUsesPerMember,
    active: row.active,
  };
}

export type CouponsService = ReturnType<typeof couponsService>;

declare module 'fastify' {
  interface FastifyInstance {
    coupons: CouponsService;
  }
}

export default domainPlugin('coupons', couponsService, [
  'coupons-repository',
  'cart-repository',
  'audit-log',
]);
