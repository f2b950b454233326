import { useState } from 'react';
import type { LibraryQuery, ResourceCard as Resource } from '@vitalia/shared/library';
import { Catalogue } from '@/components/catalogue/catalogue';
import { useToast } from '@/components/ui/toast';
import { useUrlQuery, useUrlSearchText, pageFromUrl } from '@/hooks/use-url-query';
import { generalMessage } from '@/lib/api-client';
import { useLibrary } from '../api/get-library';
import { useDownloadResource } from '../api/download-resource';
import { ResourceCard } from './resource-card';

/** The member's cart as the catalogue needs it; the route composes it from the cart feature. */
export interface CatalogueCart {
  productIds: ReadonlySet<number>;
  addingProductId: number | null;
  onAdd: (productId: number) => void;
}

/**
 * /biblioteca: every published e-book, searchable (accents and small typos forgiven by the server) and
 * filtered by category; search, category and page live in the URL so a link or a reload shows the same list.
 */
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
    <Catalogue
      searchLabel="Buscar en la biblioteca"
      searchText={searchText}
      onSearchText={setSearchText}
      categories={data?.categories}
      category={query.category}
      onCategory={(category) => update({ category })}
      result={{ ...library, data: data && { ...data, items: data.resources } }}
      filtered={Boolean(query.q || query.category)}
      nouns={{
        caption: 'E-books',
        what: 'los e-books',
        emptyText: 'La biblioteca aún no tiene e-books. Muy pronto encontrarás aquí guías y recetarios.',
      }}
      gridClassName="min-[420px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4"
      page={query.page ?? 1}
      onPage={(page) => update({ page }, { keepPage: true })}
      renderItem={(resource) => (
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
      )}
    />
  );
}
