import { useState } from 'react';
import { Pencil, Plus } from 'lucide-react';
import {
  RESOURCE_STATUSES,
  RESOURCE_STATUS_LABELS,
  type AdminResource,
  type AdminResourcesQuery,
} from '@vitalia/shared/library';
import { PLAN_LABELS } from '@vitalia/shared/plans';
import { formatClp } from '@vitalia/shared/commerce-rules';
import { PublishStatus } from '@/components/data/publish-status';
import { QueryStatus } from '@/components/data/query-status';
import { FilterInput, FilterSelect } from '@/components/data/filter-fields';
import { Pager } from '@/components/data/pager';
import { oneOf, useUrlQuery, useUrlSearchText, pageFromUrl } from '@/hooks/use-url-query';
import { formatBytes, formatCount, formatDate } from '@/utils/format';
import { useAdminResources } from '../../api/admin-resources';
import { ResourceCover } from '../resource-cover';
import { ResourceDialog } from './resource-dialog';

/** Admin "Recursos": every e-book, drafts included, with search, status filter and the editor. */
export function ResourcesTable() {
  const [url, update] = useUrlQuery<AdminResourcesQuery>(['page']);
  const query: AdminResourcesQuery = {
    q: url.q?.slice(0, 100) || undefined,
    status: oneOf(url.status, RESOURCE_STATUSES),
    page: pageFromUrl(url.page),
  };
  const [searchText, setSearchText] = useUrlSearchText(query.q, update, 'q');
  const resources = useAdminResources(query);
  const data = resources.data;
  const [editing, setEditing] = useState<AdminResource | 'new' | null>(null);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <form
          className="grid flex-1 gap-3 sm:max-w-xl sm:grid-cols-2"
          aria-label="Filtros de recursos"
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
            options={RESOURCE_STATUSES.map((status) => [status, RESOURCE_STATUS_LABELS[status]] as const)}
            onChange={(status) => update({ status })}
          />
        </form>
        <button type="button" className="btn-primary" onClick={() => setEditing('new')}>
          <Plus aria-hidden className="size-4" /> Nuevo e-book
        </button>
      </div>

      {data && !query.q && !query.status && data.total === 0 ? (
        <p className="card p-6 text-center text-gray-600">
          Aún no hay e-books. Crea el primero con «Nuevo e-book».
        </p>
      ) : (
        <QueryStatus
          isPending={resources.isPending}
          isError={resources.isError}
          isEmpty={data?.resources.length === 0}
          what="los recursos"
        />
      )}
      {/* relative: the header's sr-only text is placed inside the scroller, not past the phone's edge. */}
      {data && data.resources.length > 0 ? (
        <div className="card relative overflow-x-auto p-0">
          <table className="w-full min-w-[820px] text-left text-sm">
            <caption className="sr-only">E-books</caption>
            <thead className="bg-gray-50 text-xs text-gray-500 uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">
                  E-book
                </th>
                <th scope="col" className="px-4 py-3">
                  Plan
                </th>
                <th scope="col" className="px-4 py-3">
                  Estado
                </th>
                <th scope="col" className="px-4 py-3">
                  Archivo
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Descargas
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Lectoras/es
                </th>
                <th scope="col" className="px-4 py-3">
                  Actualizado
                </th>
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">Acciones</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {data.resources.map((resource) => (
                <tr key={resource.id}>
                  <td className="px-4 py-3">
                    <div className="flex items-center gap-3">
                      <div className="w-10 shrink-0">
                        <ResourceCover
                          title={resource.title}
                          category={resource.category}
                          coverUrl={resource.cover_url}
                          className="rounded [&>span]:hidden"
                        />
                      </div>
                      <div>
                        <p className="font-medium text-gray-900">{resource.title}</p>
                        <p className="text-xs text-gray-500">{resource.category}</p>
                      </div>
                    </div>
                  </td>
                  <td className="px-4 py-3">
                    {PLAN_LABELS[resource.required_plan]}
                    {resource.price_clp !== null ? (
                      <span className="block text-xs text-gray-500">o {formatClp(resource.price_clp)}</span>
                    ) : null}
                  </td>
                  <td className="px-4 py-3">
                    <PublishStatus status={resource.status} />
                  </td>
                  <td className="px-4 py-3 text-gray-600">
                    {resource.has_file
                      ? `${resource.pages ? `${formatCount(resource.pages)} págs.` : 'Contando páginas...'}${
                          resource.file_size ? ` · ${formatBytes(resource.file_size)}` : ''
                        }`
                      : 'Sin PDF'}
                  </td>
                  <td className="px-4 py-3 text-right">{formatCount(resource.downloads)}</td>
                  <td className="px-4 py-3 text-right">{formatCount(resource.readers)}</td>
                  <td className="px-4 py-3">{formatDate(resource.updated_at)}</td>
                  <td className="px-4 py-3 text-right">
                    <button
                      type="button"
                      className="btn-ghost px-2 py-1"
                      onClick={() => setEditing(resource)}
                      aria-label={`Editar ${resource.title}`}
                    >
                      <Pencil aria-hidden className="size-4" />
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data && data.total > data.per_page ? (
        <Pager
          page={query.page ?? 1}
          perPage={data.per_page}
          total={data.total}
          onPage={(page) => update({ page }, { keepPage: true })}
        />
      ) : null}
      {editing ? (
        <ResourceDialog
          resource={editing === 'new' ? null : editing}
          categories={data?.categories ?? []}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
