import { useState } from 'react';
import type { AdminResource } from '@vitalia/shared/library';
import {
  ContentTable,
  EditButton,
  planColumn,
  statusColumn,
  updatedColumn,
  useContentAdminQuery,
  type ContentColumn,
} from '@/components/content-admin/content-table';
import { formatBytes, formatCount } from '@/utils/format';
import { useAdminResources } from '../../api/get-admin-resources';
import { ResourceCover } from '../resource-cover';
import { ResourceDialog } from './resource-dialog';

const COLUMNS: ContentColumn<AdminResource>[] = [
  {
    header: 'E-book',
    cell: (resource) => (
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
    ),
  },
  planColumn(),
  statusColumn(),
  {
    header: 'Archivo',
    cell: (resource) => (
      <span className="text-gray-600">
        {resource.has_file
          ? `${resource.pages ? `${formatCount(resource.pages)} págs.` : 'Contando páginas...'}${
              resource.file_size ? ` · ${formatBytes(resource.file_size)}` : ''
            }`
          : 'Sin PDF'}
      </span>
    ),
  },
  { header: 'Descargas', numeric: true, cell: (resource) => formatCount(resource.downloads) },
  { header: 'Lectoras/es', numeric: true, cell: (resource) => formatCount(resource.readers) },
  updatedColumn(),
];

/** Admin "Recursos": every e-book, drafts included, with search, status filter and the editor. */
export function ResourcesTable() {
  const filters = useContentAdminQuery();
  const resources = useAdminResources(filters.query);
  const data = resources.data;
  const [editing, setEditing] = useState<AdminResource | 'new' | null>(null);
  return (
    <ContentTable
      nouns={{
        what: 'los recursos',
        caption: 'E-books',
        newLabel: 'Nuevo e-book',
        emptyText: 'Aún no hay e-books. Crea el primero con «Nuevo e-book».',
      }}
      filters={filters}
      result={{ ...resources, data: data && { ...data, items: data.resources } }}
      columns={COLUMNS}
      minWidth={820}
      editAction={(resource) => <EditButton title={resource.title} onClick={() => setEditing(resource)} />}
      onNew={() => setEditing('new')}
    >
      {editing ? (
        <ResourceDialog
          resource={editing === 'new' ? null : editing}
          categories={data?.categories ?? []}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </ContentTable>
  );
}
