import type { BillingInterval } from '@vitalia/shared/commerce';
import { formatClp } from '@vitalia/shared/commerce-rules';
import { formatDate } from '@/utils/format';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What a free trial means before she starts it (ADR 0094): nothing is charged today, when it ends, and what
 * happens then — the first charge where the gateway keeps her card, or the choice to pay or go back to Free.
 */
export function TrialNote({
  days,
  price,
  interval,
  keepsCard,
}: {
  days: number;
  price: number;
  interval: BillingInterval;
  keepsCard: boolean;
}) {
  const ends = formatDate(new Date(Date.now() + days * DAY_MS).toISOString());
  const every = interval === 'year' ? 'al año' : 'al mes';
  return (
    <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
      Hoy no pagas nada: tienes acceso completo hasta el {ends}.{' '}
      {keepsCard
        ? `Registras tu medio de pago y, si sigues, desde ese día se cobran ${formatClp(price)} ${every}. Te avisamos 3 días antes y puedes cancelar cuando quieras.`
        : `Te avisamos 3 días antes para que pagues tu plan (${formatClp(price)}); si no lo pagas, vuelves al plan Free sin perder tu progreso.`}
    </p>
  );
}
