import { Link } from 'react-router';
import { BookOpen, Download, Lock, ShoppingCart } from 'lucide-react';
import type { ResourceCard as Resource } from '@vitalia/shared/library';
import { PLAN_LABELS } from '@vitalia/shared/plans';
import { formatClp } from '@vitalia/shared/commerce-rules';
import { paths } from '@/config/paths';
import { formatCount, formatDate } from '@/utils/format';
import { ResourceCover } from './resource-cover';

/**
 * One e-book of the library. A locked one says which plan opens it and offers the plans page; an open one
 * offers reading in the browser (from the page she left) and a download. The server decides `locked`.
 */
export function ResourceCard({
  resource,
  downloading,
  onDownload,
  purchase,
}: {
  resource: Resource;
  downloading: boolean;
  onDownload: (resource: Resource) => void;
  /** Sold on its own: whether it is already in her cart, and how to add it. */
  purchase: { inCart: boolean; adding: boolean; onAdd: (productId: number) => void };
}) {
  const titleId = `resource-${resource.id}-title`;
  return (
    <li aria-labelledby={titleId} className="card flex flex-col gap-3 p-3">
      {/* A phone shows a row (small cover beside the text); wider screens a tall card with the cover on top. */}
      <div className="flex flex-1 gap-3 min-[420px]:flex-col">
        <div className="relative w-24 shrink-0 self-start min-[420px]:w-full">
          <ResourceCover title={resource.title} category={resource.category} coverUrl={resource.cover_url} />
          {resource.required_plan !== 'free' ? (
            <span className="absolute top-1.5 right-1.5 inline-flex items-center gap-1 rounded-full bg-white/95 px-1.5 py-0.5 text-[0.65rem] font-semibold text-brand-800 shadow-sm min-[420px]:top-2 min-[420px]:right-2 min-[420px]:px-2 min-[420px]:text-xs">
              {resource.locked ? <Lock aria-hidden className="size-3" /> : null}
              {PLAN_LABELS[resource.required_plan]}
            </span>
          ) : null}
        </div>
        <div className="flex flex-1 flex-col gap-1 min-[420px]:px-1">
          <p className="text-xs font-medium tracking-wide text-brand-700 uppercase">{resource.category}</p>
          <h3 id={titleId} className="leading-snug font-semibold text-gray-900">
            {resource.title}
          </h3>
          <p className="line-clamp-3 text-sm text-gray-600">{resource.description}</p>
          <p className="mt-auto pt-1 text-xs text-gray-500">
            {resource.pages ? `${formatCount(resource.pages)} páginas` : 'PDF'}
            {resource.last_page ? ` · Vas en la página ${formatCount(resource.last_page)}` : ''}
            {resource.last_downloaded_at ? ` · Descargado el ${formatDate(resource.last_downloaded_at)}` : ''}
          </p>
        </div>
      </div>
      {resource.locked ? (
        <div className="space-y-2 px-1 pb-1">
          <p className="text-sm text-gray-600">
            Incluido en el plan {PLAN_LABELS[resource.required_plan]}
            {resource.product ? ` o por ${formatClp(resource.product.price_clp)}` : ''}.
          </p>
          <Link
            to={paths.membershipPlans}
            className="btn-primary w-full"
            aria-label={`Mejora tu plan para leer ${resource.title}`}
          >
            <Lock aria-hidden className="size-4" /> Mejora tu plan
          </Link>
          {resource.product ? (
            purchase.inCart ? (
              <Link to={paths.cart} className="btn-secondary w-full">
                <ShoppingCart aria-hidden className="size-4" /> En tu carrito
              </Link>
            ) : (
              <button
                type="button"
                className="btn-secondary w-full"
                disabled={purchase.adding}
                aria-label={`Comprar ${resource.title} por ${formatClp(resource.product.price_clp)}`}
                onClick={() => resource.product && purchase.onAdd(resource.product.id)}
              >
                <ShoppingCart aria-hidden className="size-4" /> Comprar por{' '}
                {formatClp(resource.product.price_clp)}
              </button>
            )
          ) : null}
        </div>
      ) : resource.has_file ? (
        <div className="flex gap-2 px-1 pb-1">
          <Link
            to={paths.libraryReader(resource.id)}
            className="btn-primary flex-1"
            aria-label={`${resource.last_page ? 'Seguir leyendo' : 'Leer'} ${resource.title}`}
          >
            <BookOpen aria-hidden className="size-4" /> {resource.last_page ? 'Seguir' : 'Leer'}
          </Link>
          <button
            type="button"
            className="btn-secondary px-3"
            disabled={downloading}
            aria-label={`Descargar ${resource.title}`}
            title="Descargar PDF"
            onClick={() => onDownload(resource)}
          >
            <Download aria-hidden className={downloading ? 'size-4 animate-bounce' : 'size-4'} />
          </button>
        </div>
      ) : (
        <p className="px-1 pb-1 text-sm text-gray-500">El PDF estará disponible muy pronto.</p>
      )}
    </li>
  );
}
