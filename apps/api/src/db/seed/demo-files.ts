import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { workFolder } from '../../lib/work-folders';
import { domainJobs } from '../../plugins/app/domain-plugin';
import { PDF_POLICY } from '../../plugins/app/library/library-service';
import { PDF_FACTS_QUEUE } from '../../plugins/app/library/pdf-facts';
import {
  ffmpegToolsFrom,
  runTool,
  ToolMissingError,
  type FfmpegTools,
} from '../../plugins/app/videos/ffmpeg';
import { VIDEO_POLICY, VIDEO_TRANSCODE_QUEUE } from '../../plugins/app/videos/videos-service';
import { VIDEOS } from './content';
import { DEMO_ATTACHMENTS, renderLunchPhoto } from './demo-attachments';
import { DEMO_JOURNAL_PHOTOS } from './journal';
import { DEMO_BOOKS, renderDemoBook } from './demo-pdfs';

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

/** A short test-pattern video with a tone, made by ffmpeg: the demo's videos are real files. */
async function renderDemoVideo(tools: FfmpegTools, out: string, seconds: number) {
  await runTool(
    tools.ffmpeg,
    [
      '-hide_banner',
      '-nostdin',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=960x540:rate=25:duration=${seconds}`,
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=330:sample_rate=44100:duration=${seconds}`,
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-shortest',
      '-movflags',
      '+faststart',
      out,
    ],
    120_000,
  );
}

/**
 * Renders the demo videos' files where they have none (first start of a demo instance), each through the
 * same upload path and job as an admin's. Safe on every start and on several instances at once.
 */
export async function fillDemoVideos(app: FastifyInstance, tools: FfmpegTools) {
  const rows = await app.videosRepository.withoutSource(VIDEOS.map(([slug]) => slug));
  if (rows.length === 0) return;
  const folder = await workFolder('demo-video');
  try {
    for (const [index, row] of rows.entries()) {
      const file = path.join(folder, `${row.slug}.mp4`);
      try {
        await renderDemoVideo(tools, file, 12 + index * 2);
      } catch (error) {
        if (error instanceof ToolMissingError) return;
        throw error;
      }
      const stored = await app.storage.put('video-sources', createReadStream(file), VIDEO_POLICY);
      if (await app.videosRepository.setSourceIfNone(row.id, { key: stored.key, size: stored.size }))
        await app.jobs.send(
          VIDEO_TRANSCODE_QUEUE,
          { videoId: row.id, sourcePath: stored.key },
          { key: stored.key },
        );
      else await app.storage.remove(stored.key);
    }
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

/**
 * The demo instance's files (issue 44 §7: demo content lives with the seed, not in the domains): after start,
 * off the start-up path, the seeded e-books get real PDFs and the seeded videos real test-pattern files, the
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
