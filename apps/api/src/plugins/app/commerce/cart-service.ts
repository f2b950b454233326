import type { FastifyInstance } from 'fastify';
import { CART_MAX_QUANTITY, type CartResponse } from '@vitalia/shared/commerce';
import { CART_MESSAGES, CHECKOUT_MESSAGES } from '@vitalia/shared/messages/commerce';
import { AppError } from '../../../lib/app-error';
import { domainPlugin } from '../domain-plugin';
import { mayOpen, type Viewer } from '../entitlements/entitlements';
import { presentCart } from './cart-presenter';
import { contentOfProduct, reviewCart } from './cart-review';

/**
 * The member's cart (SPEC §3): always her own (DESIGN difference 3), a course or an e-book at most once and
 * never one her plan or a grant already opens, answered each time with what she can buy and its IVA.
 */
export function cartService(app: FastifyInstance) {
  const repo = app.cartRepository;

  const view = async (viewer: Viewer, message: string): Promise<CartResponse> => {
    const [review, status, lastBilling] = await Promise.all([
      reviewCart(app, viewer),
      app.membershipService.status(viewer.id),
      app.ordersRepository.latestBilling(viewer.id),
    ]);
    return presentCart(review, status.plan_type, message, lastBilling);
  };

  return {
    /**
     * A `user_id` (SPEC §7 sends one) that is someone else's is refused with 403 before anything is read or
     * changed; her own, or none, is her cart.
     */
    assertOwnCart(viewer: Viewer, userId: number | undefined): void {
      if (userId !== undefined && userId !== viewer.id)
        throw AppError.forbidden(CHECKOUT_MESSAGES.otherUsersCart);
    },

    view: (viewer: Viewer) => view(viewer, CHECKOUT_MESSAGES.cartLoaded),

    async add(viewer: Viewer, productId: number, quantity: number): Promise<CartResponse> {
      const product = await repo.findProduct(productId);
      if (!product) throw AppError.notFound(CHECKOUT_MESSAGES.productNotFound);
      // A course or an e-book is bought once, and never by someone whose plan or grant already opens it.
      const item = await contentOfProduct(app, product);
      if (item && (await mayOpen(app.db, viewer, item)))
        throw AppError.conflict(CHECKOUT_MESSAGES.alreadyOpen);
      await repo.add(viewer.id, product.id, quantity, item ? 1 : CART_MAX_QUANTITY);
      return view(viewer, CART_MESSAGES.added);
    },

    async clear(viewer: Viewer): Promise<CartResponse> {
      await repo.clear(viewer.id);
      return view(viewer, CART_MESSAGES.clearedMessage);
    },

    /** SPEC §7 removes by product (`productId`); the cart's own lines are removed by line (`lineId`). */
    async remove(viewer: Viewer, target: { productId: number } | { lineId: number }): Promise<CartResponse> {
      if (!(await repo.remove(viewer.id, target)))
        throw AppError.notFound(CHECKOUT_MESSAGES.cartItemNotFound);
      return view(viewer, CART_MESSAGES.removedMessage);
    },
  };
}

export type CartService = ReturnType<typeof cartService>;

declare module 'fastify' {
  interface FastifyInstance {
    cartService: CartService;
  }
}

export default domainPlugin('cartService', cartService, ['cart-repository', 'membership-service']);
