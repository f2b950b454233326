import { CartView } from '@/features/cart/components/cart-view';

/** /carrito */
export default function CartRoute() {
  return <CartView />;
}
