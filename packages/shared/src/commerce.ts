// Request and response contracts of plans, memberships, checkout, payments and the cart (issue 9).
import { z } from 'zod';
import { IdSchema, wholeNumber } from './api';
import { isValidRut, normalizeRut } from './commerce-rules';
import { CURRENCY, TRIAL_DAYS_MAX } from './constants/commerce';
import { BILLING_MESSAGES, TAX_DOCUMENT_MESSAGES } from './messages/commerce';
import { CouponCodeSchema } from './coupons';
import { PlanTypeSchema } from './user';
import { PAID_PLAN_TYPES, type PlanType } from './plans';

export const BILLING_INTERVALS = ['month', 'year'] as const;
export const BillingIntervalSchema = z.enum(BILLING_INTERVALS);
export type BillingInterval = z.infer<typeof BillingIntervalSchema>;

export const PaidPlanSchema = z.enum(PAID_PLAN_TYPES, { error: BILLING_MESSAGES.invalidPlan });

export const PlanSchema = z.object({
  code: PlanTypeSchema,
  name: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  /** The same lines with where each benefit lives (plan-benefits.ts). */
  benefits: z.array(z.object({ label: z.string(), href: z.string() })),
  monthly_price: z.number().int(),
  yearly_price: z.number().int(),
  currency: z.literal(CURRENCY),
  /** Days of free trial a member may take once (0: none). */
  trial_days: z.number().int(),
});
export type Plan = z.infer<typeof PlanSchema>;

/** PUT /api/admin/plan-trials: the free trial of each paid plan, in days (0: none). */
const trialDaysMessage = `Los días de prueba deben estar entre 0 y ${TRIAL_DAYS_MAX}`;
const TrialDaysSchema = wholeNumber(trialDaysMessage).pipe(
  z.number().min(0, trialDaysMessage).max(TRIAL_DAYS_MAX, trialDaysMessage),
);
export const PlanTrialsSchema = z.object({ premium: TrialDaysSchema, prime: TrialDaysSchema });
export const PlanTrialsResponseSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  trials: z.object({ premium: z.number().int(), prime: z.number().int() }),
});
export const PlansResponseSchema = z.object({ success: z.boolean(), plans: z.array(PlanSchema) });
export type PlansResponse = z.infer<typeof PlansResponseSchema>;

export const MEMBERSHIP_STATUSES = ['active', 'cancelled', 'expired', 'revoked'] as const;

/** SPEC §3 membership status, plus the period and what happens at its end. */
export const MembershipStatusSchema = z.object({
  success: z.boolean(),
  has_membership: z.boolean(),
  plan_type: PlanTypeSchema,
  plan_name: z.string(),
  status: z.enum(MEMBERSHIP_STATUSES),
  billing_interval: BillingIntervalSchema.nullable(),
  current_period_start: z.string().nullable(),
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  will_renew: z.boolean(),
  /** A downgrade waiting for the end of the period. */
  scheduled_plan_type: PlanTypeSchema.nullable(),
  /** She cancelled at the period end herself and may undo it until then ("Reactivar plan"). */
  can_reactivate: z.boolean(),
  /**
   * Paid once with Webpay (ADR 0045): it does not renew by itself, and she pays her next period from the
   * link in her reminder or from the plans page.
   */
  renews_with_link: z.boolean(),
  /** While her free trial lasts: when it ends (her first charge, or the end of the plan). */
  trial_ends_at: z.string().nullable(),
  /** She has no paid plan and never took a free trial: the plans that offer one show it. */
  trial_available: z.boolean(),
});
export type MembershipStatus = z.infer<typeof MembershipStatusSchema>;

export const MembershipEventSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  plan_type: PlanTypeSchema,
  description: z.string(),
  created_at: z.string(),
});
export const MembershipsResponseSchema = z.object({
  success: z.boolean(),
  current: MembershipStatusSchema,
  history: z.array(MembershipEventSchema),
});
export type MembershipsResponse = z.infer<typeof MembershipsResponseSchema>;

const field = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, BILLING_MESSAGES.tooLong(max));

/** At least `min` characters once trimmed, else `message`. */
const longerThan = (schema: ReturnType<typeof field>, min: number, message: string) =>
  schema.refine((value) => value.length >= min, message);

/** A RUT as typed ("12.345.678-5", "123456785"), checked by its digit and kept without dots or hyphen. */
const rutField = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(14, invalid)
    .refine(isValidRut, invalid)
    .transform(normalizeRut);

/**
 * The company a factura is made out to, when she asks "¿Necesitas factura?" (issue 48 §2): what the SII
 * requires of a factura's receiver (razón social, RUT, giro, dirección, comuna).
 */
export const InvoiceRecipientSchema = z.object({
  legal_name: longerThan(
    field(BILLING_MESSAGES.companyNameRequired, 100),
    3,
    BILLING_MESSAGES.companyNameRequired,
  ),
  rut: rutField(BILLING_MESSAGES.companyRutRequired, BILLING_MESSAGES.companyRutInvalid),
  // The SII's GiroRecep holds 40 characters.
  business_line: longerThan(
    field(BILLING_MESSAGES.businessLineRequired, 40),
    3,
    BILLING_MESSAGES.businessLineRequired,
  ),
  address: longerThan(
    field(BILLING_MESSAGES.companyAddressRequired, 70),
    5,
    BILLING_MESSAGES.companyAddressRequired,
  ),
  comuna: field(BILLING_MESSAGES.companyComunaRequired, 20),
});
export type InvoiceRecipient = z.output<typeof InvoiceRecipientSchema>;

/** Billing data as an order keeps it, read back (checkout defaults, her data export). */
export const StoredBillingSchema = z.object({
  rut: z.string(),
  name: z.string(),
  email: z.string(),
  address: z.string(),
  city: z.string(),
  invoice: z
    .object({
      legal_name: z.string(),
      rut: z.string(),
      business_line: z.string(),
      address: z.string(),
      comuna: z.string(),
    })
    .optional(),
});

/** Chilean billing data for the receipt (boleta); each field says what is wrong with it, in Spanish. */
export const BillingSchema = z.object({
  rut: rutField(BILLING_MESSAGES.rutRequired, BILLING_MESSAGES.rutInvalid),
  name: longerThan(field(BILLING_MESSAGES.nameRequired, 120), 3, BILLING_MESSAGES.nameRequired),
  email: z
    .string({ error: BILLING_MESSAGES.emailInvalid })
    .trim()
    .toLowerCase()
    .pipe(z.email(BILLING_MESSAGES.emailInvalid).max(254, BILLING_MESSAGES.emailInvalid)),
  address: longerThan(field(BILLING_MESSAGES.addressRequired, 200), 5, BILLING_MESSAGES.addressRequired),
  city: field(BILLING_MESSAGES.cityRequired, 80),
  /** Only when she wants a factura instead of a boleta. */
  invoice: InvoiceRecipientSchema.optional(),
});
export type Billing = z.output<typeof BillingSchema>;
export type BillingInput = z.input<typeof BillingSchema>;

/** A client-made key per checkout attempt: the same key twice returns the first order, never a second. */
export const IdempotencyKeySchema = z
  .string({ error: BILLING_MESSAGES.idempotencyKey })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, BILLING_MESSAGES.idempotencyKey);

/**
 * The gateways a member can pay through: the default one (MercadoPago, or its sandbox without
 * credentials) and Webpay Plus when it is configured (issue 21). GET /api/payments/methods lists those
 * offered; a checkout may name one, otherwise the default is used.
 */
export const PaymentMethodSchema = z.enum(['mercadopago', 'sandbox', 'webpay'], {
  error: BILLING_MESSAGES.paymentMethod,
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

export const PaymentMethodsResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  /** In the order the checkout shows them; the first is the default. */
  methods: z.array(
    z.object({
      id: PaymentMethodSchema,
      label: z.string(),
      /** Whether it can pay a plan that renews by itself (Webpay Plus charges once; ADR 0045). */
      renews_automatically: z.boolean(),
    }),
  ),
});
export type PaymentMethodsResponse = z.infer<typeof PaymentMethodsResponseSchema>;

export const MembershipPurchaseSchema = z.object({
  plan_type: PaidPlanSchema,
  billing_interval: BillingIntervalSchema.default('month'),
  billing: BillingSchema,
  idempotency_key: IdempotencyKeySchema,
  payment_method: PaymentMethodSchema.optional(),
  /** A plan coupon she applied (issue 48 §3): checked again, and counted, when the order is made. */
  coupon_code: CouponCodeSchema.optional(),
  /** Start the plan's free trial instead of paying now (once per member; ADR 0094). */
  trial: z.boolean().default(false),
});
export type MembershipPurchase = z.input<typeof MembershipPurchaseSchema>;

/** GET /api/checkout/quote: what a plan would cost her today, before the payment page. */
export const MembershipQuoteQuerySchema = z.object({
  plan_type: PaidPlanSchema,
  billing_interval: BillingIntervalSchema.default('month'),
});

/** The billing data of her last purchase, to pre-fill a checkout (plan or cart); null if she never bought. */
export const BillingDefaultsSchema = StoredBillingSchema.nullable();

export const MembershipQuoteSchema = z.object({
  success: z.boolean(),
  plan_type: PaidPlanSchema,
  billing_interval: BillingIntervalSchema,
  /** What the payment page will charge today (0 when the change waits for the period end). */
  amount_due: z.number().int(),
  /** `now` after paying; `period_end` for a lower plan; `current` when it is already her plan. */
  /** `renewal`: her plan paid with Webpay, whose next period she pays ahead (it starts when this one ends). */
  effective: z.enum(['now', 'period_end', 'current', 'renewal']),
  /** The plan she has paid for, whose unused days become extra days of the new one. */
  credit: z
    .object({
      plan_type: PaidPlanSchema,
      paid_until: z.string(),
      credit_days: z.number().int(),
    })
    .nullable(),
  /** When the new plan's first period would end (or when a lower plan would start). */
  period_end: z.string(),
  billing_defaults: BillingDefaultsSchema,
  /** The free trial she may start instead of paying (days), or null (none, used, or she has a paid plan). */
  trial_days: z.number().int().nullable(),
  /** Her "every payment" coupon's discount already in `amount_due` (a renewal paid ahead). */
  renewal_discount: z.number().int(),
});
export type MembershipQuote = z.infer<typeof MembershipQuoteSchema>;

export const ORDER_STATUSES = ['pending', 'paid', 'rejected', 'cancelled', 'refunded'] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;
export const ORDER_KINDS = ['membership', 'renewal', 'cart'] as const;
export const OrderKindSchema = z.enum(ORDER_KINDS);
export type OrderKind = z.infer<typeof OrderKindSchema>;

/**
 * What a purchase or plan change did: a checkout to open (`init_point`), or a change that needs no payment
 * (a downgrade waits for the period end; an upgrade already paid for).
 */
export const CheckoutResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  order_id: z.number().int().nullable(),
  init_point: z.string().nullable(),
  effective: z.enum(['after_payment', 'period_end', 'now']),
});
export type CheckoutResult = z.infer<typeof CheckoutResultSchema>;

export const CancelMembershipSchema = z.object({
  immediate: z.boolean({ error: BILLING_MESSAGES.immediateBoolean }).default(false),
});
export type CancelMembership = z.input<typeof CancelMembershipSchema>;

export const ValidateBillingResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  billing: z.object({
    rut: z.string(),
    name: z.string(),
    email: z.string(),
    address: z.string(),
    city: z.string(),
  }),
});

export const CartSummarySchema = z.object({
  total_items: z.number().int(),
  subtotal: z.number().int(),
  iva_rate: z.number(),
  iva_amount: z.number().int(),
  shipping_cost: z.number().int(),
  total_amount: z.number().int(),
  currency: z.literal(CURRENCY),
});
export type CartSummary = z.infer<typeof CartSummarySchema>;

export const PRODUCT_KINDS = ['course', 'consultation_pack', 'ebook'] as const;
export const ProductSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PRODUCT_KINDS),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  currency: z.literal(CURRENCY),
});
export type Product = z.infer<typeof ProductSchema>;
export const ProductsResponseSchema = z.object({ success: z.boolean(), products: z.array(ProductSchema) });
export type ProductsResponse = z.infer<typeof ProductsResponseSchema>;

export const CartItemSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  kind: z.enum(PRODUCT_KINDS),
  name: z.string(),
  unit_price: z.number().int(),
  quantity: z.number().int(),
  line_total: z.number().int(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

/** SPEC §3's `user_plan` in the cart answer: the plan in upper case ("FREE" by default). */
export const CART_USER_PLANS = ['FREE', 'PREMIUM', 'PRIME'] as const;
export const cartUserPlanOf = (plan: PlanType): (typeof CART_USER_PLANS)[number] =>
  plan === 'prime' ? 'PRIME' : plan === 'premium' ? 'PREMIUM' : 'FREE';

/** SPEC §3 cart response, with the §3 summary beside it. */
export const CartResponseSchema = z.object({
  success: z.boolean(),
  user_plan: z.enum(CART_USER_PLANS).default('FREE'),
  items: z.array(CartItemSchema),
  total: z.number().int(),
  currency: z.literal(CURRENCY),
  count: z.number().int(),
  message: z.string(),
  summary: CartSummarySchema,
  /** Her last purchase's billing data: a retried or later cart checkout starts from it, as a plan's does. */
  billing_defaults: BillingDefaultsSchema,
  /** Lines she can no longer buy (withdrawn, or already open for her), with why; not in the total. */
  unavailable: z.array(
    z.object({ id: z.number().int(), product_id: z.number().int(), name: z.string(), reason: z.string() }),
  ),
});
export type CartResponse = z.infer<typeof CartResponseSchema>;

export const CART_MAX_QUANTITY = 10;

/** SPEC §3 cart add payload. `user_id` is optional and, when sent, must be the caller's (DESIGN 3). */
export const CartAddSchema = z.object({
  user_id: IdSchema.optional(),
  product_id: IdSchema,
  quantity: wholeNumber(BILLING_MESSAGES.quantity)
    .pipe(z.number().min(1, BILLING_MESSAGES.quantity).max(CART_MAX_QUANTITY, BILLING_MESSAGES.quantity))
    .default(1),
});
export type CartAdd = z.input<typeof CartAddSchema>;
export const CartUserQuerySchema = z.object({ user_id: IdSchema.optional() });

/** The answer to a coupon she typed: the discount on her cart as it is now, and what she will pay. */
export const CouponCheckResponseSchema = z.object({
  success: z.boolean(),
  code: z.string(),
  discount: z.number().int(),
  summary: CartSummarySchema,
  message: z.string(),
});
export type CouponCheckResponse = z.infer<typeof CouponCheckResponseSchema>;

export const CartCheckoutSchema = z.object({
  user_id: IdSchema.optional(),
  billing: BillingSchema,
  idempotency_key: IdempotencyKeySchema,
  payment_method: PaymentMethodSchema.optional(),
  /** A coupon she applied in the cart (issue 48 §3): checked again, and counted, when the order is made. */
  coupon_code: CouponCodeSchema.optional(),
});
export type CartCheckout = z.input<typeof CartCheckoutSchema>;

/** One thing a cart order bought, with what it opens: the success page's "Abrir" for each. */
export const BoughtItemSchema = z.object({
  name: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  /** The course or e-book it opens; null for a consultation pack (it opens the agenda). */
  item_id: z.number().int().nullable(),
  quantity: z.number().int(),
});
export type BoughtItem = z.infer<typeof BoughtItemSchema>;

export const PaymentStatusSchema = z.object({
  success: z.boolean(),
  order_id: z.number().int(),
  status: OrderStatusSchema,
  kind: OrderKindSchema,
  plan_type: PlanTypeSchema.nullable(),
  /** A plan order's interval: "Intentar de nuevo" reopens the same checkout. */
  billing_interval: BillingIntervalSchema.nullable(),
  total: z.number().int(),
  currency: z.literal(CURRENCY),
  payment_id: z.string().nullable(),
  message: z.string(),
  /** A cart order's lines (empty for a plan). */
  items: z.array(BoughtItemSchema),
});
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

const ProviderStatusSchema = z.enum(['ok', 'unavailable']);
/** The default gateway's health (what checkout uses when she picks nothing), and every offered one's. */
export const PaymentsHealthSchema = z.object({
  success: z.boolean(),
  provider: PaymentMethodSchema,
  status: ProviderStatusSchema,
  message: z.string(),
  providers: z.array(z.object({ provider: PaymentMethodSchema, status: ProviderStatusSchema })),
});

export const OrderLineSchema = z.object({
  description: z.string(),
  quantity: z.number().int(),
  unit_price: z.number().int(),
  line_total: z.number().int(),
});

/** One order as the member sees it in "Mis pagos". */
/** One SII document of an order: "Boleta electrónica", its folio (null while the provider issues it). */
export const TaxDocumentSummarySchema = z.object({
  kind: z.enum(['sale', 'credit_note']),
  label: z.string(),
  folio: z.number().int().nullable(),
});
export type TaxDocumentSummary = z.infer<typeof TaxDocumentSummarySchema>;

export const MemberPaymentSchema = z.object({
  order_id: z.number().int(),
  created_at: z.string(),
  kind: OrderKindSchema,
  description: z.string(),
  status: OrderStatusSchema,
  total: z.number().int(),
  payment_id: z.string().nullable(),
  receipt_available: z.boolean(),
  /**
   * Its SII documents (issue 48 §2): the boleta or factura, then a refund's credit note. `folio` is null
   * while the provider issues it; each PDF is GET /api/payments/{order_id}/document?tipo=….
   */
  documents: z.array(TaxDocumentSummarySchema),
});
/** GET /api/payments/{id}/document: the sale's document unless `tipo=nota-de-credito`. */
export const TaxDocumentQuerySchema = z.object({
  tipo: z.enum(['venta', 'nota-de-credito'], { error: TAX_DOCUMENT_MESSAGES.badKind }).default('venta'),
});

export type MemberPayment = z.infer<typeof MemberPaymentSchema>;
export const MemberPaymentsResponseSchema = z.object({
  success: z.boolean(),
  payments: z.array(MemberPaymentSchema),
});
export type MemberPaymentsResponse = z.infer<typeof MemberPaymentsResponseSchema>;
