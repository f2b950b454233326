import { useState } from 'react';
import { formatDuration, VIDEO_PROCESSING_LABELS, type AdminVideo } from '@vitalia/shared/videos';
import {
  ContentTable,
  EditButton,
  planColumn,
  statusColumn,
  updatedColumn,
  useContentAdminQuery,
  type ContentColumn,
} from '@/components/content-admin/content-table';
import { formatCount } from '@/utils/format';
import { useAdminVideos } from '../../api/get-admin-videos';
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

const COLUMNS: ContentColumn<AdminVideo>[] = [
  {
    header: 'Video',
    cell: (video) => (
      <div className="flex items-center gap-3">
        <div className="aspect-video w-16 shrink-0 overflow-hidden rounded bg-brand-800">
          {video.poster_url ? <img src={video.poster_url} alt="" className="size-full object-cover" /> : null}
        </div>
        <div>
          <p className="font-medium text-gray-900">{video.title}</p>
          <p className="text-xs text-gray-500">
            {video.category}
            {video.duration_seconds > 0 ? ` · ${formatDuration(video.duration_seconds)}` : ''}
          </p>
        </div>
      </div>
    ),
  },
  planColumn(),
  statusColumn(),
  { header: 'Archivo', cell: (video) => <SourceBadge video={video} /> },
  { header: 'Vistas', numeric: true, cell: (video) => formatCount(video.views) },
  { header: 'Completados', numeric: true, cell: (video) => formatCount(video.completions) },
  { header: 'Tiempo visto', numeric: true, cell: (video) => formatDuration(video.watch_seconds) },
  updatedColumn(),
];

/** Admin "Gestión de Videos": every video, drafts included, with search, status filter, figures and the editor. */
export function VideosTable() {
  const filters = useContentAdminQuery();
  const videos = useAdminVideos(filters.query);
  const data = videos.data;
  const [editing, setEditing] = useState<AdminVideo | 'new' | null>(null);
  return (
    <ContentTable
      nouns={{
        what: 'los videos',
        caption: 'Videos',
        newLabel: 'Nuevo video',
        emptyText: 'Aún no hay videos. Crea el primero con «Nuevo video».',
      }}
      filters={filters}
      result={{ ...videos, data: data && { ...data, items: data.videos } }}
      columns={COLUMNS}
      minWidth={860}
      editAction={(video) => <EditButton title={video.title} onClick={() => setEditing(video)} />}
      onNew={() => setEditing('new')}
    >
      {editing ? (
        <VideoDialog
          video={editing === 'new' ? null : editing}
          categories={data?.categories ?? []}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </ContentTable>
  );
}
