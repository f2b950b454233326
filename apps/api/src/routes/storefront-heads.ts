import type { FastifyInstance } from 'fastify';
import { formatClp } from '@vitalia/shared/commerce-rules';
import { courseStructuredData } from '@vitalia/shared/storefront';
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

/** The head's tags for one page: title, description, canonical address, Open Graph and schema.org data. */
export function headMarkup(head: PageHead, base: string): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  const url = `${base}${head.path}`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
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
      ? `<script type="application/ld+json">${JSON.stringify(head.structuredData).replaceAll('<', '\\u003c')}</script>`
      : '',
  ].join('');
}

/**
 * The storefront's heads from the data its pages show: a crawler or a link preview that runs no script
 * reads the page's own title, its prices and its course (ADR 0085). Null for any other path, or a course
 * that is not published.
 */
export function storefrontHeads(app: FastifyInstance) {
  const origin = app.config.PUBLIC_URL.replace(/\/$/, '');
  const headOf = async (path: string): Promise<PageHead | null> => {
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
    const slug = COURSE_SLUG.exec(path)?.[1];
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
  /** The page's head tags, or null for a path that is not the storefront's. */
  return async (path: string): Promise<string | null> => {
    const head = await headOf(path);
    return head ? headMarkup(head, origin) : null;
  };
}
