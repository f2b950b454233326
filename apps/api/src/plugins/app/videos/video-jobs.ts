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
import {
  masterPlaylist,
  probeVideo,
  renderLadder,
  renderPoster,
  ToolMissingError,
  type FfmpegTools,
} from './ffmpeg';
import { containerDurationSeconds } from './container-duration';
import { VIDEO_TRANSCODE_QUEUE } from './videos-service';
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

export default domainJobs(
  'video-jobs',
  async (app) => {
    const tools = ffmpegToolsFrom(app.config.FFMPEG_PATH);
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
  },
  ['job-queue', 'videos-repository', 'video-editing'],
);
