import { useParams } from 'react-router';
import { LibraryCatalogue, type CatalogueCart } from '@/features/library/components/library-catalogue';
import { useAddToCart } from '@/features/cart/api/add-to-cart';
import { useCart } from '@/features/cart/api/get-cart';
import { useCartToasts } from '@/features/cart/components/cart-toasts';
import { MyDownloads } from '@/features/library/components/my-downloads';
import { ResourceReader } from '@/features/library/components/resource-reader';

/** The cart, for e-books sold on their own: what is in it, and adding one with the SPEC's toasts. */
function useCatalogueCart(): CatalogueCart {
  const cart = useCart();
  const add = useAddToCart();
  const toasts = useCartToasts();
  return {
    productIds: new Set(cart.data?.items.map((item) => item.product_id)),
    addingProductId: add.isPending ? add.variables : null,
    onAdd: (productId) => add.mutate(productId, { onSuccess: toasts.added, onError: toasts.addFailed }),
  };
}

/** /biblioteca */
export default function LibraryRoute() {
  const cart = useCatalogueCart();
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-brand-900">Biblioteca</h1>
        <p className="mt-1 text-gray-600">
          Guías, recetarios y planes en PDF para leer aquí mismo o descargar.
        </p>
      </header>
      <LibraryCatalogue cart={cart} />
      <MyDownloads />
    </div>
  );
}

/** /biblioteca/{id} */
export function LibraryReaderRoute() {
  const { resourceId } = useParams();
  return <ResourceReader key={resourceId} id={Number(resourceId)} />;
}
