import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Download, Lock } from 'lucide-react';
import { PLAN_LABELS } from '@vitalia/shared/plans';
import { paths } from '@/config/paths';
import { useToast } from '@/components/ui/toast';
import { generalMessage } from '@/lib/api-client';
import { useResource } from '../api/get-resource';
import { useDownloadResource } from '../api/download-resource';
import { useSaveReadingProgress } from '../api/save-progress';
import { Loading } from '@/components/data/load-states';

const PdfReader = lazy(() => import('./pdf-reader'));
/** A page is saved once she stays on it a moment: flicking through ten pages is one request, not ten. */
const SAVE_PAGE_AFTER_MS = 1500;

/** /biblioteca/{id}: one e-book read in the browser, opening at the page where she left it. */
export function ResourceReader({ id }: { id: number }) {
  const resource = useResource(id);
  const download = useDownloadResource();
  const saveProgress = useSaveReadingProgress(id);
  const toast = useToast();
  const [pendingPage, setPendingPage] = useState<number | null>(null);
  const save = saveProgress.mutate;
  // The page turned to but not yet saved: leaving the reader saves it at once instead of losing it.
  const unsaved = useRef<number | null>(null);

  useEffect(() => {
    if (pendingPage === null) return;
    unsaved.current = pendingPage;
    const timer = setTimeout(() => {
      unsaved.current = null;
      save(pendingPage);
    }, SAVE_PAGE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [pendingPage, save]);
  useEffect(
    () => () => {
      if (unsaved.current !== null) save(unsaved.current);
    },
    [save],
  );

  const back = (
    <Link
      to={paths.library}
      className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" /> Volver a la biblioteca
    </Link>
  );
  if (resource.isPending) return <Loading />;
  if (resource.isError)
    return (
      <div className="space-y-4">
        {back}
        <p role="alert" className="card p-6 text-red-700">
          {generalMessage(resource.error)}
        </p>
      </div>
    );

  const { resource: book, read_url: readUrl } = resource.data;
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      {back}
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-xs font-medium tracking-wide text-brand-700 uppercase">{book.category}</p>
          <h1 className="text-2xl font-semibold text-brand-900">{book.title}</h1>
        </div>
        {readUrl ? (
          <button
            type="button"
            className="btn-secondary"
            disabled={download.isPending}
            onClick={() =>
              download.mutate(book.id, {
                onError: (error) =>
                  toast.show({
                    type: 'error',
                    title: 'No se pudo descargar',
                    message: generalMessage(error),
                  }),
              })
            }
          >
            <Download aria-hidden className="size-4" />{' '}
            {download.isPending ? 'Preparando...' : 'Descargar PDF'}
          </button>
        ) : null}
      </header>
      {book.locked ? (
        <div className="card flex flex-col items-start gap-3 p-6">
          <p className="flex items-center gap-2 font-semibold text-gray-900">
            <Lock aria-hidden className="size-5 text-brand-700" /> Este e-book es parte del plan{' '}
            {PLAN_LABELS[book.required_plan]}.
          </p>
          <p className="text-gray-600">{book.description}</p>
          <Link to={paths.membershipPlans} className="btn-primary">
            Mejora tu plan
          </Link>
        </div>
      ) : readUrl ? (
        <Suspense fallback={<p role="status">Preparando el lector...</p>}>
          <PdfReader
            url={readUrl}
            title={book.title}
            initialPage={book.last_page ?? 1}
            onPageChange={setPendingPage}
          />
        </Suspense>
      ) : (
        <p className="card p-6 text-gray-600">El PDF de este e-book estará disponible muy pronto.</p>
      )}
    </div>
  );
}
