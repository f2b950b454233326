import type { FastifyInstance } from 'fastify';
import { formatClp } from '@vitalia/shared/commerce-rules';
import type { PlansResponse } from '@vitalia/shared/commerce';
import type { PublicCourseDetail } from '@vitalia/shared/storefront';
import { COURSE_SALES_PATH, courseStructuredData } from '@vitalia/shared/storefront-rules';
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
  /** The landing page it is drawn into (a course's sales page: the catalogue's, whose chunks are the same). */
  landing: string;
}

type Answers = Record<string, unknown>;

/**
 * Each storefront page: the public calls its screen makes on arrival, and what its head says, written from
 * those same answers. `/reservar`'s free times change by the second: it draws its calendar loading and asks.
 */
const PAGES: Record<string, { calls: string[]; head: (answers: Answers) => Omit<PageHead, 'path'> }> = {
  '/planes': {
    calls: ['/api/public/plans'],
    head: (answers) => {
      const { plans } = answers['/api/public/plans'] as PlansResponse;
      const paid = plans
        .filter((plan) => plan.monthly_price > 0)
        .map((plan) => `${plan.name} ${formatClp(plan.monthly_price)}`);
      return {
        type: 'website',
        title: 'Planes y precios · Vitalia',
        description: `Empieza gratis. ${paid.join(' y ')} al mes, IVA incluido: cursos, consultas 1:1 y planes de alimentación con profesionales chilenos.`,
      };
    },
  },
  '/equipo': {
    calls: ['/api/public/team'],
    head: () => ({
      type: 'website',
      title: 'Nuestro equipo · Vitalia',
      description:
        'Nutricionistas, kinesiólogos y psicólogos con registro vigente en la Superintendencia de Salud, en línea y en consulta.',
    }),
  },
  '/cursos': {
    calls: ['/api/public/courses'],
    head: () => ({
      type: 'website',
      title: 'Cursos de nutrición y bienestar · Vitalia',
      description:
        'Cursos de nutrición, entrenamiento y bienestar emocional creados por profesionales chilenos. A tu ritmo, desde el teléfono.',
    }),
  },
  '/reservar': {
    calls: [],
    head: () => ({
      type: 'website',
      title: 'Evaluación inicial gratis · Vitalia',
      description:
        'Reserva una primera conversación de 20 minutos con una profesional del equipo, sin costo y sin tarjeta.',
    }),
  },
};

/**
 * The storefront's pages from the data they show: a crawler or a link preview that runs no script reads
 * the page's own title, its prices and its course (ADR 0085), and the body is drawn from exactly what the
 * public API answers (each call made in-process, through its route and response schema); the head is written
 * from the same answers. Null for any other path, or a course that is not published.
 */
export function storefrontPages(app: FastifyInstance) {
  const origin = app.config.PUBLIC_URL.replace(/\/$/, '');
  const coursePage = (slug: string) => {
    const call = `/api/public/courses/${slug}`;
    return {
      calls: [call],
      head: (answers: Answers): Omit<PageHead, 'path'> => {
        const { course } = answers[call] as PublicCourseDetail;
        return {
          type: 'product',
          title: `${course.title} · Cursos Vitalia`,
          description: course.description,
          structuredData: courseStructuredData(course, origin),
        };
      },
    };
  };
  return async (path: string): Promise<StorefrontPage | null> => {
    const slug = COURSE_SALES_PATH.exec(path)?.[1];
    const page = slug ? coursePage(slug) : Object.hasOwn(PAGES, path) ? PAGES[path] : undefined;
    if (!page) return null;
    const answers: Answers = { '/api/auth/me': { auth: false, user: null } };
    for (const url of page.calls) {
      const response = await app.inject({ method: 'GET', url });
      // A course that is not (or no longer) published is not a storefront page: served as built.
      if (response.statusCode === 404) return null;
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
      answers[url] = response.json();
    }
    return {
      head: headMarkup({ path, ...page.head(answers) }, origin),
      answers,
      landing: slug ? '/cursos' : path,
    };
  };
}
