import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FOOD_MESSAGES as M } from '@vitalia/shared/messages/foods';
import type { FoodImport } from '@vitalia/shared/foods';
import { AppError } from '../../../lib/app-error';
import type { FoodImportFile } from '../../../db/schema/index';
import { domainPlugin } from '../domain-plugin';
import { checkUpload, type UploadPolicy } from '../storage/file-storage';
import type { UserRow } from '../users/user-presenter';
import { readFdcRelease, readVitaliaCsv, type ImportBatch } from './food-import-reader';
import type { FoodOrigin } from './foods-repository';
import type { FoodImportRow } from './food-imports-repository';

const QUEUE = 'foods.import';
const FOLDER = 'food-imports';
const MAX_BYTES = 1024 * 1024 * 1024;
const POLICY: UploadPolicy = {
  maxBytes: MAX_BYTES,
  contentTypes: ['text/csv'],
  tooLargeMessage: M.importTooLarge,
  wrongTypeMessage: M.importNotCsv,
};
const FDC_ROLES = ['food', 'food_nutrient', 'nutrient', 'food_portion'] as const;
const ROLES = new Set<string>(['file', ...FDC_ROLES]);

const ORIGINS: Record<FoodImportRow['kind'], FoodOrigin> = {
  vitalia: {
    sourceKey: 'csv',
    source: 'CSV importado por la administración',
    licence: 'Según quien la importó',
  },
  fdc: {
    sourceKey: 'fdc',
    source: 'USDA FoodData Central (SR Legacy / Foundation Foods)',
    licence: 'Dominio público (CC0 1.0)',
  },
};

export const presentImport = (row: FoodImportRow): FoodImport => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  progress: row.bytesTotal > 0 ? Math.min(1, row.bytesRead / row.bytesTotal) : 1,
  inserted: row.inserted,
  updated: row.updated,
  unchanged: row.unchanged,
  refused: row.refused,
  problems: row.problems,
  failure: row.failure,
  created_at: row.createdAt.toISOString(),
  finished_at: row.finishedAt?.toISOString() ?? null,
});

/**
 * Importing foods (issue 47): the files are stored as they arrive (checked to be CSV text, ≤ 1 GB each),
 * then a job reads them as streams and upserts by the source's id in batches, so a 500 MB release never
 * sits in memory and an import run twice changes nothing the second time. Refused rows are reported in
 * Spanish with their line; a job retried after a crash starts the count again and writes the same rows.
 */
export function foodImports(app: FastifyInstance) {
  const repo = app.foodImportsRepository;

  async function receive(request: FastifyRequest): Promise<FoodImportFile[]> {
    if (!request.isMultipart()) throw new AppError(415, M.importNotMultipart, 'UNSUPPORTED_MEDIA_TYPE');
    const files: FoodImportFile[] = [];
    try {
      for await (const part of request.parts({ limits: { files: 4, fileSize: MAX_BYTES + 1, fields: 0 } })) {
        if (part.type !== 'file') continue;
        const role = part.fieldname.replace(/\.csv$/, '');
        if (!ROLES.has(role) || files.some((file) => file.role === (role === 'file' ? 'vitalia' : role))) {
          part.file.resume();
          throw AppError.badRequest(M.importFiles);
        }
        const checked = await checkUpload(part.file, POLICY);
        const stored = await app.storage.put(FOLDER, Readable.from(checked.chunks), POLICY);
        files.push({
          role: role === 'file' ? 'vitalia' : (role as FoodImportFile['role']),
          key: stored.key,
          size: stored.size,
        });
      }
    } catch (error) {
      await Promise.all(files.map((file) => app.storage.remove(file.key)));
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, M.importTooLarge, 'PAYLOAD_TOO_LARGE');
      if (code === 'FST_FILES_LIMIT') throw AppError.badRequest(M.importFiles);
      throw error;
    }
    const vitalia = files.length === 1 && files[0]?.role === 'vitalia';
    const fdc = files.length === 4 && FDC_ROLES.every((role) => files.some((file) => file.role === role));
    if (!vitalia && !fdc) {
      await Promise.all(files.map((file) => app.storage.remove(file.key)));
      throw AppError.badRequest(M.importFiles);
    }
    return files;
  }

  async function run(importId: number): Promise<void> {
    const row = await repo.find(importId);
    if (!row || row.status === 'done') return;
    await repo.start(importId);
    const open = async (role: FoodImportFile['role']) => {
      const file = row.files.find((item) => item.role === role);
      if (!file) throw new Error(`import ${importId} lacks ${role}`);
      return app.storage.read(file.key);
    };
    const batches: AsyncGenerator<ImportBatch> =
      row.kind === 'vitalia' ? readVitaliaCsv(await open('vitalia')) : readFdcRelease(open);
    for await (const batch of batches) {
      const { inserted, updated } = await app.foodsRepository.upsert(batch.records, ORIGINS[row.kind]);
      await repo.progress(importId, {
        bytesRead: batch.bytesRead,
        inserted,
        updated,
        unchanged: batch.records.length - inserted - updated,
        refused: batch.problems.length,
        problems: batch.problems,
      });
    }
    await repo.finish(importId, { status: 'done' });
  }

  return {
    async create(user: UserRow, request: FastifyRequest): Promise<FoodImport> {
      const files = await receive(request);
      const row = await repo.insert({
        adminUserId: user.id,
        kind: files[0]?.role === 'vitalia' ? 'vitalia' : 'fdc',
        files,
      });
      await app.jobs.send(QUEUE, { importId: row.id }, { key: `food-import-${row.id}` });
      return presentImport(row);
    },

    async get(id: number): Promise<FoodImport> {
      const row = await repo.find(id);
      if (!row) throw AppError.notFound(M.importNotFound);
      return presentImport(row);
    },

    /** The job's work, also called by tests. */
    run,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    foodImports: ReturnType<typeof foodImports>;
  }
}

export default domainPlugin(
  'foodImports',
  async (app) => {
    const service = foodImports(app);
    await app.jobs.define<{ importId: number }>(
      QUEUE,
      { retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 3600 },
      async (data) => {
        try {
          await service.run(data.importId);
        } catch (error) {
          // A file the parser cannot read will not read better next time: the import says so and stops.
          if ((error as { code?: string }).code?.startsWith('CSV_')) {
            await app.foodImportsRepository.finish(data.importId, {
              status: 'failed',
              failure: M.importUnreadable,
            });
            return;
          }
          throw error;
        }
      },
    );
    return service;
  },
  ['food-imports-repository', 'foods-repository', 'storage', 'job-queue'],
);
