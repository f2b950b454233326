import type { ReactNode } from 'react';
import clsx from 'clsx';
import { Search } from 'lucide-react';
import { ChipGroup } from '@/components/data/chip-group';
import { QueryStatus } from '@/components/data/query-status';
import { Pager } from '@/components/data/pager';

/**
 * A member's catalogue of one content kind (/cursos, /videos, /biblioteca): the search box, the kind's
 * filter chips (`filters`), the category chips, then the grid of cards with its empty, loading and failed
 * states and the pager. The kind brings its query hook, its chips and its card.
 */
export function Catalogue<Item extends { id: number }>({
  searchLabel,
  searchText,
  onSearchText,
  filters,
  categories,
  category,
  onCategory,
  result,
  filtered,
  nouns,
  gridClassName,
  page,
  onPage,
  renderItem,
}: {
  searchLabel: string;
  searchText: string;
  onSearchText: (text: string) => void;
  filters?: ReactNode;
  categories: string[] | undefined;
  category: string | undefined;
  onCategory: (category: string | undefined) => void;
  result: {
    isPending: boolean;
    isError: boolean;
    isPlaceholderData: boolean;
    data: { items: Item[]; total: number; per_page: number } | undefined;
  };
  /** A filter or search is on: an empty page then says "no results", not "nothing published yet". */
  filtered: boolean;
  /** The list's name ("Cursos"), its plural with article ("los cursos") and the empty catalogue's words. */
  nouns: { caption: string; what: string; emptyText: string };
  gridClassName: string;
  page: number;
  onPage: (page: number) => void;
  renderItem: (item: Item) => ReactNode;
}) {
  const data = result.data;
  return (
    <div className="space-y-5">
      <form role="search" className="space-y-3" onSubmit={(event) => event.preventDefault()}>
        <label className="relative block max-w-xl">
          <span className="sr-only">{searchLabel}</span>
          <Search aria-hidden className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400" />
          <input
            type="search"
            className="field-input pl-9"
            placeholder="Buscar por título, tema o categoría"
            maxLength={100}
            value={searchText}
            onChange={(event) => onSearchText(event.target.value)}
          />
        </label>
        {filters}
        {categories && categories.length > 1 ? (
          <ChipGroup
            label="Categorías"
            value={category}
            options={[[undefined, 'Todas'], ...categories.map((name) => [name, name] as const)]}
            onChange={onCategory}
          />
        ) : null}
      </form>

      {data && !filtered && data.total === 0 ? (
        <p className="card p-6 text-center text-gray-600">{nouns.emptyText}</p>
      ) : (
        <QueryStatus
          isPending={result.isPending}
          isError={result.isError}
          isEmpty={data?.items.length === 0}
          what={nouns.what}
        />
      )}
      {data && data.items.length > 0 ? (
        <ul
          aria-label={nouns.caption}
          aria-busy={result.isPlaceholderData}
          className={clsx('grid grid-cols-1 gap-4', gridClassName, result.isPlaceholderData && 'opacity-70')}
        >
          {data.items.map(renderItem)}
        </ul>
      ) : null}
      {data && data.total > data.per_page ? (
        <Pager page={page} perPage={data.per_page} total={data.total} onPage={onPage} />
      ) : null}
    </div>
  );
}
