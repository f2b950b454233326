import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import { VIDEO_RENDITIONS, type RenditionName } from '@vitalia/shared/videos';
import { diesWithServer } from '../../../lib/work-folders';

/** Where the machine's ffmpeg and ffprobe are (FFMPEG_PATH; ffprobe beside it, or on PATH). */
export interface FfmpegTools {
  ffmpeg: string;
  ffprobe: string;
}

export function ffmpegToolsFrom(ffmpegPath: string | undefined): FfmpegTools {
  const ffmpeg = ffmpegPath?.trim() || 'ffmpeg';
  const ffprobe = ffmpeg.includes('/') ? ffmpeg.replace(/ffmpeg([^/]*)$/, 'ffprobe$1') : 'ffprobe';
  return { ffmpeg, ffprobe };
}

export class ToolMissingError extends Error {
  constructor(tool: string) {
    super(`${tool} is not installed`);
  }
}

/** Runs a tool without a shell; rejects with the end of its stderr (never the whole, never to a member). */
export function runTool(command: string, args: string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const [program, programArgs] = diesWithServer(command, args);
    const child = spawn(program, programArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      if (stdout.length < 1_000_000) stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(error.code === 'ENOENT' ? new ToolMissingError(command) : error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(stdout);
      // The tool is not installed: started through setpriv and its shell, that is "not found", 127.
      else if (code === 127 && program !== command) reject(new ToolMissingError(command));
      else
        reject(
          new Error(`${command} ended with ${signal ?? code}: ${stderr.split('\n').slice(-4).join(' ')}`),
        );
    });
  });
}

export interface VideoFacts {
  durationSeconds: number;
  width: number;
  height: number;
  hasAudio: boolean;
}

/** Length, size and audio of a video file, or null when it has no video stream ffprobe can read. */
export async function probeVideo(tools: FfmpegTools, file: string): Promise<VideoFacts | null> {
  const out = await runTool(
    tools.ffprobe,
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
    60_000,
  ).catch((error: unknown) => {
    if (error instanceof ToolMissingError) throw error;
    return null;
  });
  if (!out) return null;
  const parsed = JSON.parse(out) as {
    format?: { duration?: string };
    streams?: { codec_type?: string; width?: number; height?: number; duration?: string }[];
  };
  const video = parsed.streams?.find((stream) => stream.codec_type === 'video' && stream.width);
  const duration = Number(parsed.format?.duration ?? video?.duration ?? NaN);
  if (!video?.width || !video.height || !Number.isFinite(duration) || duration <= 0) return null;
  return {
    durationSeconds: Math.round(duration),
    width: video.width,
    height: video.height,
    hasAudio: Boolean(parsed.streams?.some((stream) => stream.codec_type === 'audio')),
  };
}

/** The renditions worth making of a source this tall: never above it, and always the smallest one. */
export function ladderFor(sourceHeight: number) {
  const fitting = VIDEO_RENDITIONS.filter((rendition) => rendition.height <= sourceHeight);
  return fitting.length > 0 ? fitting : [VIDEO_RENDITIONS[0]];
}

/**
 * One ffmpeg run that decodes the source once and writes each rendition as H.264/AAC HLS (4 s segments,
 * a key frame every 2 s so every segment starts on one) into `outDir/<name>/index.m3u8` + `seg-NNNNN.ts`.
 */
export async function renderLadder(
  tools: FfmpegTools,
  input: string,
  outDir: string,
  facts: VideoFacts,
): Promise<RenditionName[]> {
  const ladder = ladderFor(facts.height);
  // ffmpeg's HLS muxer writes into each rendition's folder but does not make it.
  for (const rendition of ladder) await fs.mkdir(`${outDir}/${rendition.name}`, { recursive: true });
  const args = ['-hide_banner', '-nostdin', '-y', '-i', input];
  for (const rendition of ladder) {
    const height = Math.min(rendition.height, facts.height - (facts.height % 2));
    args.push(
      '-map',
      '0:v:0',
      '-map',
      '0:a:0?',
      '-vf',
      `scale=-2:${height}`,
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-profile:v',
      'main',
      '-level',
      '3.1',
      '-pix_fmt',
      'yuv420p',
      '-b:v',
      `${rendition.videoKbps}k`,
      '-maxrate',
      `${Math.round(rendition.videoKbps * 1.1)}k`,
      '-bufsize',
      `${rendition.videoKbps * 2}k`,
      '-force_key_frames',
      'expr:gte(t,n_forced*2)',
      '-c:a',
      'aac',
      '-b:a',
      `${rendition.audioKbps}k`,
      '-ac',
      '2',
      '-f',
      'hls',
      '-hls_time',
      '4',
      '-hls_playlist_type',
      'vod',
      '-hls_segment_filename',
      `${outDir}/${rendition.name}/seg-%05d.ts`,
      `${outDir}/${rendition.name}/index.m3u8`,
    );
  }
  // A long video takes a while; two hours of 720p is far more than a coaching video needs.
  await runTool(tools.ffmpeg, args, Math.max(10 * 60_000, facts.durationSeconds * 3000));
  return ladder.map((rendition) => rendition.name);
}

/** One frame a tenth of the way in (past a black opening), as a PNG at most 720 px tall. */
export async function renderPoster(tools: FfmpegTools, input: string, out: string, facts: VideoFacts) {
  const at = Math.min(facts.durationSeconds * 0.1, 10).toFixed(2);
  await runTool(
    tools.ffmpeg,
    [
      '-hide_banner',
      '-nostdin',
      '-y',
      '-ss',
      at,
      '-i',
      input,
      '-frames:v',
      '1',
      '-vf',
      `scale=-2:${Math.min(720, facts.height)}`,
      out,
    ],
    60_000,
  );
}

/** The master playlist of a ladder: each rendition's bandwidth and codecs, pointing at its own playlist. */
export function masterPlaylist(renditions: readonly string[], hasAudio: boolean): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3'];
  for (const rendition of VIDEO_RENDITIONS) {
    if (!renditions.includes(rendition.name)) continue;
    const bandwidth = Math.round((rendition.videoKbps * 1.1 + rendition.audioKbps) * 1000);
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${bandwidth},CODECS="${hasAudio ? 'avc1.4d401f,mp4a.40.2' : 'avc1.4d401f'}",NAME="${rendition.name}"`,
      `${rendition.name}/index.m3u8`,
    );
  }
  return `${lines.join('\n')}\n`;
}
