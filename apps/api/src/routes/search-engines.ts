import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml } from '../plugins/app/mail/mail-layout';

/** The storefront's public pages (issue 48 §1, ADR 0085): what search engines may list. */
const STOREFRONT_PAGES = ['/planes', '/cursos', '/equipo', '/reservar'];

/**
 * /robots.txt and /sitemap.xml: the storefront and each published course's sales page are indexable; the
 * API and the signed-in areas are not. Addresses are absolute, from PUBLIC_URL.
 */
const searchEngines: FastifyPluginAsync = async (app) => {
  const base = app.config.PUBLIC_URL.replace(/\/$/, '');

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
