import { Images } from 'lucide-react';
import { Loading, LoadError } from '@/components/data/load-states';
import { useClientProgressPhotos } from '../api/get-client-progress-photos';
import { PhotoCompare } from './photo-compare';

/** Her progress photos in her chart (issue 47), compared side by side; opening them is audited. */
export function ClientProgressPhotos({ memberId }: { memberId: number }) {
  const photos = useClientProgressPhotos(memberId);
  return (
    <section aria-labelledby="fotos-de-progreso" className="card space-y-3">
      <h2 id="fotos-de-progreso" className="flex items-center gap-2 text-lg font-semibold text-gray-900">
        <Images aria-hidden className="size-5 text-brand-700" />
        Fotos de progreso
      </h2>
      {photos.isPending ? <Loading label="Cargando sus fotos…" /> : null}
      {photos.isError ? <LoadError error={photos.error} onRetry={() => void photos.refetch()} /> : null}
      {photos.isSuccess && photos.data.photos.length === 0 ? (
        <p className="text-sm text-gray-600">Aún no sube fotos de progreso.</p>
      ) : null}
      {photos.isSuccess && photos.data.photos.length > 0 ? (
        <PhotoCompare photos={photos.data.photos} />
      ) : null}
    </section>
  );
}
