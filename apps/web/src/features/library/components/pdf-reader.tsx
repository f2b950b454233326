import { useEffect, useRef, useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import { ChevronLeft, ChevronRight, ZoomIn, ZoomOut } from 'lucide-react';
import 'react-pdf/dist/Page/TextLayer.css';
import 'react-pdf/dist/Page/AnnotationLayer.css';
import { formatCount } from '@/utils/format';

// Set in the module that renders react-pdf (its README: elsewhere the default can win). The worker is a file
// of our own build, so the page's CSP ('self') allows it and nothing is fetched from a CDN.
pdfjs.GlobalWorkerOptions.workerSrc = new URL(
  'pdfjs-dist/build/pdf.worker.min.mjs',
  import.meta.url,
).toString();

const ZOOMS = [0.75, 1, 1.25, 1.5, 2] as const;
const zoomAt = (index: number) => ZOOMS[index] ?? 1;
const MAX_PAGE_WIDTH = 780;

/**
 * The in-browser reader: one page at a time at the width of the screen (a phone gets a readable page, not
 * a thumbnail), with the text layer so words can be selected and read by a screen reader. Arrow keys and
 * Page Up/Down turn pages. This module (pdf.js is large) is only downloaded when a member opens an e-book.
 */
export default function PdfReader({
  url,
  title,
  initialPage,
  onPageChange,
}: {
  url: string;
  title: string;
  initialPage: number;
  onPageChange: (page: number) => void;
}) {
  const [pages, setPages] = useState<number | null>(null);
  const [page, setPage] = useState(initialPage);
  const [zoomIndex, setZoomIndex] = useState(1);
  const [width, setWidth] = useState(0);
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const goTo = (next: number) => {
    if (!pages) return;
    const bounded = Math.min(Math.max(1, next), pages);
    if (bounded === page) return;
    setPage(bounded);
    onPageChange(bounded);
  };

  const pageWidth = Math.max(240, Math.min(width, MAX_PAGE_WIDTH)) * zoomAt(zoomIndex);
  return (
    <div className="space-y-3">
      <div
        className="sticky top-0 z-10 flex flex-wrap items-center justify-between gap-2 rounded-xl border border-gray-200 bg-white/95 p-2 shadow-sm backdrop-blur"
        role="toolbar"
        aria-label="Controles del lector"
      >
        <div className="flex items-center gap-1">
          <button
            type="button"
            className="btn-ghost px-2"
            onClick={() => goTo(page - 1)}
            disabled={!pages || page <= 1}
            aria-label="Página anterior"
          >
            <ChevronLeft aria-hidden className="size-5" />
          </button>
          <form
            className="flex items-center gap-1 text-sm"
            onSubmit={(event) => {
              event.preventDefault();
              const value = Number(new FormData(event.currentTarget).get('page'));
              if (Number.isInteger(value)) goTo(value);
            }}
          >
            <label htmlFor="reader-page" className="sr-only">
              Ir a la página
            </label>
            <input
              key={page}
              id="reader-page"
              name="page"
              inputMode="numeric"
              defaultValue={page}
              className="field-input w-14 px-2 py-1 text-center"
            />
            <span className="text-gray-600" aria-live="polite">
              de {pages ? formatCount(pages) : '…'}
            </span>
          </form>
          <button
            type="button"
            className="btn-ghost px-2"
            onClick={() => goTo(page + 1)}
            disabled={!pages || page >= pages}
            aria-label="Página siguiente"
          >
            <ChevronRight aria-hidden className="size-5" />
          </button>
        </div>
        <div className="flex items-center gap-1">
          <button
            type="button"
            className="btn-ghost px-2"
            onClick={() => setZoomIndex((index) => Math.max(0, index - 1))}
            disabled={zoomIndex === 0}
            aria-label="Alejar"
          >
            <ZoomOut aria-hidden className="size-5" />
          </button>
          <span className="w-12 text-center text-sm text-gray-600">
            {Math.round(zoomAt(zoomIndex) * 100)}%
          </span>
          <button
            type="button"
            className="btn-ghost px-2"
            onClick={() => setZoomIndex((index) => Math.min(ZOOMS.length - 1, index + 1))}
            disabled={zoomIndex === ZOOMS.length - 1}
            aria-label="Acercar"
          >
            <ZoomIn aria-hidden className="size-5" />
          </button>
        </div>
      </div>

      <div
        ref={frame}
        tabIndex={0}
        role="region"
        aria-label={`${title}, página ${page}${pages ? ` de ${pages}` : ''}`}
        className="overflow-x-auto rounded-xl bg-gray-100 p-2 focus-visible:outline-2 focus-visible:outline-brand-500 sm:p-4"
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight' || event.key === 'PageDown') goTo(page + 1);
          else if (event.key === 'ArrowLeft' || event.key === 'PageUp') goTo(page - 1);
          else return;
          event.preventDefault();
        }}
      >
        <Document
          file={url}
          onLoadSuccess={(document) => {
            setPages(document.numPages);
            // A saved page past the end (the PDF was replaced by a shorter one) opens the last page.
            if (page > document.numPages) setPage(document.numPages);
          }}
          loading={
            <p role="status" className="p-8 text-center text-gray-600">
              Abriendo el e-book...
            </p>
          }
          error={
            <p role="alert" className="p-8 text-center text-red-700">
              No se pudo abrir el PDF. Revisa tu conexión y vuelve a abrir el e-book.
            </p>
          }
          className="flex justify-center"
        >
          {width > 0 ? (
            <Page
              pageNumber={page}
              width={pageWidth}
              className="shadow-md"
              loading={<div style={{ width: pageWidth, height: pageWidth * 1.3 }} className="bg-white" />}
            />
          ) : null}
        </Document>
      </div>
    </div>
  );
}
