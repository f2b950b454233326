import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdSchema } from '@vitalia/shared/api';
import {
  BillingSchema,
  CheckoutResultSchema,
  CouponCheckResponseSchema,
  MembershipPurchaseSchema,
  MembershipQuoteQuerySchema,
  MembershipQuoteSchema,
  ValidateBillingResponseSchema,
} from '@vitalia/shared/commerce';
import { formatRut } from '@vitalia/shared/commerce-rules';
import { CouponCheckSchema } from '@vitalia/shared/coupons';
import { BILLING_MESSAGES } from '@vitalia/shared/messages/commerce';
import type { AppConfig } from '../../../config/env';

const tags = ['pagos'];

/**
 * POST /api/checkout (alias /api/membership-purchase): buy or change a plan. Also reopening a pending
 * checkout and checking billing data before the pay button.
 */
const checkoutRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.post(
    '/',
    { schema: { tags, body: MembershipPurchaseSchema, response: { 200: CheckoutResultSchema } } },
    async (request) =>
      app.membershipService.purchase(request.user, request.body, { publicUrl: config.PUBLIC_URL }),
  );

  app.get(
    '/quote',
    { schema: { tags, querystring: MembershipQuoteQuerySchema, response: { 200: MembershipQuoteSchema } } },
    async (request) =>
      app.membershipService.quote(request.user.id, request.query.plan_type, request.query.billing_interval),
  );

  app.post(
    '/create-preference',
    {
      schema: { tags, body: z.object({ order_id: IdSchema }), response: { 200: CheckoutResultSchema } },
    },
    async (request) => app.cartCheckout.createPreference(request.user.id, request.body.order_id),
  );

  app.post(
    '/validate-billing',
    { schema: { tags, body: BillingSchema, response: { 200: ValidateBillingResponseSchema } } },
    async (request) => ({
      success: true,
      message: BILLING_MESSAGES.valid,
      billing: { ...request.body, rut: formatRut(request.body.rut) },
    }),
  );

  // "Aplicar" in the cart or on a plan's checkout (issue 48 §3): the coupon against what she is about to pay;
  // counted only when the order is made.
  app.post(
    '/coupon',
    { schema: { tags, body: CouponCheckSchema, response: { 200: CouponCheckResponseSchema } } },
    async (request) => {
      const { code, plan_type: planType, billing_interval: interval } = request.body;
      return planType
        ? app.membershipService.checkCoupon(request.user, code, planType, interval)
        : app.coupons.check(request.user, code);
    },
  );
};

export default checkoutRoutes;
