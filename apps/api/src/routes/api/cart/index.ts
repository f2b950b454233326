import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@vitalia/shared/api';
import {
  CartAddSchema,
  CartCheckoutSchema,
  CartResponseSchema,
  CartUserQuerySchema,
  CheckoutResultSchema,
} from '@vitalia/shared/commerce';

const tags = ['carrito'];

/**
 * /api/cart (SPEC §3 and §7): the member's own cart with its IVA summary (`cartService`), and its checkout
 * (`cartCheckout`). A `user_id` that is not hers is refused before anything else (DESIGN difference 3).
 */
const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const cart = app.cartService;

  app.get(
    '/',
    { schema: { tags, querystring: CartUserQuerySchema, response: { 200: CartResponseSchema } } },
    async (request) => {
      cart.assertOwnCart(request.user, request.query.user_id);
      return cart.view(request.user);
    },
  );

  app.post(
    '/add',
    {
      config: { access: { permission: ['update', 'cart', 'own'] } },
      schema: { tags, body: CartAddSchema, response: { 200: CartResponseSchema } },
    },
    async (request) => {
      cart.assertOwnCart(request.user, request.body.user_id);
      return cart.add(request.user, request.body.product_id, request.body.quantity);
    },
  );

  app.delete(
    '/clear',
    {
      config: { access: { permission: ['update', 'cart', 'own'] } },
      schema: { tags, querystring: CartUserQuerySchema, response: { 200: CartResponseSchema } },
    },
    async (request) => {
      cart.assertOwnCart(request.user, request.query.user_id);
      return cart.clear(request.user);
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
        cart.assertOwnCart(request.user, request.query.user_id);
        const id = request.params.id;
        return cart.remove(request.user, by === 'productId' ? { productId: id } : { lineId: id });
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
      cart.assertOwnCart(request.user, request.body.user_id);
      return app.cartCheckout.checkoutCart(request.user, request.body);
    },
  );
};

export default cartRoutes;
