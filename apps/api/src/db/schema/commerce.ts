import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { InvoiceRecipient } from '@vitalia/shared/commerce';
import { users } from './users';
import { courses } from './courses';
import { resources } from './library';

const PLAN_CODES = ['free', 'premium', 'prime'] as const;
const INTERVALS = ['month', 'year'] as const;
const PROVIDERS = ['sandbox', 'mercadopago', 'webpay', 'admin'] as const;

/** What can go in the cart: paid courses, consultation packs and e-books, priced in whole CLP with IVA. */
export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  kind: text('kind', { enum: ['course', 'consultation_pack', 'ebook'] }).notNull(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  priceClp: integer('price_clp').notNull(),
  courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
  resourceId: integer('resource_id').references(() => resources.id, { onDelete: 'set null' }),
  /** 1:1 consultations a consultation pack holds (issue 20): each bought unit adds these to her credits. */
  consultations: integer('consultations').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

/**
 * A member's paid plan. Free is the absence of an active row; the unique partial index keeps one current
 * membership per member whatever two requests race to do.
 */
export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planCode: text('plan_code', { enum: PLAN_CODES }).notNull(),
    interval: text('interval', { enum: INTERVALS }).notNull(),
    status: text('status', { enum: ['active', 'cancelled', 'expired', 'revoked'] }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** A downgrade chosen during the period, applied when it ends. */
    scheduledPlanCode: text('scheduled_plan_code', { enum: PLAN_CODES }),
    provider: text('provider', { enum: PROVIDERS }).notNull(),
    /** The provider's subscription (MercadoPago preapproval, or the sandbox's) that renews it. */
    subscriptionId: text('subscription_id'),
    /** When her free trial ends (ADR 0094); set only on the membership a trial started, once per member. */
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    /** An "every payment" coupon's discount, taken off each renewal of this plan (ADR 0084). */
    renewalCouponId: integer('renewal_coupon_id'),
    renewalDiscountClp: integer('renewal_discount_clp').notNull().default(0),
    /**
     * What her current period cost her, coupons taken off (a period paid ahead adds to it): what an upgrade
     * credits back. Null where nothing was paid per period (a grant, a trial) or before this was kept.
     */
    periodPaidClp: integer('period_paid_clp'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('memberships_one_active_idx')
      .on(table.userId)
      .where(sql`${table.status} = 'active'`),
    index('memberships_period_end_idx').on(table.status, table.periodEnd),
    uniqueIndex('memberships_subscription_idx').on(table.subscriptionId),
    // One free trial per member, ever: a second one racing the first fails here.
    uniqueIndex('memberships_one_trial_idx')
      .on(table.userId)
      .where(sql`${table.trialEndsAt} is not null`),
  ],
);

/**
 * Every change of a member's plan and every payment state change, for the member's history and the
 * admin's audit trail. `dedupeKey` makes a replayed webhook or a second reminder run a no-op.
 */
export const commerceEvents = pgTable(
  'commerce_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    membershipId: integer('membership_id').references(() => memberships.id, { onDelete: 'set null' }),
    orderId: integer('order_id'),
    kind: text('kind').notNull(),
    planCode: text('plan_code', { enum: PLAN_CODES }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    dedupeKey: text('dedupe_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('commerce_events_user_idx').on(table.userId, table.createdAt),
    index('commerce_events_order_idx').on(table.orderId),
  ],
);

/** One checkout: items and prices frozen at purchase, the billing data of the receipt, and its state. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['membership', 'renewal', 'cart'] }).notNull(),
    status: text('status', { enum: ['pending', 'paid', 'rejected', 'cancelled', 'refunded'] })
      .notNull()
      .default('pending'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of what was asked (items or plan, billing): a key reused for another request is refused. */
    requestHash: text('request_hash'),
    planCode: text('plan_code', { enum: PLAN_CODES }),
    interval: text('interval', { enum: INTERVALS }),
    membershipId: integer('membership_id').references(() => memberships.id, { onDelete: 'set null' }),
    totalClp: integer('total_clp').notNull(),
    subtotalClp: integer('subtotal_clp').notNull(),
    ivaClp: integer('iva_clp').notNull(),
    currency: text('currency').notNull().default('CLP'),
    billing: jsonb('billing').$type<{
      rut: string;
      name: string;
      email: string;
      address: string;
      city: string;
      /** Present when she asked "¿Necesitas factura?": the company the factura is made out to. */
      invoice?: InvoiceRecipient;
    }>(),
    provider: text('provider', { enum: PROVIDERS }).notNull(),
    /** The provider's checkout (preference or preapproval id) this order was sent to. */
    providerReference: text('provider_reference'),
    initPoint: text('init_point'),
    /** A free trial's checkout ($0): the days it gives before the first charge (ADR 0094). */
    trialDays: integer('trial_days'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('orders_idempotency_idx').on(table.userId, table.idempotencyKey),
    // One open checkout per member for the cart and one for a plan: a second one reopens or replaces it.
    uniqueIndex('orders_one_open_checkout_idx')
      .on(table.userId, table.kind)
      .where(sql`${table.status} = 'pending' and ${table.kind} in ('cart', 'membership')`),
    index('orders_status_created_idx').on(table.status, table.createdAt),
    index('orders_user_created_idx').on(table.userId, table.createdAt),
    // A buyer back from Webpay whose transaction Transbank cannot confirm right now is found by her token.
    index('orders_provider_reference_idx')
      .on(table.provider, table.providerReference)
      .where(sql`${table.providerReference} is not null`),
  ],
);

export const orderItems = pgTable('order_items', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
  description: text('description').notNull(),
  unitPriceClp: integer('unit_price_clp').notNull(),
  quantity: integer('quantity').notNull(),
});

/**
 * The SII document of an order (issue 48 §2): its boleta or factura, and the credit note of its refund. One
 * row per order and kind, made with the change that calls for it; the job that issues it fills the folio.
 * Kept with the order for good (tax law), whatever happens to the member's account.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: ['sale', 'credit_note'] }).notNull(),
    /** The SII's document type: 39 boleta electrónica, 33 factura electrónica, 61 nota de crédito. */
    dteType: integer('dte_type').notNull(),
    status: text('status', { enum: ['pending', 'issued'] })
      .notNull()
      .default('pending'),
    provider: text('provider').notNull(),
    folio: integer('folio'),
    /** The provider's own id of the document (OpenFactura's token). */
    providerReference: text('provider_reference'),
    /** The stored PDF the provider returned. */
    pdfKey: text('pdf_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('tax_documents_order_kind_idx').on(table.orderId, table.kind),
    check('tax_documents_issued_check', sql`(${table.status} = 'pending' or ${table.folio} is not null)`),
  ],
);

/** A charge the provider reports. Its id is unique per provider: a replayed notification finds it. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: PROVIDERS }).notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    status: text('status', { enum: ['approved', 'rejected', 'refunded'] }).notNull(),
    amountClp: integer('amount_clp').notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('payments_provider_id_idx').on(table.provider, table.providerPaymentId)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('cart_items_user_product_idx').on(table.userId, table.productId)],
);

/**
 * The sandbox provider's own records: what a hosted checkout would keep on its side. Our code reads them
 * back through the provider interface exactly as it reads MercadoPago's API.
 */
export const sandboxRecords = pgTable('sandbox_records', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['checkout', 'payment', 'subscription'] }).notNull(),
  externalReference: text('external_reference').notNull(),
  status: text('status').notNull(),
  amountClp: integer('amount_clp').notNull(),
  currency: text('currency').notNull().default('CLP'),
  subscriptionId: text('subscription_id'),
  interval: text('interval', { enum: INTERVALS }),
  nextChargeAt: timestamp('next_charge_at', { withTimezone: true }),
  /** A subscription's free trial, in days before its first charge. */
  trialDays: integer('trial_days'),
  /** When our webhook handler took this payment's notification; until then the sandbox retries it. */
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What a member may open beyond her plan: an item bought in a cart order (source `order`, revoked with a
 * refund) or given with a plan (source `plan`). Filled in the transaction that settles the order.
 */
export const grants = pgTable(
  'grants',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemKind: text('item_kind', { enum: ['course', 'ebook', 'video', 'class'] }).notNull(),
    itemId: integer('item_id').notNull(),
    source: text('source', { enum: ['plan', 'order'] }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('grants_user_item_idx').on(table.userId, table.itemKind, table.itemId),
    uniqueIndex('grants_order_item_idx')
      .on(table.orderId, table.itemKind, table.itemId)
      .where(sql`${table.orderId} is not null`),
  ],
);
