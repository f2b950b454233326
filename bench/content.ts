/**
 * Issue 19's budgets on PostgreSQL with 10 000 catalogue items: the lists and the search at 50 connections
 * (p99 < 50 ms), and one viewer's playlist + 20 segment requests (p99 < 30 ms) on a video that went through
 * the real upload (tus) and the real ffmpeg ladder.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { HttpClient, type ServerProcess } from '../test-support/server-process';
import { uploadedVideo } from '../test-support/uploaded-video';
import type { ViewerFigures } from './one-viewer';

const run = promisify(execFile);

type Report = (metric: string, value: string, budget?: string, ok?: boolean) => void;
type Load = (
  url: string,
  connections: number,
  headers?: Record<string, string>,
) => Promise<{ rps: number; p50: number; p99: number; non2xx: number; errors: number }>;

const WORDS = [
  'Nutrición',
  'Ácido fólico',
  'legumbres',
  'proteína',
  'yoga',
  'fuerza',
  'movilidad',
  'sueño',
  'ansiedad',
  'desayunos',
  'colaciones',
  'hidratación',
  'diabetes',
  'embarazo',
  'running',
  'pilates',
  'respiración',
];

async function seed(databaseUrl: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const words = `(array[${WORDS.map((word) => `'${word}'`).join(',')}])`;
  const title = (g: string) =>
    `initcap(${words}[1 + ${g} % ${WORDS.length}]) || ' ' || ${words}[1 + (${g} / 17) % ${WORDS.length}] || ' ' || ${g}`;
  await db.query(`
    insert into courses (slug, title, description, category, level, required_plan, duration_minutes, status)
    select 'bench-course-' || g, ${title('g')}, 'Un curso sobre ' || ${words}[1 + g % 11] || ' para tu día a día.',
      (array['Nutrición','Actividad física','Bienestar emocional'])[1 + g % 3],
      (array['inicial','intermedio','avanzado'])[1 + g % 3], (array['free','premium','prime'])[1 + g % 3], 60, 'published'
    from generate_series(1, 3400) as g`);
  await db.query(`
    insert into videos (slug, title, description, category, required_plan, status)
    select 'bench-video-' || g, ${title('g')}, 'Un video sobre ' || ${words}[1 + g % 13] || '.',
      (array['Nutrición','Actividad física','Bienestar emocional'])[1 + g % 3], (array['free','premium','prime'])[1 + g % 3], 'published'
    from generate_series(1, 3300) as g`);
  await db.query(`
    insert into resources (slug, title, description, category, required_plan, status)
    select 'bench-ebook-' || g, ${title('g')}, 'Una guía sobre ' || ${words}[1 + g % 7] || '.',
      (array['Guías','Recetarios','Planes'])[1 + g % 3], (array['free','premium','prime'])[1 + g % 3], 'published'
    from generate_series(1, 3300) as g`);
  await db.query('vacuum analyze courses, videos, resources');
  const counted = await db.query<{ total: number }>(
    `select (select count(*) from courses) + (select count(*) from videos) + (select count(*) from resources) as total`,
  );
  await db.end();
  return Number(counted.rows[0]?.total ?? 0);
}

export async function benchContent(
  target: ServerProcess & { databaseUrl?: string },
  account: { email: string; password: string },
  load: Load,
  report: Report,
) {
  if (!target.databaseUrl) return undefined;
  const total = await seed(target.databaseUrl);
  const client = new HttpClient(target.url);
  await client.signIn(account.email, account.password);
  const cookie = client.cookieHeader();
  // `load` runs each first without counting it (a server in service has compiled its hot paths and read each
  // page once, ADR 0044).
  const videos = await load(`${target.url}/api/videos`, 50, { cookie });
  const courses = await load(`${target.url}/api/courses`, 50, { cookie });
  const search = await load(`${target.url}/api/search?q=acido%20folico`, 50, { cookie });
  const ebooks = await load(`${target.url}/api/resources?q=legunbres`, 50, { cookie });
  report('[PostgreSQL] catalogue: courses + videos + e-books', `${total} items`);
  for (const [label, figures] of [
    ['GET /videos', videos],
    ['GET /courses', courses],
    ['GET /search?q=acido folico (courses, videos, e-books)', search],
    ['GET /resources?q=legunbres (a typo)', ebooks],
  ] as const)
    report(
      `[PostgreSQL] ${label} p99 (c=50)`,
      `${figures.p99} ms (${figures.rps} req/s)`,
      '< 50 ms',
      figures.p99 < 50 && figures.non2xx === 0,
    );

  // One viewer's playback: the playlists and 20 segments, as hls.js asks for them.
  const videoId = await uploadedVideo(client, target.url, 84);
  const playback = (await client.request('POST', `/api/videos/${videoId}/playback`)).json() as {
    url: string;
  };
  const base = playback.url.replace(/master\.m3u8$/, '');
  const variant = await (await fetch(`${target.url}${base}360p/index.m3u8`)).text();
  const segments = [...variant.matchAll(/^(seg-\d{5}\.ts)$/gm)].map((match) => match[1]).slice(0, 20);
  const paths = [playback.url, `${base}360p/index.m3u8`, ...segments.map((name) => `${base}360p/${name}`)];
  // From a process of its own (bench/one-viewer.ts says why); it shares this one's core when pinned.
  const viewer = fileURLToPath(new URL('./one-viewer.ts', import.meta.url));
  const { stdout } = await run(process.execPath, [
    '--import',
    'tsx',
    viewer,
    target.url,
    JSON.stringify(paths),
  ]);
  const stream = JSON.parse(stdout) as ViewerFigures;
  report(
    '[PostgreSQL] one viewer: master + variant playlist + 20 segments, ×20 (p99 per request)',
    `${stream.p99} ms (p50 ${stream.p50} ms, ${stream.requests} requests)`,
    '< 30 ms',
    stream.p99 < 30 && stream.non2xx === 0,
  );
  return { total, videos, courses, search, ebooks, stream };
}
