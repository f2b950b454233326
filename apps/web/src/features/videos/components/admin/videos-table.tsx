import { useState } from 'react';
import { Pencil, Plus } from 'lucide-react';
import {
  formatDuration,
  VIDEO_PROCESSING_LABELS,
  VIDEO_STATUSES,
  type AdminVideo,
  type AdminVideosQuery,
} from '@vitalia/shared/videos';
import { RESOURCE_STATUS_LABELS } from '@vitalia/shared/library';
import { PLAN_LABELS } from '@vitalia/shared/plans';
import { PublishStatus } from '@/components/data/publish-status';
import { QueryStatus } from '@/components/data/query-status';
import { FilterInput, FilterSelect } from '@/components/data/filter-fields';
import { Pager } from '@/components/data/pager';
import { oneOf, pageFromUrl, useUrlQuery, useUrlSearchText } from '@/hooks/use-url-query';
import { formatCount, formatDate } from '@/utils/format';
import { useAdminVideos } from '../../api/admin-videos';
import { VideoDialog } from './video-dialog';

const PROCESSING_TONE: Record<AdminVideo['processing'], string> = {
  none: 'bg-gray-100 text-gray-700',
  queued: 'bg-amber-50 text-amber-800',
  processing: 'bg-amber-50 text-amber-800',
  ready: 'bg-emerald-50 text-emerald-800',
  failed: 'bg-red-50 text-red-800',
};

/** What plays: the ladder's state, or the embed's host. */
function SourceBadge({ video }: { video: AdminVideo }) {
  if (video.embed_url)
    return <span className="text-gray-600">{video.embed_url.includes('vimeo') ? 'Vimeo' : 'YouTube'}</span>;
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${PROCESSING_TONE[video.processing]}`}>
      {VIDEO_PROCESSING_LABELS[video.processing]}
    </span>
  );
}

/** Admin "Gestión de Videos": every video, drafts included, with search, status filter, figures and the editor. */
export function VideosTable() {
  const [url, update] = useUrlQuery<AdminVideosQuery>(['page']);
  const query: AdminVideosQuery = {
    q: url.q?.slice(0, 100) || undefined,
    status: oneOf(url.status, VIDEO_STATUSES),
    page: pageFromUrl(url.page),
  };
  const [searchText, setSearchText] = useUrlSearchText(query.q, update, 'q');
  const videos = useAdminVideos(query);
  const data = videos.data;
  const [editing, setEditing] = useState<AdminVideo | 'new' | null>(null);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <form
          className="grid flex-1 gap-3 sm:max-w-xl sm:grid-cols-2"
          aria-label="Filtros de videos"
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
            options={VIDEO_STATUSES.map((status) => [status, RESOURCE_STATUS_LABELS[status]] as const)}
            onChange={(status) => update({ status })}
          />
        </form>
        <button type="button" className="btn-primary" onClick={() => setEditing('new')}>
          <Plus aria-hidden className="size-4" /> Nuevo video
        </button>
      </div>

      {data && !query.q && !query.status && data.total === 0 ? (
        <p className="card p-6 text-center text-gray-600">
          Aún no hay videos. Crea el primero con «Nuevo video».
        </p>
      ) : (
        <QueryStatus
          isPending={videos.isPending}
          isError={videos.isError}
          isEmpty={data?.videos.length === 0}
          what="los videos"
        />
      )}
      {data && data.videos.length > 0 ? (
        <div className="card relative overflow-x-auto p-0">
          <table className="w-full min-w-[860px] text-left text-sm">
            <caption className="sr-only">Videos</caption>
            <thead className="bg-gray-50 text-xs text-gray-500 uppercase">
              <tr>
                {['Video', 'Plan', 'Estado', 'Archivo'].map((label) => (
                  <th key={label} scope="col" className="px-4 py-3">
                    {label}
                  </th>
                ))}
                {['Vistas', 'Completados', 'Tiempo visto'].map((label) => (
                  <th key={label} scope="col" className="px-4 py-3 text-right">
                    {label}
                  </th>
                ))}
                <th scope="col" className="px-4 py-3">
                  Actualizado
                </th>
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">Acciones</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {data.videos.map((video) => (
                <tr key={video.id}>
                  <td className="px-4 py-3">
                    <div className="flex items-center gap-3">
                      <div className="aspect-video w-16 shrink-0 overflow-hidden rounded bg-brand-800">
                        {video.poster_url ? (
                          <img src={video.poster_url} alt="" className="size-full object-cover" />
                        ) : null}
                      </div>
                      <div>
                        <p className="font-medium text-gray-900">{video.title}</p>
                        <p className="text-xs text-gray-500">
                          {video.category}
                          {video.duration_seconds > 0 ? ` · ${formatDuration(video.duration_seconds)}` : ''}
                        </p>
                      </div>
                    </div>
                  </td>
                  <td className="px-4 py-3">{PLAN_LABELS[video.required_plan]}</td>
                  <td className="px-4 py-3">
                    <PublishStatus status={video.status} />
                  </td>
                  <td className="px-4 py-3">
                    <SourceBadge video={video} />
                  </td>
                  <td className="px-4 py-3 text-right">{formatCount(video.views)}</td>
                  <td className="px-4 py-3 text-right">{formatCount(video.completions)}</td>
                  <td className="px-4 py-3 text-right">{formatDuration(video.watch_seconds)}</td>
                  <td className="px-4 py-3">{formatDate(video.updated_at)}</td>
                  <td className="px-4 py-3 text-right">
                    <button
                      type="button"
                      className="btn-ghost px-2 py-1"
                      onClick={() => setEditing(video)}
                      aria-label={`Editar ${video.title}`}
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
        <VideoDialog
          video={editing === 'new' ? null : editing}
          categories={data?.categories ?? []}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
