import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { domainJobs } from '../../plugins/app/domain-plugin';
import { PDF_POLICY } from '../../plugins/app/library/library-service';
import { PDF_FACTS_QUEUE } from '../../plugins/app/library/pdf-facts';
import { ffmpegToolsFrom } from '../../plugins/app/videos/ffmpeg';
import { DEMO_ATTACHMENTS, renderLunchPhoto } from './demo-attachments';
import { DEMO_JOURNAL_PHOTOS } from './journal';
import { DEMO_BOOKS, renderDemoBook } from './demo-pdfs';
import { fillDemoVideos } from './demo-videos';

/**
 * Writes the demo e-books' PDFs where they have none (first start of a demo instance), each through the
 * same storage and pdf-facts job as an admin's upload. Safe to run on every start and on several instances
 * at once: a row that got a file meanwhile keeps it. Answers how many it wrote.
 */
export async function fillDemoBooks(app: FastifyInstance): Promise<number> {
  let written = 0;
  for (const row of await app.libraryRepository.withoutFile(Object.keys(DEMO_BOOKS))) {
    const book = await renderDemoBook(row.slug, row.title);
    if (!book) continue;
    const stored = await app.storage.put('resources', Readable.from([Buffer.from(book.bytes)]), PDF_POLICY);
    if (
      await app.libraryRepository.setFileIfNone(row.id, {
        key: stored.key,
        size: stored.size,
        pages: book.pages,
      })
    ) {
      written += 1;
      await app.jobs.send(PDF_FACTS_QUEUE, { resourceId: row.id, filePath: stored.key }, { key: stored.key });
    } else await app.storage.remove(stored.key);
  }
  return written;
}

/**
 * Draws the demo threads' photo and PDF, and Josefa's journal photos, where their files are missing (first
 * start of a demo instance); the rows were seeded with their keys. Answers how many it wrote.
 */
export async function fillDemoAttachments(app: FastifyInstance): Promise<number> {
  let written = 0;
  for (const file of Object.values(DEMO_ATTACHMENTS)) {
    if (await app.storage.stat(file.key)) continue;
    const stored = await app.storage.write(file.key, Readable.from([await file.render()]));
    await app.conversationAttachmentsRepository.setSize(file.key, stored.size);
    written += 1;
  }
  for (const photo of DEMO_JOURNAL_PHOTOS) {
    if (await app.storage.stat(photo.key)) continue;
    await app.storage.write(photo.key, Readable.from([await renderLunchPhoto(photo.seed)]));
    written += 1;
  }
  return written;
}

/**
 * The demo instance's files (issue 44 §7: demo content lives with the seed, not in the domains): after start,
 * off the start-up path, the seeded e-books get real PDFs and the seeded videos real files with their captions, the
 * first time only. Not in production, not in tests (they call the two functions when they need them).
 */
export default domainJobs(
  'demo-files',
  async (app) => {
    if (app.config.isProduction || app.config.NODE_ENV === 'test') return;
    app.addHook('onReady', () => {
      fillDemoBooks(app).catch((error: unknown) => {
        app.log.error({ err: error }, 'could not write the demo e-books');
      });
      fillDemoAttachments(app).catch((error: unknown) => {
        app.log.error({ err: error }, 'could not write the demo attachments');
      });
      fillDemoVideos(app, ffmpegToolsFrom(app.config.FFMPEG_PATH)).catch((error: unknown) => {
        app.log.warn({ err: error }, 'could not render the demo videos');
      });
    });
  },
  [
    'job-queue',
    'storage',
    'library-repository',
    'videos-repository',
    'conversation-attachments-repository',
    'library-jobs',
    'video-jobs',
  ],
);
