import { extname } from 'node:path';
import { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import type { FastifyInstance } from 'fastify';
import type { DataExport } from '@vitalia/shared/profile';
import { santiagoDay } from '@vitalia/shared/dates';
import type { FileStorage } from '../storage/file-storage';

/** Far more than any member has; the zip's file list is bounded like the export's lists. */
const EXPORT_FILES_LIMIT = 5_000;

/** One stored file of hers and where it goes inside the zip. */
export interface ExportedFile {
  path: string;
  key: string;
}

/** A name that any unzip tool accepts on any system: no folders, no control or reserved characters. */
const safeName = (name: string) =>
  name
    .normalize('NFC')
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, '-')
    .slice(-120);

/**
 * Her files for the export's zip (issue 47: "photos in a zip"): progress photos, journal photos and the
 * attachments of her threads, each under a folder and a name that says what and when.
 */
export async function exportFilesOf(app: FastifyInstance, memberId: number): Promise<ExportedFile[]> {
  const [photos, journal, attachments] = await Promise.all([
    app.progressPhotosRepository.of(memberId),
    app.journalRepository.exportFor(memberId, EXPORT_FILES_LIMIT),
    app.conversationAttachmentsRepository.exportFor(memberId, EXPORT_FILES_LIMIT),
  ]);
  return [
    ...photos.map((row) => ({
      path: `fotos-de-progreso/${row.takenOn}-${row.pose}-${row.id}${extname(row.storageKey)}`,
      key: row.storageKey,
    })),
    ...journal.flatMap((row) =>
      row.photoKey
        ? [
            {
              path: `diario/${santiagoDay(row.eatenAt)}-${row.meal}-${row.id}${extname(row.photoKey)}`,
              key: row.photoKey,
            },
          ]
        : [],
    ),
    ...attachments.map((row, index) => ({
      path: `mensajes/${index + 1}-${safeName(row.name)}`,
      key: row.key,
    })),
  ];
}

/** A file opened only when the zip reaches it: one open file at a time, whatever her number of photos. */
const readLater = (storage: FileStorage, key: string) =>
  Readable.from(
    (async function* () {
      yield* await storage.read(key);
    })(),
  );

/**
 * The zip: `mis-datos.json` (the same export as GET /users/export-data) and her files, streamed from storage
 * as the client reads (never the whole zip in memory). A file storage no longer has is left out and named in
 * `archivos-no-encontrados.txt`, rather than breaking the download.
 */
export async function exportZip(storage: FileStorage, data: DataExport, files: ExportedFile[]) {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  archive.append(JSON.stringify(data, null, 2), { name: 'mis-datos.json' });
  const missing: string[] = [];
  for (const file of files) {
    if (!(await storage.stat(file.key))) {
      missing.push(file.path);
      continue;
    }
    // Photos and PDFs are compressed already: stored as they are.
    archive.append(readLater(storage, file.key), { name: file.path, store: true });
  }
  if (missing.length > 0) archive.append(`${missing.join('\n')}\n`, { name: 'archivos-no-encontrados.txt' });
  void archive.finalize();
  return archive;
}
