import { Link } from 'react-router';
import { MessagesSquare } from 'lucide-react';
import { formatClp } from '@vitalia/shared/commerce-rules';
import { paths } from '@/config/paths';
import { useAddToCart } from '../api/add-to-cart';
import { useCart } from '../api/get-cart';
import { useProducts } from '../api/get-products';
import { useCartToasts } from './cart-toasts';

/**
 * Consultations sold on their own (issue 20, ADR 0041): offered where her plan's are used up or do not
 * include the type. Paid through the cart; once paid, the booking screen counts them.
 */
export function ConsultationPacks() {
  const products = useProducts();
  const cart = useCart();
  const add = useAddToCart();
  const toasts = useCartToasts();
  const packs = (products.data?.products ?? []).filter((product) => product.kind === 'consultation_pack');
  if (packs.length === 0) return null;
  const inCart = new Set(cart.data?.items.map((item) => item.product_id));
  return (
    <section aria-labelledby="comprar-consultas" className="card space-y-3 p-4">
      <h3 id="comprar-consultas" className="flex items-center gap-2 font-semibold text-gray-900">
        <MessagesSquare aria-hidden className="size-5 text-brand-700" /> Compra una consulta
      </h3>
      <ul className="space-y-2">
        {packs.map((pack) => (
          <li key={pack.id} className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <p className="font-medium text-gray-900">{pack.name}</p>
              <p className="text-sm text-gray-600">{pack.description}</p>
            </div>
            {inCart.has(pack.id) ? (
              <Link className="btn btn-secondary" to={paths.cart}>
                En tu carrito · Pagar
              </Link>
            ) : (
              <button
                type="button"
                className="btn btn-primary"
                disabled={add.isPending}
                onClick={() => add.mutate(pack.id, { onSuccess: toasts.added, onError: toasts.addFailed })}
              >
                Agregar por {formatClp(pack.price)}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
