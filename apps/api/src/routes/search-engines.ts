import type { FastifyPluginAsync } from 'fastify';
import { loadSharp } from '../lib/images';
import { escapeHtml } from '../plugins/app/mail/mail-layout';
import { SHARE_IMAGE_PATH } from './storefront-pages';

/** The share image, 1200 × 630 as Open Graph previews draw it: the brand's colours, name and promise. */
const SHARE_IMAGE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#134e4a"/><stop offset="1" stop-color="#0f766e"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<rect x="96" y="120" width="150" height="150" rx="36" fill="#ffffff"/>
<path d="M131 158 L171 238 L211 158" fill="none" stroke="#0f766e" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/>
<text x="290" y="232" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="104" font-weight="700" fill="#ffffff">Vitalia</text>
<text x="96" y="390" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="46" fill="#ffffff">Coaching de salud y nutrición</text>
<text x="96" y="452" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="36" fill="#ccfbf1">con profesionales chilenos, en línea y a tu ritmo</text>
<rect x="96" y="508" width="330" height="64" rx="32" fill="#fbbf24"/>
<text x="261" y="551" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="30" font-weight="700" fill="#134e4a">Empieza gratis</text>
</svg>`;

/** The storefront's public pages (issue 48 §1, ADR 0085): what search engines may list. */
const STOREFRONT_PAGES = ['/planes', '/cursos', '/equipo', '/reservar'];

/**
 * /robots.txt and /sitemap.xml: the storefront and each published course's sales page are indexable; the
 * API and the signed-in areas are not. Addresses are absolute, from PUBLIC_URL.
 */
const searchEngines: FastifyPluginAsync = async (app) => {
  const base = app.config.PUBLIC_URL.replace(/\/$/, '');

  // Drawn once per process, by the first preview that asks for it.
  let shareImage: Promise<Buffer> | null = null;
  app.get(SHARE_IMAGE_PATH, { config: { skipCsrfCookie: true } }, async (_request, reply) => {
    shareImage ??= loadSharp()
      .then((sharp) => sharp(Buffer.from(SHARE_IMAGE_SVG)).png().toBuffer())
      .catch((error: unknown) => {
        shareImage = null;
        throw error;
      });
    void reply.type('image/png').header('cache-control', 'public, max-age=86400');
    return shareImage;
  });

  app.get('/robots.txt', { config: { skipCsrfCookie: true } }, async (_request, reply) => {
    void reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return [
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /admin',
      'Disallow: /trainer',
      'Disallow: /reservar/confirmar',
      '',
      `Sitemap: ${base}/sitemap.xml`,
      '',
    ].join('\n');
  });

  app.get('/sitemap.xml', { config: { skipCsrfCookie: true } }, async (_request, reply) => {
    const courses = await app.courseStorefrontRepository.listPublished();
    const entries = [
      ...STOREFRONT_PAGES.map((page) => ({ loc: `${base}${page}`, lastmod: null })),
      ...courses.map((course) => ({
        loc: `${base}/cursos/${encodeURIComponent(course.slug)}`,
        lastmod: course.updatedAt.toISOString().slice(0, 10),
      })),
    ];
    const urls = entries
      .map(
        (entry) =>
          `<url><loc>${escapeHtml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`,
      )
      .join('');
    void reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
  });
};

export default searchEngines;
