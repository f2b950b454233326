import type { FastifyInstance } from 'fastify';
import { formatClp } from '@vitalia/shared/commerce-rules';
import { courseStructuredData } from '@vitalia/shared/storefront-rules';
import { escapeHtml } from '../plugins/app/mail/mail-layout';

/** The image a shared storefront link shows (WhatsApp, Instagram, search results): search-engines.ts draws it. */
export const SHARE_IMAGE_PATH = '/og/vitalia.png';

/** What a storefront page says of itself before any script runs (issue 48 §1). */
export interface PageHead {
  title: string;
  description: string;
  path: string;
  type: 'website' | 'product';
  structuredData?: unknown;
}

const COURSE_SLUG = /^\/cursos\/([a-z0-9-]{1,120})$/;

/**
 * The head's tags for one page: title, description, canonical address, Open Graph and schema.org data. Each
 * is marked `data-page-head`: they speak of this page only, and the app drops them when she leaves it.
 */
export function headMarkup(head: PageHead, base: string): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" data-page-head>`;
  const url = `${base}${head.path}`;
  return [
    `<title data-page-head>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(url)}" data-page-head>`,
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', 'Vitalia'),
    meta('property', 'og:locale', 'es_CL'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', `${base}${SHARE_IMAGE_PATH}`),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', 'Vitalia: coaching de salud y nutrición'),
    meta('name', 'twitter:card', 'summary_large_image'),
    head.structuredData
      ? `<script type="application/ld+json" data-page-head>${JSON.stringify(head.structuredData).replaceAll('<', '\\u003c')}</script>`
      : '',
  ].join('');
}

/** A storefront page for a visitor: its head, and the public answers its screen is drawn from. */
export interface StorefrontPage {
  head: string;
  /** Keyed by API path, as the page carries them to the app (`#vitalia-first-data`). */
  answers: Record<string, unknown>;
}

/** The public calls each storefront screen makes on arrival (a course's page: its own). */
function callsOf(path: string, slug: string | undefined): string[] {
  if (path === '/planes') return ['/api/public/plans'];
  if (path === '/equipo') return ['/api/public/team'];
  if (path === '/cursos') return ['/api/public/courses'];
  if (slug) return [`/api/public/courses/${slug}`];
  // /reservar's free times change by the second: the page draws its calendar loading and asks for them.
  return [];
}

/**
 * The storefront's pages from the data they show: a crawler or a link preview that runs no script reads
 * the page's own title, its prices and its course (ADR 0085), and the body is drawn from exactly what the
 * public API answers (each call made in-process, through its route and response schema). Null for any other
 * path, or a course that is not published.
 */
export function storefrontPages(app: FastifyInstance) {
  const origin = app.config.PUBLIC_URL.replace(/\/$/, '');
  const headOf = async (path: string, slug: string | undefined): Promise<PageHead | null> => {
    if (path === '/planes') {
      const plans = await app.membershipsRepository.listPlans();
      const paid = plans
        .filter((plan) => plan.priceClp > 0)
        .map((plan) => `${plan.name} ${formatClp(plan.priceClp)}`);
      return {
        path,
        type: 'website',
        title: 'Planes y precios · Vitalia',
        description: `Empieza gratis. ${paid.join(' y ')} al mes, IVA incluido: cursos, consultas 1:1 y planes de alimentación con profesionales chilenos.`,
      };
    }
    if (path === '/equipo')
      return {
        path,
        type: 'website',
        title: 'Nuestro equipo · Vitalia',
        description:
          'Nutricionistas, kinesiólogos y psicólogos con registro vigente en la Superintendencia de Salud, en línea y en consulta.',
      };
    if (path === '/cursos')
      return {
        path,
        type: 'website',
        title: 'Cursos de nutrición y bienestar · Vitalia',
        description:
          'Cursos de nutrición, entrenamiento y bienestar emocional creados por profesionales chilenos. A tu ritmo, desde el teléfono.',
      };
    if (path === '/reservar')
      return {
        path,
        type: 'website',
        title: 'Evaluación inicial gratis · Vitalia',
        description:
          'Reserva una primera conversación de 20 minutos con una profesional del equipo, sin costo y sin tarjeta.',
      };
    if (!slug) return null;
    const detail = await app.courseStorefront.detail(slug).catch(() => null);
    if (!detail) return null;
    return {
      path,
      type: 'product',
      title: `${detail.course.title} · Cursos Vitalia`,
      description: detail.course.description,
      structuredData: courseStructuredData(detail.course, origin),
    };
  };
  const answerOf = async (url: string): Promise<unknown> => {
    const response = await app.inject({ method: 'GET', url });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
    return response.json();
  };
  return async (path: string): Promise<StorefrontPage | null> => {
    const slug = COURSE_SLUG.exec(path)?.[1];
    const head = await headOf(path, slug);
    if (!head) return null;
    const answers: Record<string, unknown> = { '/api/auth/me': { auth: false, user: null } };
    for (const url of callsOf(path, slug)) answers[url] = await answerOf(url);
    return { head: headMarkup(head, origin), answers };
  };
}
