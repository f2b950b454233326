import type { ReactNode } from 'react';
import { Pencil, Plus } from 'lucide-react';
import {
  PUBLISH_STATUSES,
  PUBLISH_STATUS_LABELS,
  type AdminContentQuery,
  type PublishStatus,
} from '@vitalia/shared/content-fields';
import { formatClp } from '@vitalia/shared/commerce-rules';
import { PLAN_LABELS, type PlanType } from '@vitalia/shared/plans';
import { PublishStatus as PublishStatusBadge } from '@/components/data/publish-status';
import { formatDate } from '@/utils/format';
import { QueryStatus } from '@/components/data/query-status';
import { FilterInput, FilterSelect } from '@/components/data/filter-fields';
import { Pager } from '@/components/data/pager';
import { DataTable, type Column } from '@/components/data/data-table';
import { oneOf, pageFromUrl, useUrlQuery, useUrlSearchText } from '@/hooks/use-url-query';

/** Reads and writes an admin content list's filters in the URL; every kind's table starts here. */
export function useContentAdminQuery() {
  const [url, update] = useUrlQuery<AdminContentQuery>(['page']);
  const query: AdminContentQuery = {
    q: url.q?.slice(0, 100) || undefined,
    status: oneOf(url.status, PUBLISH_STATUSES),
    page: pageFromUrl(url.page),
  };
  const [searchText, setSearchText] = useUrlSearchText(query.q, update, 'q');
  return { query, update, searchText, setSearchText };
}

/** One column of a content table: a data table's column (components/data/data-table). */
export type ContentColumn<Item> = Column<Item>;

/** How the table names its kind: "videos", «Nuevo video», the empty catalogue's sentence. */
export interface ContentNouns {
  /** Plural with its article, for the failed-to-load message: "los videos". */
  what: string;
  /** The table's caption and the filters' name: "Videos". */
  caption: string;
  newLabel: string;
  emptyText: string;
}

interface ListPage<Item> {
  total: number;
  per_page: number;
  items: Item[];
}

/**
 * An admin content list (e-books, videos, courses): search and status filters, «Nuevo …», the table with
 * each kind's columns, the pager. The kind brings its columns, its edit action and its dialog (children).
 */
export function ContentTable<Item extends { id: number }>({
  nouns,
  filters,
  result,
  columns,
  minWidth,
  editAction,
  onNew,
  children,
}: {
  nouns: ContentNouns;
  filters: ReturnType<typeof useContentAdminQuery>;
  /** The list query's state, its page's items taken from under the kind's key. */
  result: { isPending: boolean; isError: boolean; data: ListPage<Item> | undefined };
  columns: ContentColumn<Item>[];
  minWidth: number;
  editAction: (item: Item) => ReactNode;
  onNew: () => void;
  children?: ReactNode;
}) {
  const { query, update, searchText, setSearchText } = filters;
  const data = result.data;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <form
          className="grid flex-1 gap-3 sm:max-w-xl sm:grid-cols-2"
          aria-label={`Filtros de ${nouns.caption.toLowerCase()}`}
          onSubmit={(event) => event.preventDefault()}
        >
          <FilterInput
            label="Buscar"
            type="search"
            value={searchText}
            onChange={(text) => setSearchText(text ?? '')}
          />
          <FilterSelect
            label="Estado"
            value={query.status}
            options={PUBLISH_STATUSES.map((status) => [status, PUBLISH_STATUS_LABELS[status]] as const)}
            onChange={(status) => update({ status })}
          />
        </form>
        <button type="button" className="btn-primary" onClick={onNew}>
          <Plus aria-hidden className="size-4" /> {nouns.newLabel}
        </button>
      </div>

      {data && !query.q && !query.status && data.total === 0 ? (
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
        <DataTable
          caption={nouns.caption}
          rows={data.items}
          rowKey={(item) => item.id}
          minWidth={minWidth}
          columns={[
            ...columns,
            {
              header: 'Acciones',
              srOnlyHeader: true,
              numeric: true,
              pinnedEnd: true,
              cell: editAction,
            },
          ]}
        />
      ) : null}
      {data && data.total > data.per_page ? (
        <Pager
          page={query.page ?? 1}
          perPage={data.per_page}
          total={data.total}
          onPage={(page) => update({ page }, { keepPage: true })}
        />
      ) : null}
      {children}
    </div>
  );
}

/** The columns every kind shows: the plan that includes it (and its price alone), its status, its last edit. */
export function planColumn<
  Item extends { required_plan: PlanType; price_clp?: number | null },
>(): ContentColumn<Item> {
  return {
    header: 'Plan',
    cell: (item) => (
      <>
        {PLAN_LABELS[item.required_plan]}
        {item.price_clp != null ? (
          <span className="block text-xs text-gray-500">o {formatClp(item.price_clp)}</span>
        ) : null}
      </>
    ),
  };
}
export function statusColumn<Item extends { status: PublishStatus }>(): ContentColumn<Item> {
  return { header: 'Estado', cell: (item) => <PublishStatusBadge status={item.status} /> };
}
export function updatedColumn<Item extends { updated_at: string }>(): ContentColumn<Item> {
  return { header: 'Actualizado', cell: (item) => formatDate(item.updated_at) };
}

/** The pencil at the end of a row, for kinds edited in a dialog. */
export function EditButton({ title, onClick }: { title: string; onClick: () => void }) {
  return (
    <button type="button" className="btn-ghost px-2 py-1" onClick={onClick} aria-label={`Editar ${title}`}>
      <Pencil aria-hidden className="size-4" />
    </button>
  );
}
