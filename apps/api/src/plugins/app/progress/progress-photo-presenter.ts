import type { FastifyInstance } from 'fastify';
import type { ProgressPhoto } from '@vitalia/shared/progress';
import type { ProgressPhotoRow } from './progress-photos-repository';

/** How long a photo's link opens it: enough to compare dates, too short to pass around. */
const LINK_SECONDS = 10 * 60;
/** Links in her data export last a week: she downloads the export, then the photos. */
const EXPORT_LINK_SECONDS = 7 * 24 * 3600;

export const presentProgressPhoto = async (
  app: FastifyInstance,
  row: ProgressPhotoRow,
  ttlSeconds = LINK_SECONDS,
): Promise<ProgressPhoto> => ({
  id: row.id,
  pose: row.pose,
  taken_on: row.takenOn,
  url: await app.storage.signedUrl(row.storageKey, {
    ttlSeconds,
    disposition: 'inline',
    filename: `progreso-${row.takenOn}-${row.pose}.webp`,
  }),
  width: row.width,
  height: row.height,
});

/** Her photos for her data export, with links that last a week (repositories only: export reads many domains). */
export async function progressPhotosForExport(
  app: FastifyInstance,
  memberId: number,
): Promise<ProgressPhoto[]> {
  const rows = await app.progressPhotosRepository.of(memberId);
  return Promise.all(rows.map((row) => presentProgressPhoto(app, row, EXPORT_LINK_SECONDS)));
}
