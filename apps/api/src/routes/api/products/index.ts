import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProductsResponseSchema } from '@vitalia/shared/commerce';
import { CURRENCY } from '@vitalia/shared/constants/commerce';

/** GET /api/products: what can be added to the cart (courses, consultation packs, e-books). */
const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags: ['carrito'], response: { 200: ProductsResponseSchema } } }, async () => ({
    success: true,
    products: (await app.cartRepository.listProducts()).map((product) => ({
      id: product.id,
      kind: product.kind,
      name: product.name,
      description: product.description,
      price: product.priceClp,
      currency: CURRENCY,
    })),
  }));
};

export default productsRoutes;
