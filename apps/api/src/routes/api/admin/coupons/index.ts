import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@vitalia/shared/api';
import {
  COUPON_MESSAGES as M,
  CouponInputSchema,
  CouponSavedSchema,
  CouponsResponseSchema,
} from '@vitalia/shared/coupons';
import { actorOf } from '../../../../lib/audit-actor';

const tags = ['admin'];

/** /api/admin/coupons: the admin's coupons, with their uses (issue 48 §3). Every change is audited. */
const adminCouponsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags, response: { 200: CouponsResponseSchema } } }, async () => ({
    success: true,
    coupons: await app.coupons.list(),
  }));

  app.post(
    '/',
    { schema: { tags, body: CouponInputSchema, response: { 201: CouponSavedSchema } } },
    async (request, reply) => {
      const coupon = await app.coupons.create(actorOf(request), request.body);
      return reply.code(201).send({ success: true, coupon, message: M.created });
    },
  );

  app.put(
    '/:id',
    {
      schema: { tags, params: IdParamsSchema, body: CouponInputSchema, response: { 200: CouponSavedSchema } },
    },
    async (request) => ({
      success: true,
      coupon: await app.coupons.update(actorOf(request), request.params.id, request.body),
      message: M.updated,
    }),
  );
};

export default adminCouponsRoutes;
