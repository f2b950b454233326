import crypto from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import { loadSharp } from '../../../lib/images';
import { removeDeadWorkFolders, workFolder } from '../../../lib/work-folders';
import { VIDEO_MESSAGES as M } from '@vitalia/shared/messages/videos';
import { VIDEOS } from '../../../db/seed/content';
import {
  masterPlaylist,
  probeVideo,
  renderLadder,
  renderPoster,
  runTool,
  ToolMissingError,
  type FfmpegTools,
} from './ffmpeg';
import { containerDurationSeconds } from './container-duration';
import { VIDEO_POLICY, VIDEO_TRANSCODE_QUEUE } from './videos-service';
import { domainJobs } from '../domain-plugin';
import { ffmpegToolsFrom } from './ffmpeg';

interface TranscodeJob {
  videoId: number;
  sourcePath: string;
}

/**
 * After an original is stored, a job probes it, renders the HLS ladder and a poster, and stores them
 * (ADR 0042). Runs on any instance; every write is kept only while the video still has this original, so a
 * job for a replaced file changes nothing and removes what it made. Without ffmpeg the video plays from
 * its original and the admin is told why there is no ladder.
 */
export async function transcode(
  app: FastifyInstance,
  tools: FfmpegTools,
  job: TranscodeJob,
  lastTry: boolean,
) {
  const { videoId, sourcePath } = job;
  const repo = app.videosRepository;
  if (!(await repo.setProcessing(videoId, sourcePath, { processing: 'processing', processingError: null })))
    return;
  const folder = await workFolder('video');
  // The same original always renders under the same prefix: a job run again after its process died writes
  // over what the first run left, instead of leaving an unreferenced ladder behind (issue 43 §5).
  const prefix = `videos/${videoId}/${crypto.createHash('sha256').update(sourcePath).digest('hex').slice(0, 16)}/`;
  let posterKey: string | null = null;
  try {
    const input = path.join(folder, 'source');
    await pipeline(await app.storage.read(sourcePath), createWriteStream(input));
    const facts = await probeVideo(tools, input);
    if (!facts) {
      await repo.setProcessing(videoId, sourcePath, {
        processing: 'failed',
        processingError: M.transcodeFailed,
      });
      return;
    }
    const out = path.join(folder, 'hls');
    const renditions = await renderLadder(tools, input, out, facts);
    for (const rendition of renditions)
      for (const name of (await fs.readdir(path.join(out, rendition))).sort())
        await app.storage.write(
          `${prefix}${rendition}/${name}`,
          createReadStream(path.join(out, rendition, name)),
        );
    await app.storage.write(
      `${prefix}master.m3u8`,
      Readable.from([masterPlaylist(renditions, facts.hasAudio)]),
    );
    const posterPng = path.join(folder, 'poster.png');
    posterKey = await renderPoster(tools, input, posterPng, facts)
      .then(async () => {
        const sharp = await loadSharp();
        const webp = await sharp(posterPng)
          .resize({ width: 1280, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer();
        return (
          await app.storage.write(
            `video-posters/${crypto.randomBytes(16).toString('hex')}.webp`,
            Readable.from([webp]),
          )
        ).key;
      })
      .catch(() => null);
    const kept = await repo.setProcessing(videoId, sourcePath, {
      processing: 'ready',
      processingError: null,
      hlsPrefix: prefix,
      renditions,
      posterPath: posterKey,
      durationSeconds: facts.durationSeconds,
    });
    if (!kept) {
      await app.videoEditing.removePrefix(prefix);
      if (posterKey) await app.storage.remove(posterKey);
    }
  } catch (error) {
    await app.videoEditing.removePrefix(prefix).catch(() => undefined);
    if (posterKey) await app.storage.remove(posterKey).catch(() => undefined);
    if (error instanceof ToolMissingError) {
      app.log.warn('ffmpeg/ffprobe not installed: videos play from their original file, without a ladder');
      // Its length from the container's header, so that watching it can complete a lesson (issue 42 §15).
      const duration = await containerDurationSeconds(path.join(folder, 'source')).catch(() => null);
      await repo.setProcessing(videoId, sourcePath, {
        processing: 'ready',
        processingError: duration ? M.noFfmpeg : M.noFfmpegNoDuration,
        ...(duration ? { durationSeconds: duration } : {}),
      });
      return;
    }
    if (lastTry)
      await repo.setProcessing(videoId, sourcePath, {
        processing: 'failed',
        processingError: M.transcodeFailed,
      });
    throw error;
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
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

export default domainJobs(
  'video-jobs',
  async (app) => {
    const options = {
      tools: ffmpegToolsFrom(app.config.FFMPEG_PATH),
      demoFiles: !app.config.isProduction && app.config.NODE_ENV !== 'test',
    };
    const { tools } = options;
    await app.jobs.define<TranscodeJob>(
      VIDEO_TRANSCODE_QUEUE,
      // A 2 GB video takes a while to render; a job still running after two hours died with its process.
      { retryLimit: 2, retryDelay: 30, retryBackoff: true, expireInSeconds: 2 * 3600 },
      async (data, job) => transcode(app, tools, data, job.retryCount >= 2),
    );
    // What a process killed in the middle of a ladder left in the temporary folder (issue 43 §5).
    app.addHook('onReady', () => {
      removeDeadWorkFolders().then(
        (freed) => {
          if (freed > 0)
            app.log.info({ freed_mb: Math.round(freed / 1048576) }, 'removed work folders of a dead process');
        },
        (error: unknown) => app.log.warn({ err: error }, 'work folders not checked at start'),
      );
    });
    if (options.demoFiles)
      app.addHook('onReady', () => {
        fillDemoVideos(app, tools).catch((error: unknown) => {
          app.log.warn({ err: error }, 'could not render the demo videos');
        });
      });
  },
  ['job-queue', 'videos-repository', 'video-editing'],
);

/**
 * Renders the demo videos' files where they have none (first start of a demo instance), each through the
 * same upload path and job as an admin's. Safe on every start and on several instances at once.
 */
async function fillDemoVideos(app: FastifyInstance, tools: FfmpegTools) {
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
