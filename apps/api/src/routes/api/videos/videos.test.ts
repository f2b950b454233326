import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { videos } from '../../../db/schema/index';
import { VIDEOS } from '../../../db/seed/content';
import { buildTestApp, TestAgent, type TestContext } from '../../../../test/helper';
import { draftVideo, signedInAgent, signedInProfessional } from '../../../../test/factories';
import { playbackTokens } from '../../../plugins/app/videos/playback-tokens';
import { VIDEO_TRANSCODE_QUEUE } from '../../../plugins/app/videos/videos-service';

const run = promisify(execFile);
let ctx: TestContext;
let clip: Buffer;
let folder: string;

/** A 5 s, 640×360 test pattern with a tone, as an admin might upload it. */
async function renderClip(file: string) {
  await run('ffmpeg', [
    '-hide_banner',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=640x360:rate=25:duration=5',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=5',
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
}

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vitalia-video-test-'));
  await renderClip(path.join(folder, 'clip.mp4'));
  clip = fs.readFileSync(path.join(folder, 'clip.mp4'));
  ctx = await buildTestApp();
}, 60_000);
afterAll(async () => {
  await ctx.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const TUS = { 'tus-resumable': '1.0.0' };
const metadataOf = (videoId: number | string) =>
  `videoId ${Buffer.from(String(videoId)).toString('base64')},filename ${Buffer.from('clase.mp4').toString('base64')}`;

/** Creates a tus upload for a video and answers its address. */
async function createUpload(
  agent: TestAgent,
  videoId: number | string,
  length: number,
  url = '/api/admin/videos/uploads',
) {
  const response = await agent.request({
    method: 'POST',
    url,
    headers: { ...TUS, 'upload-length': String(length), 'upload-metadata': metadataOf(videoId) },
  });
  return response;
}

const patch = (agent: TestAgent, location: string, offset: number, bytes: Buffer) =>
  agent.request({
    method: 'PATCH',
    url: location,
    headers: { ...TUS, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    payload: bytes,
  });

const sourceKeys = async () => {
  const keys: string[] = [];
  for await (const file of ctx.app.storage.list('video-sources/')) keys.push(file.key);
  return keys;
};

/** Follows a playback address the way a player does: no session cookie. */
const fetchStream = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('videos (issue 19)', () => {
  let admin: TestAgent;
  let uploadedId: number;

  beforeAll(async () => {
    admin = (await signedInAgent(ctx.app, { isAdmin: true })).agent;
  });

  it('lists published videos for every member, premium ones locked for a free plan with no playable address', async () => {
    const free = await signedInAgent(ctx.app);
    const response = await free.agent.get('/api/videos');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { videos: { slug: string; locked: boolean }[]; total: number };
    expect(body.total).toBe(VIDEOS.length);
    expect(body.videos.find((video) => video.slug === 'hiit-principiantes')?.locked).toBe(true);
    expect(body.videos.find((video) => video.slug === 'desayunos-rapidos')?.locked).toBe(false);
    expect(JSON.stringify(body)).not.toMatch(/stream|\.m3u8|\/api\/files\//);
    const premium = (await free.agent.get('/api/premiumvideos')).json() as { videos: { locked: boolean }[] };
    expect(premium.videos).toHaveLength(VIDEOS.filter(([, , , premium]) => premium).length);
    expect(premium.videos.every((video) => video.locked)).toBe(true);
    // Accent- and case-blind search, like the library's.
    const found = (await free.agent.get('/api/videos?q=respiracion')).json() as {
      videos: { slug: string }[];
    };
    expect(found.videos.map((video) => video.slug)).toEqual(['respiracion-4-7-8']);
  });

  it('a new video is a draft nobody else sees, and cannot be published without a file', async () => {
    const refused = await admin.post('/api/admin/videos', {
      title: 'Sin archivo',
      description: 'Nada que ver aún.',
      category: 'Nutrición',
      required_plan: 'free',
      status: 'published',
      embed_url: null,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Sube el video o indica su dirección de YouTube o Vimeo antes de publicarlo.',
    );
    const video = await draftVideo(admin);
    const member = await signedInAgent(ctx.app);
    expect((await member.agent.get(`/api/videos/${video.id}`)).statusCode).toBe(404);
    expect((await member.agent.post(`/api/videos/${video.id}/playback`)).statusCode).toBe(404);
  });

  it('an interrupted upload resumes where it stopped and equals the original byte for byte', async () => {
    const video = await draftVideo(admin);
    uploadedId = video.id;
    const created = await createUpload(admin, video.id, clip.length);
    expect(created.statusCode, created.body).toBe(201);
    const location = created.headers.location as string;
    expect(location).toMatch(/^\/api\/admin\/videos\/uploads\/[a-z0-9]+$/);
    const half = Math.floor(clip.length / 2);
    expect((await patch(admin, location, 0, clip.subarray(0, half))).statusCode).toBe(204);
    // The connection dropped here; the browser asks where to go on.
    const head = await admin.request({ method: 'HEAD', url: location, headers: TUS });
    expect(head.headers['upload-offset']).toBe(String(half));
    const finished = await patch(admin, location, half, clip.subarray(half));
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json()).toMatchObject({ success: true, message: 'Video subido. Lo estamos procesando.' });

    const [row] = await ctx.database.db.select().from(videos).where(eq(videos.id, video.id));
    const stored = await ctx.app.storage.read(row?.sourcePath ?? '');
    const chunks: Buffer[] = [];
    for await (const chunk of stored) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(clip)).toBe(true);
    // Nothing of the parts is left once the file is in storage.
    expect(fs.readdirSync(path.join(ctx.config.DATA_DIR, 'uploads', 'videos'))).toEqual([]);
  });

  it('transcodes the upload into an HLS ladder ffprobe can play, with a poster and its length', async () => {
    await ctx.app.jobs.drained(VIDEO_TRANSCODE_QUEUE, 60_000);
    const detail = (await admin.get(`/api/admin/videos/${uploadedId}`)).json().video;
    expect(detail).toMatchObject({ processing: 'ready', renditions: ['360p'], duration_seconds: 5 });
    expect(detail.poster_url).toMatch(/^\/api\/videos\/\d+\/poster\?v=/);
    const [row] = await ctx.database.db.select().from(videos).where(eq(videos.id, uploadedId));
    // Copy the ladder out of storage and let ffprobe read it as a player would.
    const out = path.join(folder, 'ladder');
    for await (const file of ctx.app.storage.list(row?.hlsPrefix ?? 'none/')) {
      const target = path.join(out, file.key.slice((row?.hlsPrefix ?? '').length));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      const chunks: Buffer[] = [];
      for await (const chunk of await ctx.app.storage.read(file.key)) chunks.push(chunk as Buffer);
      fs.writeFileSync(target, Buffer.concat(chunks));
    }
    const probe = await run('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'format=duration:stream=codec_name,height',
      '-of',
      'json',
      path.join(out, 'master.m3u8'),
    ]);
    const facts = JSON.parse(probe.stdout) as {
      format: { duration: string };
      streams: { codec_name: string; height?: number }[];
    };
    expect(Number(facts.format.duration)).toBeGreaterThan(4.5);
    expect(facts.streams.map((stream) => stream.codec_name).sort()).toEqual(['aac', 'h264']);
    expect(facts.streams.find((stream) => stream.height)?.height).toBe(360);
  }, 90_000);

  it('plays by token: playlist and segments need no session, a copied address stops at its expiry', async () => {
    await admin.put(`/api/admin/videos/${uploadedId}`, {
      title: 'Pausas activas en la oficina',
      description: 'Cinco minutos para estirar cuello, hombros y espalda.',
      category: 'Actividad física',
      required_plan: 'premium',
      status: 'published',
      embed_url: null,
    });
    const free = await signedInAgent(ctx.app);
    const refused = await free.agent.post(`/api/videos/${uploadedId}/playback`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PLAN_REQUIRED');
    expect(refused.body).not.toMatch(/stream/);

    const premium = await signedInAgent(ctx.app);
    await ctx.app.usersRepository.update(premium.user.id, { planType: 'premium' });
    const playback = (await premium.agent.post(`/api/videos/${uploadedId}/playback`)).json();
    expect(playback).toMatchObject({ kind: 'hls', captions_url: null, resume_at: 0 });
    const master = await fetchStream(playback.url);
    expect(master.statusCode).toBe(200);
    expect(master.body).toMatch(/^#EXTM3U[\s\S]*360p\/index\.m3u8/);
    const base = playback.url.replace(/master\.m3u8$/, '');
    const variant = await fetchStream(`${base}360p/index.m3u8`);
    expect(variant.statusCode).toBe(200);
    const segment = /^(seg-\d{5}\.ts)$/m.exec(variant.body)?.[1];
    const bytes = await fetchStream(`${base}360p/${segment}`);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('video/mp2t');
    expect(bytes.headers['cache-control']).toMatch(/private/);
    // The original answers exact byte ranges.
    const range = await fetchStream(`${base}source`, { range: 'bytes=100-199' });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.equals(clip.subarray(100, 200))).toBe(true);

    // Another video's path, an altered token, an expired one and anything outside the ladder are refused.
    const token = playback.url.split('/')[5] as string;
    const otherId = (await ctx.database.db.select({ id: videos.id }).from(videos).limit(1))[0]?.id ?? 0;
    expect((await fetchStream(`/api/videos/${otherId}/stream/${token}/master.m3u8`)).statusCode).toBe(403);
    // Its last character changed (to 'x' it would stay the same one time in 64: this test's old flake).
    const altered = `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}`;
    expect((await fetchStream(`/api/videos/${uploadedId}/stream/${altered}/master.m3u8`)).statusCode).toBe(
      403,
    );
    const expired = playbackTokens(ctx.config.SESSION_SECRET).issue(
      uploadedId,
      premium.user.id,
      Date.now() - 16 * 60_000,
    );
    const late = await fetchStream(`/api/videos/${uploadedId}/stream/${expired.token}/master.m3u8`);
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe('El enlace de reproducción venció. Vuelve a abrir el video.');
    expect((await fetchStream(`${base}..%2F..%2Fsecret.ts`)).statusCode).toBe(404);
    expect((await fetchStream(`${base}1080p/index.m3u8`)).statusCode).toBe(404);
  });

  it('counts merged watched time: seeking to the end does not complete it, watching it does', async () => {
    const member = await signedInAgent(ctx.app);
    await ctx.app.usersRepository.update(member.user.id, { planType: 'premium' });
    const save = (body: object) => member.agent.put(`/api/videos/${uploadedId}/progress`, body);
    let progress = (await save({ from: 0, to: 1, position: 1 })).json().progress;
    progress = (await save({ from: 4, to: 5, position: 5 })).json().progress;
    expect(progress).toMatchObject({ watched_seconds: 2, completed: false });
    expect((await save({ from: 1, to: 4, position: 3 })).json().progress).toMatchObject({
      watched_seconds: 5,
      percent: 100,
      completed: true,
    });
    for (const bad of [
      { from: 5, to: 1, position: 0 },
      { from: 0, to: 500, position: 0 },
      { from: -1, to: 0, position: 0 },
      { from: 'a' },
    ]) {
      const refused = await save(bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }
    // Two tabs saving at once both count.
    const other = await signedInAgent(ctx.app);
    await ctx.app.usersRepository.update(other.user.id, { planType: 'premium' });
    await Promise.all([
      other.agent.put(`/api/videos/${uploadedId}/progress`, { from: 0, to: 2, position: 2 }),
      other.agent.put(`/api/videos/${uploadedId}/progress`, { from: 2, to: 4, position: 4 }),
    ]);
    const card = (await other.agent.get(`/api/videos/${uploadedId}`)).json().video;
    expect(card.progress).toMatchObject({ watched_seconds: 4, position_seconds: expect.any(Number) });
    const stats = (await admin.get(`/api/admin/videos/${uploadedId}`)).json().video;
    expect(stats).toMatchObject({ views: 2, completions: 1, watch_seconds: 9 });
    // Analíticas › Contenido lists it first, with the same figures.
    const content = (await admin.get('/api/admin/analytics/content')).json();
    expect(content.videos[0]).toMatchObject({ id: uploadedId, views: 2, completions: 1, watch_seconds: 9 });
    expect((await member.agent.get('/api/admin/analytics/content')).statusCode).toBe(403);
  });

  it('her dashboard’s "Continuar viendo": the video she left half watched, hers only, gone when done or out of her plan', async () => {
    const member = await signedInAgent(ctx.app);
    await ctx.app.usersRepository.update(member.user.id, { planType: 'premium' });
    const watching = async (agent = member.agent) => {
      const response = await agent.get('/api/videos/watching');
      expect(response.statusCode, response.body).toBe(200);
      return response.json().video as { id: number; progress: { position_seconds: number } | null } | null;
    };
    expect(await watching()).toBeNull();
    const saved = await member.agent.put(`/api/videos/${uploadedId}/progress`, {
      from: 0,
      to: 2,
      position: 2,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await watching()).toMatchObject({
      id: uploadedId,
      progress: { position_seconds: 2, completed: false },
    });
    // Nobody else's: another member has nothing to continue.
    expect(await watching((await signedInAgent(ctx.app)).agent)).toBeNull();
    // Her plan ended: nothing offered (its page would only say "Mejora tu plan"), until it opens again.
    await ctx.app.usersRepository.update(member.user.id, { planType: 'free' });
    expect(await watching()).toBeNull();
    await ctx.app.usersRepository.update(member.user.id, { planType: 'premium' });
    expect((await watching())?.id).toBe(uploadedId);
    // Watched to the end: done, nothing to continue.
    await member.agent.put(`/api/videos/${uploadedId}/progress`, { from: 2, to: 5, position: 5 });
    expect(await watching()).toBeNull();
    expect((await new TestAgent(ctx.app).get('/api/videos/watching')).statusCode).toBe(401);
  });

  it('refuses a program renamed .mp4, an empty file and an oversized one, keeping nothing', async () => {
    const before = await sourceKeys();
    const video = await draftVideo(admin);
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'binary'), Buffer.alloc(5000, 1)]);
    const created = await createUpload(admin, video.id, exe.length);
    const refused = await patch(admin, created.headers.location as string, 0, exe);
    expect(refused.statusCode).toBe(400);
    expect(JSON.parse(refused.body).message).toBe('El archivo no es un video MP4, WebM o MOV.');

    const empty = await createUpload(admin, video.id, 0);
    expect(empty.statusCode).toBe(400);
    expect(JSON.parse(empty.body).message).toBe('El archivo está vacío.');

    const huge = await createUpload(admin, video.id, 3 * 1024 * 1024 * 1024);
    expect(huge.statusCode).toBe(413);
    expect(await sourceKeys()).toEqual(before);
    expect(fs.readdirSync(path.join(ctx.config.DATA_DIR, 'uploads', 'videos'))).toEqual([]);
    const [row] = await ctx.database.db.select().from(videos).where(eq(videos.id, video.id));
    expect(row?.sourcePath).toBeNull();
  });

  it('only an admin with the CSRF header may upload, and only for a video that exists', async () => {
    const member = await signedInAgent(ctx.app);
    expect((await createUpload(member.agent, uploadedId, 10)).statusCode).toBe(403);
    expect((await createUpload(new TestAgent(ctx.app), uploadedId, 10)).statusCode).toBe(401);
    const noCsrf = await admin.request({
      method: 'POST',
      url: '/api/admin/videos/uploads',
      csrf: false,
      headers: { ...TUS, 'upload-length': '10', 'upload-metadata': metadataOf(uploadedId) },
    });
    expect(noCsrf.statusCode).toBe(403);
    const missing = await createUpload(admin, 999_999, 10);
    expect(missing.statusCode).toBe(404);
    expect(JSON.parse(missing.body).message).toBe('No encontramos ese video.');
    expect((await createUpload(admin, 'x', 10)).statusCode).toBe(400);
  });

  it('a YouTube or Vimeo video is free only, and plays in its embed', async () => {
    const premium = await admin.post('/api/admin/videos', {
      title: 'Yoga suave',
      description: 'Clase grabada.',
      category: 'Bienestar emocional',
      required_plan: 'premium',
      status: 'published',
      embed_url: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(premium.statusCode).toBe(400);
    const video = await draftVideo(admin, {
      status: 'published',
      embed_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    const member = await signedInAgent(ctx.app);
    const playback = (await member.agent.post(`/api/videos/${video.id}/playback`)).json();
    expect(playback).toMatchObject({
      kind: 'embed',
      url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    const upload = await createUpload(admin, video.id, 10);
    expect(upload.statusCode).toBe(409);
  });

  it('keeps Spanish captions (WebVTT only) and serves them with the playback token', async () => {
    const form = (content: string) => {
      const boundary = 'vitaliaboundary';
      return {
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="es.vtt"\r\nContent-Type: text/vtt\r\n\r\n${content}\r\n--${boundary}--\r\n`,
      };
    };
    const bad = await admin.request({
      method: 'POST',
      url: `/api/admin/videos/${uploadedId}/captions`,
      ...form('hola'),
    });
    expect(bad.statusCode).toBe(400);
    const vtt = 'WEBVTT\n\n00:00.000 --> 00:02.000\nRespira profundo.\n';
    const saved = await admin.request({
      method: 'POST',
      url: `/api/admin/videos/${uploadedId}/captions`,
      ...form(vtt),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const premium = await signedInAgent(ctx.app);
    await ctx.app.usersRepository.update(premium.user.id, { planType: 'premium' });
    const playback = (await premium.agent.post(`/api/videos/${uploadedId}/playback`)).json();
    const captions = await fetchStream(playback.captions_url);
    expect(captions.statusCode).toBe(200);
    expect(captions.headers['content-type']).toMatch(/^text\/vtt/);
    expect(captions.body).toContain('Respira profundo.');

    // The editor reads them back as text to change them in place (issue 49 §9); nobody else does.
    const text = await admin.get(`/api/admin/videos/${uploadedId}/captions`);
    expect(text.statusCode).toBe(200);
    expect(text.json().text).toBe(vtt);
    expect((await premium.agent.get(`/api/admin/videos/${uploadedId}/captions`)).statusCode).toBe(403);
    const { agent: professional } = await signedInProfessional(ctx.app, {
      slug: 'ajena-subtitulos',
      name: 'Ajena',
    });
    expect((await professional.get(`/api/trainer/videos/${uploadedId}/captions`)).statusCode).toBe(404);
    const none = await draftVideo(admin);
    const missing = await admin.get(`/api/admin/videos/${none.id}/captions`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Este video aún no tiene subtítulos.');
  });
});

describe('videos without ffmpeg', () => {
  it('play from the original file, and the admin is told why there is no ladder', async () => {
    const bare = await buildTestApp({ FFMPEG_PATH: '/nonexistent/ffmpeg' });
    try {
      const admin = (await signedInAgent(bare.app, { isAdmin: true })).agent;
      const video = (
        await admin.post('/api/admin/videos', {
          title: 'Sin ffmpeg',
          description: 'El original.',
          category: 'Nutrición',
          required_plan: 'free',
          status: 'draft',
          embed_url: null,
        })
      ).json().video as { id: number };
      const created = await admin.request({
        method: 'POST',
        url: '/api/admin/videos/uploads',
        headers: { ...TUS, 'upload-length': String(clip.length), 'upload-metadata': metadataOf(video.id) },
      });
      expect((await patch(admin, created.headers.location as string, 0, clip)).statusCode).toBe(200);
      await bare.app.jobs.drained(VIDEO_TRANSCODE_QUEUE, 30_000);
      const detail = (await admin.get(`/api/admin/videos/${video.id}`)).json().video;
      // Its length from the MP4 header, so watching it can complete a lesson (issue 42 §15).
      expect(detail).toMatchObject({ processing: 'ready', renditions: [], duration_seconds: 5 });
      expect(detail.processing_error).toMatch(/ffmpeg/);
      const playback = (await admin.post(`/api/videos/${video.id}/playback`)).json();
      expect(playback.kind).toBe('file');
      const whole = await bare.app.inject({
        method: 'GET',
        url: playback.url,
        headers: { range: 'bytes=0-' },
      });
      expect(whole.statusCode).toBe(206);
      expect(whole.rawPayload.equals(clip)).toBe(true);
    } finally {
      await bare.close();
    }
  }, 60_000);
});

describe('a professional’s own videos (issue 19)', () => {
  it('she creates and uploads only her own, under her own card; anyone else’s video or upload is refused', async () => {
    const { agent: trainer, card } = await signedInProfessional(ctx.app, {
      slug: 'prof-videos',
      name: 'Profesional Videos',
    });
    const created = await trainer.post('/api/trainer/videos', {
      title: 'Movilidad de cadera',
      description: 'Diez minutos de movilidad para después de la oficina.',
      category: 'Actividad física',
      required_plan: 'free',
      status: 'draft',
      embed_url: null,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().video.id as number;
    const [row] = await ctx.database.db.select().from(videos).where(eq(videos.id, id));
    expect(row?.trainerId).toBe(card.id);
    const mine = (await trainer.get('/api/trainer/videos')).json() as { videos: { id: number }[] };
    expect(mine.videos.map((video) => video.id)).toEqual([id]);
    // Her draft opens for her (its poster in her editor), and for no member.
    const someone = await signedInAgent(ctx.app);
    expect((await trainer.get(`/api/videos/${id}`)).statusCode).toBe(200);
    expect((await someone.agent.get(`/api/videos/${id}`)).statusCode).toBe(404);

    // Her upload, resumable like an admin's, at her own address.
    const upload = await createUpload(trainer, id, clip.length, '/api/trainer/videos/uploads');
    expect(upload.statusCode, upload.body).toBe(201);
    const location = upload.headers.location as string;
    expect(location).toMatch(/^\/api\/trainer\/videos\/uploads\/[a-z0-9]+$/);
    const finished = await patch(trainer, location, 0, clip);
    expect(finished.statusCode, finished.body).toBe(200);
    const [uploaded] = await ctx.database.db.select().from(videos).where(eq(videos.id, id));
    expect(uploaded?.sourcePath).toMatch(/^video-sources\//);

    // The team's videos are not hers: a 404 for the calls, and a refused upload that keeps nothing.
    const [teams] = await ctx.database.db.select().from(videos).where(eq(videos.slug, 'desayunos-rapidos'));
    const teamsId = teams?.id ?? 0;
    expect((await trainer.get(`/api/trainer/videos/${teamsId}`)).statusCode).toBe(404);
    const renamed = await trainer.put(`/api/trainer/videos/${teamsId}`, {
      title: 'Robado',
      description: 'No debería cambiar nada de este video.',
      category: 'Nutrición',
      required_plan: 'free',
      status: 'published',
      embed_url: teams?.embedUrl ?? null,
    });
    expect(renamed.statusCode).toBe(404);
    const refused = await createUpload(trainer, teamsId, clip.length, '/api/trainer/videos/uploads');
    expect(refused.statusCode).toBe(404);
    const [untouched] = await ctx.database.db.select().from(videos).where(eq(videos.id, teamsId));
    expect(untouched).toMatchObject({ title: teams?.title, sourcePath: teams?.sourcePath ?? null });

    // The admins' tools stay theirs, and a member has no professional tools.
    expect((await trainer.get('/api/admin/videos')).statusCode).toBe(403);
    expect((await createUpload(trainer, id, clip.length, '/api/admin/videos/uploads')).statusCode).toBe(403);
    const member = await signedInAgent(ctx.app);
    expect((await member.agent.get('/api/trainer/videos')).statusCode).toBe(403);
  });
});

describe('an upload in progress is its starter’s (issue 42 §6)', () => {
  it('nobody else may look at, continue or cancel it, through either address', async () => {
    const admin = (await signedInAgent(ctx.app, { isAdmin: true })).agent;
    const video = await draftVideo(admin, { title: 'Subida de otra persona' });
    const started = await createUpload(admin, video.id, clip.length);
    expect(started.statusCode, started.body).toBe(201);
    const location = started.headers.location as string;
    const uploadId = location.split('/').at(-1) as string;
    const half = Math.floor(clip.length / 2);
    expect((await patch(admin, location, 0, clip.subarray(0, half))).statusCode).toBe(204);

    const { agent: camila } = await signedInProfessional(ctx.app, {
      slug: 'prof-subida-ajena',
      name: 'Profesional Subida Ajena',
    });
    const otherAdmin = (await signedInAgent(ctx.app, { isAdmin: true })).agent;
    const strangers = [
      [camila, `/api/trainer/videos/uploads/${uploadId}`],
      [otherAdmin, location],
    ] as const;
    for (const [agent, url] of strangers) {
      const head = await agent.request({ method: 'HEAD', url, headers: TUS });
      expect(head.statusCode, `HEAD ${url}`).toBe(404);
      const written = await patch(agent, url, half, clip.subarray(half));
      expect(written.statusCode, `PATCH ${url}`).toBe(404);
      const removed = await agent.request({ method: 'DELETE', url, headers: TUS });
      expect(removed.statusCode, `DELETE ${url}`).toBe(404);
    }
    // Hers is untouched: she resumes where she stopped and finishes it.
    const head = await admin.request({ method: 'HEAD', url: location, headers: TUS });
    expect(head.headers['upload-offset']).toBe(String(half));
    expect((await patch(admin, location, half, clip.subarray(half))).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(videos).where(eq(videos.id, video.id));
    expect(row?.sourcePath).toMatch(/^video-sources\//);
  });

  it('a client cannot name itself the owner in the metadata', async () => {
    const admin = (await signedInAgent(ctx.app, { isAdmin: true })).agent;
    const other = await signedInAgent(ctx.app, { isAdmin: true });
    const video = await draftVideo(admin, { title: 'Dueña falsa' });
    const forged = `${metadataOf(video.id)},vitaliaOwner ${Buffer.from(String(other.user.id)).toString('base64')}`;
    const started = await admin.request({
      method: 'POST',
      url: '/api/admin/videos/uploads',
      headers: { ...TUS, 'upload-length': String(clip.length), 'upload-metadata': forged },
    });
    expect(started.statusCode).toBe(201);
    const location = started.headers.location as string;
    const head = await other.agent.request({ method: 'HEAD', url: location, headers: TUS });
    expect(head.statusCode).toBe(404);
    expect((await admin.request({ method: 'HEAD', url: location, headers: TUS })).statusCode).toBe(200);
  });
});
