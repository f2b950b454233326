// The public storefront (issue 48 §1): what a prospect reads without an account.
import { z } from 'zod';
import { TrainerSchema } from './member';

/** GET /api/public/team: every active professional, with her registration number. */
export const PublicTeamSchema = z.object({ success: z.boolean(), professionals: z.array(TrainerSchema) });
export type PublicTeam = z.infer<typeof PublicTeamSchema>;

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
