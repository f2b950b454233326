import type { AdminResource, ResourceCard } from '@vitalia/shared/library';
import { storedFileVersion } from '../storage';
import type { AdminResourceRow, ResourceListRow, ResourceRow } from './library-repository';

/** The uploaded cover wins over the one made from the first page; none → the web app draws one. */
export function coverKeyOf(row: ResourceRow): string | null {
  return row.coverPath ?? row.generatedCoverPath;
}

function coverUrlOf(row: ResourceRow): string | null {
  const key = coverKeyOf(row);
  return key ? `/api/resources/${row.id}/cover?v=${storedFileVersion(key)}` : null;
}

export function presentCard(row: ResourceListRow, locked: boolean): ResourceCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: row.category,
    pages: row.pages,
    required_plan: row.requiredPlan,
    product:
      row.productId !== null && row.priceClp !== null ? { id: row.productId, price_clp: row.priceClp } : null,
    cover_url: coverUrlOf(row),
    has_file: row.filePath !== null,
    locked,
    last_page: locked ? null : row.lastPage,
    last_downloaded_at: row.lastDownloadedAt?.toISOString() ?? null,
  };
}

export function presentAdminResource(row: AdminResourceRow): AdminResource {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: row.category,
    required_plan: row.requiredPlan,
    price_clp: row.priceClp,
    status: row.status,
    pages: row.pages,
    file_size: row.fileSize,
    has_file: row.filePath !== null,
    cover_url: coverUrlOf(row),
    has_uploaded_cover: row.coverPath !== null,
    downloads: row.downloads,
    readers: row.readers,
    updated_at: row.updatedAt.toISOString(),
  };
}
