/** What the button needs of an infinite query (`useInfiniteQuery`'s result has all of it). */
interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * The next page of a list read by cursor, when she asks for it: nothing once the list is whole, the button
 * disabled while the page comes, and `failedText` above it when that page could not be read (pressing it
 * again asks again).
 */
export function NextPageButton({
  query,
  label,
  loadingLabel,
  failedText,
  className,
}: {
  query: PagedQuery;
  label: string;
  loadingLabel: string;
  failedText: string;
  className?: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <div className="mt-2 space-y-2">
      {query.isFetchNextPageError ? (
        <p className="text-sm text-red-700" role="alert">
          {failedText}
        </p>
      ) : null}
      <button
        type="button"
        className={className ?? 'btn btn-secondary'}
        disabled={query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
      >
        {query.isFetchingNextPage ? loadingLabel : label}
      </button>
    </div>
  );
}
