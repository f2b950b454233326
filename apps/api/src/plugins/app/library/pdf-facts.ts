import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { loadSharp } from '../../../lib/images';
import { workFolder } from '../../../lib/work-folders';
import { domainJobs } from '../domain-plugin';

export const PDF_FACTS_QUEUE = 'library.pdf-facts';
const run = promisify(execFile);

export interface PdfFacts {
  pages: number | null;
  /** The first page as a PNG, or null when it could not be drawn. */
  firstPage: Buffer | null;
}

/**
 * Page count and first page of a stored PDF, read by Poppler from a temporary copy (streamed, never whole
 * in memory). Null when Poppler is not installed: the library then shows no page count and a drawn cover.
 */
export async function readPdfFacts(app: FastifyInstance, key: string): Promise<PdfFacts | null> {
  const folder = await workFolder('pdf');
  try {
    const pdf = path.join(folder, 'in.pdf');
    await pipeline(await app.storage.read(key), fs.createWriteStream(pdf));
    let info: string;
    try {
      info = (await run('pdfinfo', [pdf], { timeout: 30_000 })).stdout;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      // Poppler could not read it: a damaged PDF still uploads (browsers are lenient), with no facts.
      return { pages: null, firstPage: null };
    }
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? NaN);
    const out = path.join(folder, 'cover');
    const firstPage = await run(
      'pdftoppm',
      ['-f', '1', '-l', '1', '-png', '-singlefile', '-scale-to', '800', pdf, out],
      { timeout: 60_000 },
    )
      .then(() => fs.promises.readFile(`${out}.png`))
      .catch(() => null);
    return { pages: Number.isSafeInteger(pages) && pages > 0 ? pages : null, firstPage };
  } finally {
    await fs.promises.rm(folder, { recursive: true, force: true });
  }
}

/**
 * After a PDF is stored, a job reads its page count and makes a cover from its first page. Runs on any
 * instance; a retried or repeated run for a replaced PDF changes nothing (the row must still name it).
 */
export default domainJobs(
  'library-jobs',
  async (app) => {
    await app.jobs.define<{ resourceId: number; filePath: string }>(
      PDF_FACTS_QUEUE,
      { retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 300 },
      async ({ resourceId, filePath }) => {
        const facts = await readPdfFacts(app, filePath);
        if (!facts) {
          app.log.warn('pdfinfo/pdftoppm not installed: e-books get no page count or first-page cover');
          return;
        }
        let coverKey: string | null = null;
        if (facts.firstPage) {
          const sharp = await loadSharp();
          const webp = await sharp(facts.firstPage)
            .resize(600, 800, { fit: 'cover', position: 'top' })
            .webp({ quality: 78 })
            .toBuffer();
          coverKey = (
            await app.storage.put('resource-covers', Readable.from([webp]), {
              maxBytes: 5 * 1024 * 1024,
              contentTypes: ['image/webp'],
              tooLargeMessage: 'Portada demasiado grande',
              wrongTypeMessage: 'Portada inválida',
            })
          ).key;
        }
        const kept = await app.libraryRepository.setFileFacts(resourceId, filePath, {
          pages: facts.pages,
          generatedCoverPath: coverKey,
        });
        if (!kept && coverKey) await app.storage.remove(coverKey);
      },
    );
  },
  ['job-queue', 'library-repository', 'library-service'],
);
