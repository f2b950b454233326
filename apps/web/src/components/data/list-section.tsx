import { useId, type ReactNode } from 'react';
import { Pager } from './pager';
import { QueryStatus } from './query-status';

/**
 * A titled, paged list of a member's or a professional's things (her classes, her appointments): the
 * heading with its controls, then loading, failure or the list's own empty sentence, then the list and
 * its pager. The list itself is the caller's.
 */
export function ListSection({
  title,
  controls,
  isPending,
  isError,
  total,
  emptyText,
  what,
  page,
  perPage,
  onPage,
  children,
}: {
  title: string;
  /** What sits beside the heading: a Próximas/Pasadas toggle, filters. */
  controls?: ReactNode;
  isPending: boolean;
  isError: boolean;
  /** Rows in the whole list; undefined until the first answer. */
  total: number | undefined;
  emptyText: string;
  /** The list's name in plural, for the failure sentence ("tus clases"). */
  what: string;
  page: number;
  perPage: number | undefined;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="text-lg font-semibold text-gray-900">
          {title}
        </h2>
        {controls}
      </div>
      {total === 0 ? (
        <p className="card p-6 text-center text-gray-600">{emptyText}</p>
      ) : (
        <QueryStatus isPending={isPending} isError={isError} isEmpty={false} what={what} />
      )}
      {total ? children : null}
      {total && perPage && total > perPage ? (
        <Pager page={page} perPage={perPage} total={total} onPage={onPage} />
      ) : null}
    </section>
  );
}
