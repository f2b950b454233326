import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helper';
import { headMarkup } from './storefront-heads';

const BUILT =
  '<html><head><title>Vitalia · Coaching</title><meta\n name="description"\n content="La de siempre"\n/></head><body>shell</body></html>';
let ctx: TestContext;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vitalia-heads-'));
  fs.writeFileSync(path.join(dist, 'index.html'), BUILT);
  ctx = await buildTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL: 'https://vitalia.example' });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const page = async (url: string, headers: Record<string, string> = {}) =>
  (await ctx.app.inject({ method: 'GET', url, headers })).body;
const count = (html: string, text: string) => html.split(text).length - 1;
/** The build's own head (the instance adds only its public configuration to it). */
const asBuilt = (html: string) =>
  html.includes('<title>Vitalia · Coaching</title>') &&
  html.includes('La de siempre') &&
  !html.includes('og:');

describe('storefront pages carry their own head for link previews and crawlers (issue 48 §1)', () => {
  it('/planes names its prices from the plans table, with one title, one description and the share image', async () => {
    const html = await page('/planes');
    expect(count(html, '<title>')).toBe(1);
    expect(html).toContain('<title>Planes y precios · Vitalia</title>');
    expect(count(html, 'name="description"')).toBe(1);
    expect(html).not.toContain('La de siempre');
    expect(html).toMatch(
      /name="description" content="Empieza gratis\. Premium \$19\.990 y Prime \$34\.990 al mes/,
    );
    expect(html).toContain('<meta property="og:image" content="https://vitalia.example/og/vitalia.png">');
    expect(html).toContain('<link rel="canonical" href="https://vitalia.example/planes">');
    expect(html).toContain('<body>shell</body>');
  });

  it('a published course gets its title and schema.org Course with its Offer; an unknown one the built page', async () => {
    const courses = (await ctx.app.inject({ method: 'GET', url: '/api/public/courses' })).json<{
      courses: Array<{ slug: string; title: string; price_clp: number | null }>;
    }>().courses;
    const sold = courses.find((course) => course.price_clp !== null);
    if (!sold) throw new Error('the demo seed sells a course on its own');
    const html = await page(`/cursos/${sold.slug}`);
    expect(html).toContain(`<meta property="og:type" content="product">`);
    const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '{}');
    expect(data).toMatchObject({
      '@type': 'Course',
      name: sold.title,
      offers: { '@type': 'Offer', price: sold.price_clp, priceCurrency: 'CLP' },
    });
    expect(asBuilt(await page('/cursos/no-existe'))).toBe(true);
  });

  it('a signed-in member gets the page as built (her app draws its own head)', async () => {
    expect(asBuilt(await page('/planes', { cookie: 'vitalia_session=abc' }))).toBe(true);
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
    expect(markup).toContain('<title>Ven &#34;ya&#34; &#60;script&#62;</title>');
    expect(markup).toContain('content="a &#38; b"');
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
