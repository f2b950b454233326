import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { IdParamsSchema } from '@vitalia/shared/api';
import {
  CART_MAX_QUANTITY,
  CartAddSchema,
  CartCheckoutSchema,
  CartResponseSchema,
  CartUserQuerySchema,
  CheckoutResultSchema,
  cartUserPlanOf,
  type CartResponse,
} from '@vitalia/shared/commerce';
import { ivaBreakdown } from '@vitalia/shared/commerce-rules';
import { CURRENCY } from '@vitalia/shared/constants/commerce';
import { CART_MESSAGES, CHECKOUT_MESSAGES } from '@vitalia/shared/messages/commerce';
import { AppError } from '../../../lib/app-error';
import { mayOpen } from '../../../plugins/app/entitlements/entitlements';
import { contentOfProduct, reviewCart } from '../../../plugins/app/commerce/cart-review';

const tags = ['carrito'];

/**
 * DESIGN difference 3: the cart is always the caller's. A `user_id` (SPEC §7 sends one) that is someone
 * else's is refused with 403 before anything is read or changed.
 */
function assertOwnCart(request: FastifyRequest, userId: number | undefined) {
  if (userId !== undefined && userId !== request.user.id)
    throw AppError.forbidden(CHECKOUT_MESSAGES.otherUsersCart);
}

/** /api/cart (SPEC §3 and §7): the member's own cart with its IVA summary. */
const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.cartRepository;

  async function cartOf(request: FastifyRequest, message: string): Promise<CartResponse> {
    const userId = request.user.id;
    const { buyable, unavailable } = await reviewCart(app, request.user);
    const items = buyable.map((line) => ({
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
    const { subtotal, iva_rate, iva_amount, shipping_cost, total_amount } = ivaBreakdown(total);
    const status = await app.membershipService.status(userId);
    return {
      success: true,
      user_plan: cartUserPlanOf(status.plan_type),
      items,
      total,
      currency: CURRENCY,
      count,
      message,
      summary: {
        total_items: count,
        subtotal,
        iva_rate,
        iva_amount,
        shipping_cost,
        total_amount,
        currency: CURRENCY,
      },
      unavailable: unavailable.map(({ line, reason }) => ({
        id: line.id,
        product_id: line.product.id,
        name: line.product.name,
        reason,
      })),
    };
  }

  app.get(
    '/',
    { schema: { tags, querystring: CartUserQuerySchema, response: { 200: CartResponseSchema } } },
    async (request) => {
      assertOwnCart(request, request.query.user_id);
      return cartOf(request, CHECKOUT_MESSAGES.cartLoaded);
    },
  );

  app.post(
    '/add',
    {
      config: { access: { permission: ['update', 'cart', 'own'] } },
      schema: { tags, body: CartAddSchema, response: { 200: CartResponseSchema } },
    },
    async (request) => {
      assertOwnCart(request, request.body.user_id);
      const product = await repo.findProduct(request.body.product_id);
      if (!product) throw AppError.notFound(CHECKOUT_MESSAGES.productNotFound);
      // A course or an e-book is bought once, and never by someone whose plan or grant already opens it.
      const item = await contentOfProduct(app, product);
      if (item && (await mayOpen(app.db, request.user, item)))
        throw AppError.conflict(CHECKOUT_MESSAGES.alreadyOpen);
      const max = item ? 1 : CART_MAX_QUANTITY;
      await repo.add(request.user.id, product.id, request.body.quantity, max);
      return cartOf(request, CART_MESSAGES.added);
    },
  );

  app.delete(
    '/clear',
    {
      config: { access: { permission: ['update', 'cart', 'own'] } },
      schema: { tags, querystring: CartUserQuerySchema, response: { 200: CartResponseSchema } },
    },
    async (request) => {
      assertOwnCart(request, request.query.user_id);
      await repo.clear(request.user.id);
      return cartOf(request, CART_MESSAGES.clearedMessage);
    },
  );

  // SPEC §7 removes by product (`/remove/{id}`); the cart's own lines are removed by line id (`/{id}`).
  const REMOVALS = [
    ['/remove/:id', 'productId'],
    ['/:id', 'lineId'],
  ] as const;
  for (const [url, by] of REMOVALS) {
    app.delete(
      url,
      {
        config: { access: { permission: ['update', 'cart', 'own'] } },
        schema: {
          tags,
          params: IdParamsSchema,
          querystring: CartUserQuerySchema,
          response: { 200: CartResponseSchema },
        },
      },
      async (request) => {
        assertOwnCart(request, request.query.user_id);
        const target = by === 'productId' ? { productId: request.params.id } : { lineId: request.params.id };
        if (!(await repo.remove(request.user.id, target)))
          throw AppError.notFound(CHECKOUT_MESSAGES.cartItemNotFound);
        return cartOf(request, CART_MESSAGES.removedMessage);
      },
    );
  }

  app.post(
    '/checkout',
    {
      config: { access: { permission: ['create', 'payment', 'own'] } },
      schema: { tags, body: CartCheckoutSchema, response: { 200: CheckoutResultSchema } },
    },
    async (request) => {
      assertOwnCart(request, request.body.user_id);
      return app.cartCheckout.checkoutCart(request.user, request.body);
    },
  );
};

export default cartRoutes;
