import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './commerce';
import { users } from './users';

/**
 * An admin's coupon (issue 48 §3, ADR 0084): a percentage or an amount off the cart's products (all, or
 * those in `product_ids`), between two of Chile's calendar days, for a number of uses in all and per member.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    percentOff: integer('percent_off'),
    amountOffClp: integer('amount_off_clp'),
    appliesTo: text('applies_to', { enum: ['products', 'plans'] })
      .notNull()
      .default('products'),
    productIds: integer('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    planCodes: text('plan_codes', { enum: ['premium', 'prime'] })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    duration: text('duration', { enum: ['first_payment', 'every_payment'] })
      .notNull()
      .default('first_payment'),
    validFrom: date('valid_from', { mode: 'string' }),
    validUntil: date('valid_until', { mode: 'string' }),
    maxUses: integer('max_uses'),
    maxUsesPerMember: integer('max_uses_per_member').notNull().default(1),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coupons_code_idx').on(table.code),
    check('coupons_one_kind', sql`(${table.percentOff} is null) <> (${table.amountOffClp} is null)`),
  ],
);

/**
 * A coupon on an order: one per order. A use counts while its order is awaiting payment or paid, so a
 * declined, replaced or cancelled checkout gives its use back without anyone writing it (ADR 0084).
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    discountClp: integer('discount_clp').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coupon_redemptions_order_idx').on(table.orderId),
    index('coupon_redemptions_coupon_idx').on(table.couponId, table.userId),
  ],
);
