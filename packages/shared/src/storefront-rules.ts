// Pure data and rules of the storefront: no zod here, so its pages' first chunks do not carry the schemas.
import type { PublicCourse } from './storefront';

/** The storefront's questions, answered once (the plans page shows them). */
export const STOREFRONT_FAQ = [
  [
    '¿Puedo empezar gratis?',
    'Sí. El plan Free no pide tarjeta: creas tu cuenta y ves los videos y e-books gratuitos. Cuando quieras más acompañamiento, eliges Premium o Prime.',
  ],
  [
    '¿Los precios incluyen IVA?',
    'Sí. Todos los precios están en pesos chilenos con IVA incluido, y cada pago tiene su comprobante.',
  ],
  [
    '¿Puedo cancelar cuando quiera?',
    'Sí. Cancelas desde tu página de planes y conservas lo que pagaste hasta el final del período.',
  ],
  [
    '¿Quiénes son las y los profesionales?',
    'Nutricionistas, kinesiólogos y psicólogos con registro vigente en la Superintendencia de Salud. Puedes ver su número de registro en «Nuestro equipo».',
  ],
  [
    '¿Cómo pago?',
    'Con tarjeta de débito o crédito en el sitio seguro de Webpay o de Mercado Pago. Vitalia no guarda los datos de tu tarjeta.',
  ],
] as const;

/** A course's sales page (`/cursos/{slug}`), its slug captured: the API draws it, and the build's renderer. */
export const COURSE_SALES_PATH = /^\/cursos\/([a-z0-9-]{1,120})$/;

/**
 * schema.org's `Course` (with its `Offer` when it is sold on its own) for a course's sales page: drawn by the
 * server into the page's head for crawlers, and by the app when she arrives there from another page.
 */
export function courseStructuredData(course: PublicCourse, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    description: course.description,
    provider: { '@type': 'Organization', name: 'Vitalia', sameAs: origin },
    ...(course.price_clp !== null
      ? {
          offers: {
            '@type': 'Offer',
            price: course.price_clp,
            priceCurrency: 'CLP',
            category: 'Paid',
            availability: 'https://schema.org/InStock',
          },
        }
      : {}),
  };
}
