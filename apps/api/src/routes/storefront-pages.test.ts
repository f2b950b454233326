import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helper';
import { headMarkup } from './storefront-pages';

const BUILT =
  '<html><head><title>Vitalia · Coaching</title><meta\n name="description"\n content="La de siempre"\n/></head><body>shell</body></html>';
/** A storefront landing page as the build writes it: its first screen between markers, its calls preloaded. */
const landing = (name: string, call: string) =>
  `<html><head><title>Vitalia · Coaching</title><link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/auth/me"><link rel="preload" as="fetch" crossorigin="use-credentials" href="${call}"></head><body><div id="first-screen"><!--first-screen-->${name} cargando<!--/first-screen--></div></body></html>`;
/** A stand-in for the build's server renderer: draws what each answer says, as the app's screens would. */
const RENDERER = `export function renderStorefrontPage(path, answers) {
  if (path === '/planes') return answers['/api/public/plans'].plans.map((plan) => '<h2>' + plan.name + '</h2>').join('');
  if (path === '/equipo') throw new Error('a screen that fails to draw');
  const course = answers['/api/public/courses' + path.slice('/cursos'.length)];
  return course ? '<h1>' + course.course.title + '</h1>' : null;
}`;
let ctx: TestContext;
let build: string;
beforeAll(async () => {
  build = fs.mkdtempSync(path.join(os.tmpdir(), 'vitalia-heads-'));
  const dist = path.join(build, 'dist');
  fs.mkdirSync(path.join(dist, 'routes', 'visitor'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), BUILT);
  fs.writeFileSync(
    path.join(dist, 'routes', 'visitor', 'planes.html'),
    landing('planes', '/api/public/plans'),
  );
  fs.writeFileSync(
    path.join(dist, 'routes', 'visitor', 'equipo.html'),
    landing('equipo', '/api/public/team'),
  );
  fs.writeFileSync(
    path.join(dist, 'routes', 'visitor', 'cursos.html'),
    landing('cursos', '/api/public/courses'),
  );
  fs.mkdirSync(path.join(build, 'dist-prerender'));
  fs.writeFileSync(path.join(build, 'dist-prerender', 'first-screens.js'), RENDERER);
  ctx = await buildTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL: 'https://vitalia.example' });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(build, { recursive: true, force: true });
});

const page = async (url: string, headers: Record<string, string> = {}) =>
  (await ctx.app.inject({ method: 'GET', url, headers })).body;
const count = (html: string, text: string) => html.split(text).length - 1;
/** The build's own head (the instance adds only its public configuration to it). */
const asBuilt = (html: string) =>
  html.includes('<title>Vitalia · Coaching</title>') &&
  html.includes('La de siempre') &&
  !html.includes('og:');

describe('storefront pages are drawn on the server with their own head, for link previews and crawlers (issue 48 §1)', () => {
  it('/planes names its prices from the plans table, with one title, one description and the share image', async () => {
    const html = await page('/planes');
    expect(count(html, '<title')).toBe(1);
    expect(html).toContain('<title data-page-head>Planes y precios · Vitalia</title>');
    expect(count(html, 'name="description"')).toBe(1);
    expect(html).not.toContain('La de siempre');
    expect(html).toMatch(
      /name="description" content="Empieza gratis\. Premium \$19\.990 y Prime \$34\.990 al mes/,
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://vitalia.example/og/vitalia.png" data-page-head>',
    );
    expect(html).toContain('<link rel="canonical" href="https://vitalia.example/planes" data-page-head>');
  });

  it('/planes is drawn from what GET /api/public/plans answers, and carries those answers to the app', async () => {
    const html = await page('/planes');
    expect(html).toContain(
      '<!--first-screen--><h2>Free</h2><h2>Premium</h2><h2>Prime</h2><!--/first-screen-->',
    );
    const carried = JSON.parse(
      /<script type="application\/json" id="vitalia-first-data">(.*?)<\/script>/.exec(html)?.[1] ?? '{}',
    );
    const plans = (await ctx.app.inject({ method: 'GET', url: '/api/public/plans' })).json<unknown>();
    expect(carried).toEqual({ '/api/auth/me': { auth: false, user: null }, '/api/public/plans': plans });
    // It asks for none of them again.
    expect(html).not.toContain('as="fetch"');
  });

  it('a screen that fails to draw serves its landing page as built, never an error', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/equipo' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<!--first-screen-->equipo cargando<!--/first-screen-->');
    expect(response.body).toContain('href="/api/public/team"');
  });

  it('a published course gets its title and schema.org Course with its Offer; an unknown one the built page', async () => {
    const courses = (await ctx.app.inject({ method: 'GET', url: '/api/public/courses' })).json<{
      courses: Array<{ slug: string; title: string; price_clp: number | null }>;
    }>().courses;
    const sold = courses.find((course) => course.price_clp !== null);
    if (!sold) throw new Error('the demo seed sells a course on its own');
    const html = await page(`/cursos/${sold.slug}`);
    expect(html).toContain('<meta property="og:type" content="product" data-page-head>');
    // Its body drawn into the catalogue's landing page (the same chunks), its own answer carried.
    expect(html).toContain(`<!--first-screen--><h1>${sold.title}</h1><!--/first-screen-->`);
    expect(html).toContain(`"/api/public/courses/${sold.slug}":{`);
    expect(html).not.toContain('href="/api/public/courses"');
    const data = JSON.parse(
      /<script type="application\/ld\+json" data-page-head>(.*?)<\/script>/.exec(html)?.[1] ?? '{}',
    );
    expect(data).toMatchObject({
      '@type': 'Course',
      name: sold.title,
      offers: { '@type': 'Offer', price: sold.price_clp, priceCurrency: 'CLP' },
    });
    expect(asBuilt(await page('/cursos/no-existe'))).toBe(true);
  });

  it('a signed-in member gets the page as built (her app draws its own head)', async () => {
    expect(asBuilt(await page('/planes', { cookie: 'vitalia_session=abc' }))).toBe(true);
    expect(await page('/planes', { cookie: 'vitalia_session=abc' })).not.toContain('vitalia-first-data');
  });

  it('escapes what the data says: a title cannot close its tag or the JSON-LD script', () => {
    const markup = headMarkup(
      {
        path: '/cursos/x',
        type: 'product',
        title: 'Ven "ya" <script>',
        description: 'a & b',
        structuredData: { name: '</script><script>alert(1)</script>' },
      },
      'https://vitalia.example',
    );
    expect(markup).toContain('<title data-page-head>Ven &#34;ya&#34; &#60;script&#62;</title>');
    expect(markup).toContain('content="a &#38; b" data-page-head');
    expect(count(markup, '</script>')).toBe(1);
  });

  it('the share image is a 1200 × 630 PNG', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/og/vitalia.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
  });
});
