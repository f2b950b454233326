import { Link } from 'react-router';
import { ShoppingCart } from 'lucide-react';
import { badgeText } from '@vitalia/shared/notification-rules';
import { paths } from '@/config/paths';
import { useCart } from '../api/get-cart';

/** The header's cart: hidden while empty, a count once something is in it; opens the cart page. */
export function CartButton() {
  const cart = useCart();
  const count = cart.data?.count ?? 0;
  if (count === 0) return null;
  return (
    <Link
      to={paths.cart}
      className="relative rounded-lg p-2 text-gray-600 hover:bg-gray-100"
      aria-label={`Carrito: ${count} ${count === 1 ? 'producto' : 'productos'}`}
    >
      <ShoppingCart aria-hidden className="size-5" />
      <span
        aria-hidden
        className="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-brand-700 px-1 text-[0.65rem] font-bold text-white"
      >
        {badgeText(count)}
      </span>
    </Link>
  );
}
