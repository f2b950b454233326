import { ContentSearch } from '@/features/search/components/content-search';

/** /buscar */
export default function SearchRoute() {
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-brand-900">Buscar</h1>
        <p className="mt-1 text-gray-600">Cursos, videos y e-books en un solo lugar.</p>
      </header>
      <ContentSearch />
    </div>
  );
}
