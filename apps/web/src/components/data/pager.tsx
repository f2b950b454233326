import { formatCount } from '@/utils/format';

/** "Página 3 de 120 · 1.197 resultados", with previous and next. */
export function Pager({
  page,
  perPage,
  total,
  onPage,
}: {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <nav className="flex flex-wrap items-center justify-between gap-2" aria-label="Páginas">
      <button
        type="button"
        className="btn btn-secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Anterior
      </button>
      <span className="text-sm text-gray-600" aria-live="polite">
        Página {formatCount(page)} de {formatCount(pages)} · {formatCount(total)}{' '}
        {total === 1 ? 'resultado' : 'resultados'}
      </span>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Siguiente
      </button>
    </nav>
  );
}
