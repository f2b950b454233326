import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containerDurationSeconds } from './container-duration';

const run = promisify(execFile);
let folder: string;

/** A 7 s test pattern in the container asked for (the options put MP4's index first or last). */
async function clip(name: string, options: string[]) {
  const file = path.join(folder, name);
  await run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=160x90:rate=10:duration=7',
    ...options,
    file,
  ]);
  return file;
}

beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vitalia-duration-'));
});
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe('a video’s length from its container, without ffprobe (issue 42 §15)', () => {
  it('reads MP4 with its index first or last, QuickTime and WebM', async () => {
    const files = [
      await clip('faststart.mp4', ['-c:v', 'libx264', '-preset', 'ultrafast', '-movflags', '+faststart']),
      await clip('index-last.mp4', ['-c:v', 'libx264', '-preset', 'ultrafast']),
      await clip('clip.mov', ['-c:v', 'libx264', '-preset', 'ultrafast']),
      await clip('clip.webm', ['-c:v', 'libvpx', '-deadline', 'realtime', '-b:v', '100k']),
    ];
    for (const file of files) expect(await containerDurationSeconds(file), path.basename(file)).toBe(7);
  }, 60_000);

  it('says nothing for a file that is no video, an empty one or a cut header', async () => {
    const text = path.join(folder, 'not-a-video.mp4');
    fs.writeFileSync(text, 'MZ this is a program, not a video'.repeat(100));
    const empty = path.join(folder, 'empty.mp4');
    fs.writeFileSync(empty, '');
    const whole = fs.readFileSync(await clip('cut.mp4', ['-c:v', 'libx264', '-preset', 'ultrafast']));
    const cut = path.join(folder, 'cut-short.mp4');
    fs.writeFileSync(cut, whole.subarray(0, 64));
    for (const file of [text, empty, cut]) expect(await containerDurationSeconds(file)).toBeNull();
  }, 30_000);
});
