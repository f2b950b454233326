import type { FastifyInstance } from 'fastify';
import { CART_MESSAGES, CHECKOUT_MESSAGES } from '@vitalia/shared/messages/commerce';
import { mayOpen, type Viewer } from '../entitlements/entitlements';
import { findContentItem } from '../entitlements/entitlements-repository';
import type { CartLine } from './cart-repository';

/** A cart line that cannot be bought now, with the Spanish reason the cart shows beside it. */
export interface UnavailableLine {
  line: CartLine;
  reason: string;
}

/** The course or e-book a product sells, as `mayOpen` needs it; null for consultation packs. */
export async function contentOfProduct(
  app: FastifyInstance,
  product: { courseId: number | null; resourceId: number | null },
) {
  if (product.resourceId !== null) return findContentItem(app.db, 'ebook', product.resourceId);
  if (product.courseId !== null) return findContentItem(app.db, 'course', product.courseId);
  return null;
}

/**
 * Her cart as it may be paid now (issue 42 §3–§4): lines whose product is withdrawn (its course or e-book
 * unpublished) and lines her plan or a grant already opens (she bought a plan after adding them) are set
 * apart with their reason, so neither the cart's total nor a checkout ever charges them.
 */
export async function reviewCart(
  app: FastifyInstance,
  viewer: Viewer,
): Promise<{ buyable: CartLine[]; unavailable: UnavailableLine[] }> {
  const lines = await app.cartRepository.lines(viewer.id);
  const buyable: CartLine[] = [];
  const unavailable: UnavailableLine[] = [];
  for (const line of lines) {
    if (!line.onSale) {
      unavailable.push({ line, reason: CART_MESSAGES.withdrawn });
      continue;
    }
    const item = await contentOfProduct(app, line.product);
    if (item && (await mayOpen(app.db, viewer, item)))
      unavailable.push({ line, reason: CHECKOUT_MESSAGES.alreadyOpen });
    else buyable.push(line);
  }
  return { buyable, unavailable };
}
