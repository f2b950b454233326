// The admin's view of payments, memberships and revenue (issue 9).
import { z } from 'zod';
import { IdSchema, visible } from './api';
import { pageNumber } from './pagination';
import {
  MEMBERSHIP_STATUSES,
  OrderKindSchema,
  OrderStatusSchema,
  TaxDocumentSummarySchema,
} from './commerce';
import { MEMBERSHIP_CHANGE_MESSAGES } from './messages/commerce';
import { PlanTypeSchema } from './user';
import { checkDateRange, dateRangeFields } from './date-range';

export const ADMIN_PAGE_SIZE = 20;

export const AdminPaymentsQuerySchema = z
  .object({
    status: OrderStatusSchema.optional(),
    plan: PlanTypeSchema.optional(),
    kind: OrderKindSchema.optional(),
    member: z.string().trim().max(100).optional(),
    user_id: IdSchema.optional(),
    ...dateRangeFields(),
    page: pageNumber(10_000).default(1),
  })
  .superRefine(checkDateRange());
export type AdminPaymentsQuery = Omit<z.input<typeof AdminPaymentsQuerySchema>, 'page' | 'user_id'> & {
  page?: number;
  user_id?: number;
};

export const AdminPaymentSchema = z.object({
  order_id: z.number().int(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  member: z.object({ id: z.number().int().nullable(), name: z.string(), email: z.string() }),
  kind: OrderKindSchema,
  plan_type: PlanTypeSchema.nullable(),
  description: z.string(),
  status: OrderStatusSchema,
  total: z.number().int(),
  subtotal: z.number().int(),
  iva: z.number().int(),
  provider: z.string(),
  payment_id: z.string().nullable(),
  rut: z.string().nullable(),
  /** Its boleta or factura and credit note (issue 48 §2); empty without an SII provider. */
  documents: z.array(TaxDocumentSummarySchema),
});
export type AdminPayment = z.infer<typeof AdminPaymentSchema>;

export const AdminPaymentsResponseSchema = z.object({
  success: z.boolean(),
  payments: z.array(AdminPaymentSchema),
  totals: z.object({
    count: z.number().int(),
    paid: z.number().int(),
    refunded: z.number().int(),
    pending: z.number().int(),
  }),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type AdminPaymentsResponse = z.infer<typeof AdminPaymentsResponseSchema>;

export const AdminPaymentEventSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  created_at: z.string(),
  reason: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export const AdminPaymentDetailSchema = z.object({
  success: z.boolean(),
  payment: AdminPaymentSchema,
  events: z.array(AdminPaymentEventSchema),
});
export type AdminPaymentDetail = z.infer<typeof AdminPaymentDetailSchema>;

export const ReasonSchema = z.object({
  reason: visible(
    z
      .string({ error: MEMBERSHIP_CHANGE_MESSAGES.reasonRequired })
      .trim()
      .min(5, MEMBERSHIP_CHANGE_MESSAGES.reasonRequired)
      .max(500, 'Máximo 500 caracteres'),
  ),
});

export const AdminMembershipsQuerySchema = z.object({
  status: z.enum(MEMBERSHIP_STATUSES).optional(),
  plan: PlanTypeSchema.optional(),
  member: z.string().trim().max(100).optional(),
  page: pageNumber(10_000).default(1),
});
export type AdminMembershipsQuery = Omit<z.input<typeof AdminMembershipsQuerySchema>, 'page'> & {
  page?: number;
};

export const AdminMembershipSchema = z.object({
  id: z.number().int(),
  member: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  plan_type: PlanTypeSchema,
  interval: z.enum(['month', 'year']),
  status: z.enum(MEMBERSHIP_STATUSES),
  period_start: z.string(),
  period_end: z.string(),
  cancel_at_period_end: z.boolean(),
  provider: z.string(),
  created_at: z.string(),
});
export type AdminMembership = z.infer<typeof AdminMembershipSchema>;
export const AdminMembershipsResponseSchema = z.object({
  success: z.boolean(),
  memberships: z.array(AdminMembershipSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type AdminMembershipsResponse = z.infer<typeof AdminMembershipsResponseSchema>;

export const GrantMembershipSchema = ReasonSchema.extend({
  user_id: IdSchema,
  plan_type: z.enum(['premium', 'prime'], { error: 'Elige el plan Premium o Prime' }),
  months: z.coerce
    .number({ error: 'Indica entre 1 y 24 meses' })
    .int('Indica entre 1 y 24 meses')
    .min(1, 'Indica entre 1 y 24 meses')
    .max(24, 'Indica entre 1 y 24 meses'),
});
export type GrantMembership = z.input<typeof GrantMembershipSchema>;

export const RevenueSchema = z.object({
  success: z.boolean(),
  by_month: z.array(
    z.object({
      month: z.string(),
      total: z.number().int(),
      orders: z.number().int(),
      renewals: z.number().int(),
      churned: z.number().int(),
    }),
  ),
  by_plan: z.array(z.object({ plan: z.string(), total: z.number().int(), orders: z.number().int() })),
  active_by_plan: z.object({ premium: z.number().int(), prime: z.number().int() }),
});
export type Revenue = z.infer<typeof RevenueSchema>;
