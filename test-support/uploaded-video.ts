import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { HttpClient } from './server-process';

/**
 * Uploads a rendered clip of `seconds` through tus like the admin's browser (a draft), and waits for its
 * ladder: the bench's playback figures and the resilience suite's backup both need a transcoded video.
 */
export async function uploadedVideo(client: HttpClient, baseUrl: string, seconds: number): Promise<number> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vitalia-bench-clip-'));
  const file = path.join(folder, 'clip.mp4');
  // At 960×540: two renditions of four-second segments (84 s: 21 segments each).
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=960x540:rate=25:duration=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${seconds}`,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    file,
  ]);
  const bytes = fs.readFileSync(file);
  fs.rmSync(folder, { recursive: true, force: true });
  const created = await client.request('POST', '/api/admin/videos', {
    title: 'Video de prueba',
    description: 'Para medir y probar la reproducción.',
    category: 'Nutrición',
    required_plan: 'premium',
    status: 'draft',
    embed_url: null,
  });
  const id = (created.json() as { video: { id: number } }).video.id;
  const headers = {
    cookie: client.cookieHeader(),
    'x-csrf-token': client.cookie('csrf_token') ?? '',
    'tus-resumable': '1.0.0',
  };
  const upload = await fetch(`${baseUrl}/api/admin/videos/uploads`, {
    method: 'POST',
    headers: {
      ...headers,
      'upload-length': String(bytes.length),
      'upload-metadata': `videoId ${Buffer.from(String(id)).toString('base64')}`,
    },
  });
  const location = upload.headers.get('location') ?? '';
  const done = await fetch(`${baseUrl}${location}`, {
    method: 'PATCH',
    headers: { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body: bytes,
  });
  if (!done.ok) throw new Error(`tus upload answered ${done.status}: ${await done.text()}`);
  for (let waited = 0; waited < 180_000; waited += 1000) {
    const detail = (await client.request('GET', `/api/admin/videos/${id}`)).json() as {
      video: { processing: string };
    };
    if (detail.video.processing === 'ready') return id;
    if (detail.video.processing === 'failed') throw new Error('the video failed to render');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the video did not render within 3 minutes');
}
