// Coupons (issue 48 §3, ADR 0084): made by an admin, entered by a member at the cart's checkout. One schema
// and one discount rule for the admin form, the cart and the server.
import { z } from 'zod';
import { IdSchema, visible, wholeNumber } from './api';
import { DaySchema } from './date-range';
import { PAID_PLAN_TYPES, type PaidPlanType } from './plans';

/** Codes are typed by people: letters, digits and dashes, compared in upper case. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,29}$/;
export const COUPON_PERCENT_MAX = 90;
export const COUPON_AMOUNT_MAX = 1_000_000;
/**
 * What is left to pay after any coupon: a payment page cannot charge $0 (a free order would need no provider
 * at all, which the cart does not have), and Webpay refuses tiny amounts.
 */
export const COUPON_MIN_TO_PAY = 50;
/** Codes she may try a minute: enough for typos, too few to guess codes (per account). */
export const COUPON_TRIES = { max: 10, windowMs: 60 * 1000 } as const;

/** What a coupon discounts: products of the cart, or a plan (its first payment or every one). */
export const COUPON_SCOPES = ['products', 'plans'] as const;
export type CouponScope = (typeof COUPON_SCOPES)[number];
export const COUPON_DURATIONS = ['first_payment', 'every_payment'] as const;
export type CouponDuration = (typeof COUPON_DURATIONS)[number];
export const COUPON_SCOPE_LABELS: Record<CouponScope, string> = {
  products: 'Productos del carrito',
  plans: 'Planes',
};
export const COUPON_DURATION_LABELS: Record<CouponDuration, string> = {
  first_payment: 'Solo el primer pago',
  every_payment: 'Todos los pagos (también las renovaciones)',
};

export const COUPON_MESSAGES = {
  codeFormat: 'Escribe el código con letras, números o guiones (entre 3 y 30 caracteres)',
  codeTaken: 'Ya existe un cupón con ese código',
  percentRange: `El porcentaje debe estar entre 1 y ${COUPON_PERCENT_MAX}`,
  amountRange: 'El monto debe ser un número entero de pesos entre $100 y $1.000.000',
  oneKind: 'Indica un porcentaje o un monto, no ambos',
  noKind: 'Indica un porcentaje o un monto de descuento',
  usesRange: 'Los usos deben ser un número entero entre 1 y 100.000',
  perMemberRange: 'Los usos por persona deben estar entre 1 y 100',
  dateOrder: 'La fecha de término no puede ser anterior a la de inicio',
  descriptionTooLong: 'La descripción puede tener hasta 200 caracteres',
  notFound: 'No encontramos ese cupón. Revisa cómo lo escribiste.',
  inactive: 'Este cupón ya no está disponible.',
  notYet: (day: string) => `Este cupón se puede usar desde el ${day}.`,
  expired: (day: string) => `Este cupón venció el ${day}.`,
  exhausted: 'Este cupón ya se usó todas las veces disponibles.',
  usedByYou: 'Ya usaste este cupón.',
  /** A declined order paid again whose coupon can no longer be used (ADR 0084). */
  retryRefused: (why: string) => `${why} Vuelve a tu carrito para pagar sin el cupón.`,
  notForCart: 'Este cupón no aplica a los productos de tu carrito.',
  plansOnly: 'Este cupón es para planes: aplícalo al pagar tu plan.',
  productsOnly: 'Este cupón es para productos de la tienda: aplícalo en tu carrito.',
  notForPlan: 'Este cupón no aplica a este plan.',
  /** A plan coupon can only lower a new plan's first payment, not a change that waits or costs nothing. */
  notNow: 'Este cupón se aplica al contratar un plan nuevo o subir de plan.',
  applied: (discount: string) => `Cupón aplicado: ${discount} de descuento.`,
  appliedToPlan: (discount: string, duration: CouponDuration) =>
    duration === 'every_payment'
      ? `Cupón aplicado: ${discount} de descuento en cada pago.`
      : `Cupón aplicado: ${discount} de descuento en tu primer pago.`,
  created: 'Cupón creado',
  updated: 'Cupón actualizado',
  tooManyTries: 'Probaste demasiados códigos. Espera un minuto e inténtalo de nuevo.',
} as const;

const M = COUPON_MESSAGES;

/** "verano-20 " → "VERANO-20": what is stored and compared. */
export const normalizeCouponCode = (code: string) => code.trim().toUpperCase();

export const CouponCodeSchema = z
  .string({ error: M.codeFormat })
  .transform(normalizeCouponCode)
  .pipe(z.string().regex(COUPON_CODE_PATTERN, M.codeFormat));

const optionalWhole = (message: string, min: number, max: number) =>
  wholeNumber(message).pipe(z.number().min(min, message).max(max, message)).nullable();

export const CouponInputSchema = z
  .object({
    code: CouponCodeSchema,
    description: visible(z.string().trim().max(200, M.descriptionTooLong)).default(''),
    percent_off: optionalWhole(M.percentRange, 1, COUPON_PERCENT_MAX).default(null),
    amount_off: optionalWhole(M.amountRange, 100, COUPON_AMOUNT_MAX).default(null),
    /** The products it discounts; empty: every product of the cart. */
    applies_to: z.enum(COUPON_SCOPES).default('products'),
    product_ids: z.array(IdSchema).max(100).default([]),
    /** The plans it discounts (applies_to `plans`); empty: every paid plan. */
    plan_codes: z.array(z.enum(PAID_PLAN_TYPES)).max(PAID_PLAN_TYPES.length).default([]),
    /** For plans: the first payment only, or every renewal too. */
    duration: z.enum(COUPON_DURATIONS).default('first_payment'),
    /** Chile's calendar days, both included; null: no bound. */
    valid_from: DaySchema.nullable().default(null),
    valid_until: DaySchema.nullable().default(null),
    max_uses: optionalWhole(M.usesRange, 1, 100_000).default(null),
    max_uses_per_member: wholeNumber(M.perMemberRange)
      .pipe(z.number().min(1, M.perMemberRange).max(100, M.perMemberRange))
      .default(1),
    active: z.boolean().default(true),
  })
  .superRefine((input, ctx) => {
    if (input.percent_off !== null && input.amount_off !== null)
      ctx.addIssue({ code: 'custom', path: ['amount_off'], message: M.oneKind });
    if (input.percent_off === null && input.amount_off === null)
      ctx.addIssue({ code: 'custom', path: ['percent_off'], message: M.noKind });
    if (input.valid_from && input.valid_until && input.valid_until < input.valid_from)
      ctx.addIssue({ code: 'custom', path: ['valid_until'], message: M.dateOrder });
  })
  // A coupon discounts one kind of thing: the other kind's list is emptied, never stored half-meant.
  .transform((input): typeof input =>
    input.applies_to === 'plans'
      ? { ...input, product_ids: [] }
      : { ...input, plan_codes: [], duration: 'first_payment' as const },
  );
export type CouponInput = z.input<typeof CouponInputSchema>;
export type CouponValues = z.output<typeof CouponInputSchema>;

export const CouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  percent_off: z.number().int().nullable(),
  amount_off: z.number().int().nullable(),
  applies_to: z.enum(COUPON_SCOPES),
  product_ids: z.array(z.number().int()),
  plan_codes: z.array(z.enum(PAID_PLAN_TYPES)),
  duration: z.enum(COUPON_DURATIONS),
  /** The discounted products' names, for the admin's table. */
  product_names: z.array(z.string()),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  max_uses: z.number().int().nullable(),
  max_uses_per_member: z.number().int(),
  active: z.boolean(),
  /** Orders paid or awaiting payment with it. */
  uses: z.number().int(),
  created_at: z.string(),
});
export type Coupon = z.infer<typeof CouponSchema>;

export const CouponsResponseSchema = z.object({ success: z.boolean(), coupons: z.array(CouponSchema) });
export type CouponsResponse = z.infer<typeof CouponsResponseSchema>;
export const CouponSavedSchema = z.object({
  success: z.boolean(),
  coupon: CouponSchema,
  message: z.string(),
});
export type CouponSaved = z.infer<typeof CouponSavedSchema>;

/**
 * POST /api/checkout/coupon: the code she typed, checked against her cart as it is now, or against the plan
 * she is about to pay when `plan_type` is given.
 */
export const CouponCheckSchema = z.object({
  code: CouponCodeSchema,
  plan_type: z.enum(PAID_PLAN_TYPES).optional(),
  billing_interval: z.enum(['month', 'year']).default('month'),
});

/** One cart line as the discount rule sees it. */
export interface DiscountLine {
  productId: number;
  unitPrice: number;
  quantity: number;
}

/**
 * The coupon's discount on a cart, in whole pesos: a percentage of the lines it covers (rounded to the peso),
 * or its amount up to what those lines cost; never leaving less than COUPON_MIN_TO_PAY to pay. 0 when it
 * covers none of the lines.
 */
export function couponDiscount(
  coupon: { percentOff: number | null; amountOff: number | null; productIds: readonly number[] },
  lines: readonly DiscountLine[],
): number {
  const covered = lines.filter(
    (line) => coupon.productIds.length === 0 || coupon.productIds.includes(line.productId),
  );
  const coveredTotal = covered.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const total = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  if (coveredTotal === 0) return 0;
  const raw =
    coupon.percentOff !== null
      ? Math.round((coveredTotal * coupon.percentOff) / 100)
      : Math.min(coupon.amountOff ?? 0, coveredTotal);
  return Math.max(0, Math.min(raw, total - COUPON_MIN_TO_PAY));
}

/**
 * A plan coupon's discount on a plan's price, in whole pesos: the same percentage or amount rule as the cart,
 * 0 when the coupon is not for plans or not for this one.
 */
export function planCouponDiscount(
  coupon: {
    appliesTo: CouponScope;
    percentOff: number | null;
    amountOff: number | null;
    planCodes: readonly PaidPlanType[];
  },
  planCode: PaidPlanType,
  price: number,
): number {
  if (coupon.appliesTo !== 'plans') return 0;
  if (coupon.planCodes.length > 0 && !coupon.planCodes.includes(planCode)) return 0;
  return couponDiscount({ ...coupon, productIds: [] }, [{ productId: 0, unitPrice: price, quantity: 1 }]);
}
