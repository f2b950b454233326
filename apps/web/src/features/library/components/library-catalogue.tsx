import { useState } from 'react';
import clsx from 'clsx';
import { Search } from 'lucide-react';
import type { LibraryQuery, ResourceCard as Resource } from '@vitalia/shared/library';
import { QueryStatus } from '@/components/data/query-status';
import { Pager } from '@/components/data/pager';
import { useToast } from '@/components/ui/toast';
import { useUrlQuery, useUrlSearchText, pageFromUrl } from '@/hooks/use-url-query';
import { generalMessage } from '@/lib/api-client';
import { useLibrary } from '../api/get-library';
import { useDownloadResource } from '../api/download-resource';
import { ResourceCard } from './resource-card';

/**
 * /biblioteca: every published e-book, searchable (accents and small typos forgiven by the server) and
 * filtered by category; search, category and page live in the URL so a link or a reload shows the same list.
 */
/** The member's cart as the catalogue needs it; the route composes it from the cart feature. */
export interface CatalogueCart {
  productIds: ReadonlySet<number>;
  addingProductId: number | null;
  onAdd: (productId: number) => void;
}

export function LibraryCatalogue({ cart }: { cart: CatalogueCart }) {
  const [url, update] = useUrlQuery<LibraryQuery>(['page']);
  const query: LibraryQuery = {
    q: url.q?.slice(0, 100) || undefined,
    category: url.category?.slice(0, 40) || undefined,
    page: pageFromUrl(url.page),
  };
  const [searchText, setSearchText] = useUrlSearchText(query.q, update, 'q');
  const library = useLibrary(query);
  const data = library.data;
  const download = useDownloadResource();
  const toast = useToast();
  const [downloadingId, setDownloadingId] = useState<number | null>(null);
  const filtered = Boolean(query.q || query.category);

  const onDownload = (resource: Resource) => {
    setDownloadingId(resource.id);
    download.mutate(resource.id, {
      onSuccess: () => toast.show({ type: 'success', title: `Descargando «${resource.title}»` }),
      onError: (error) =>
        toast.show({ type: 'error', title: 'No se pudo descargar', message: generalMessage(error) }),
      onSettled: () => setDownloadingId(null),
    });
  };

  return (
    <div className="space-y-5">
      <form role="search" className="space-y-3" onSubmit={(event) => event.preventDefault()}>
        <label className="relative block max-w-xl">
          <span className="sr-only">Buscar en la biblioteca</span>
          <Search aria-hidden className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400" />
          <input
            type="search"
            className="field-input pl-9"
            placeholder="Buscar por título, tema o categoría"
            maxLength={100}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </label>
        {data && data.categories.length > 1 ? (
          <div className="flex flex-wrap gap-2" role="group" aria-label="Categorías">
            {[undefined, ...data.categories].map((category) => {
              const active = query.category === category;
              return (
                <button
                  key={category ?? 'all'}
                  type="button"
                  aria-pressed={active}
                  onClick={() => update({ category })}
                  className={clsx(
                    'rounded-full border px-3 py-1 text-sm transition',
                    active
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-gray-200 bg-white text-gray-700 hover:border-brand-300',
                  )}
                >
                  {category ?? 'Todas'}
                </button>
              );
            })}
          </div>
        ) : null}
      </form>

      {data && !filtered && data.total === 0 ? (
        <p className="card p-6 text-center text-gray-600">
          La biblioteca aún no tiene e-books. Muy pronto encontrarás aquí guías y recetarios.
        </p>
      ) : (
        <QueryStatus
          isPending={library.isPending}
          isError={library.isError}
          isEmpty={data?.resources.length === 0}
          what="los e-books"
        />
      )}
      {data && data.resources.length > 0 ? (
        <ul
          aria-label="E-books"
          aria-busy={library.isPlaceholderData}
          className={clsx(
            'grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4',
            library.isPlaceholderData && 'opacity-70',
          )}
        >
          {data.resources.map((resource) => (
            <ResourceCard
              key={resource.id}
              resource={resource}
              downloading={downloadingId === resource.id}
              onDownload={onDownload}
              purchase={{
                inCart: resource.product !== null && cart.productIds.has(resource.product.id),
                adding: resource.product !== null && cart.addingProductId === resource.product.id,
                onAdd: cart.onAdd,
              }}
            />
          ))}
        </ul>
      ) : null}
      {data && data.total > data.per_page ? (
        <Pager
          page={query.page ?? 1}
          perPage={data.per_page}
          total={data.total}
          onPage={(page) => update({ page }, { keepPage: true })}
        />
      ) : null}
    </div>
  );
}
