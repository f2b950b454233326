import type { MembershipQuote } from '@vitalia/shared/commerce';
import { PLAN_LABELS } from '@vitalia/shared/plans';
import { formatDate } from '@/utils/format';

/** Says, before she pays, what happens to the plan she already paid for and until when the new one lasts. */
export function QuoteNote({ quote }: { quote: MembershipQuote }) {
  const plan = PLAN_LABELS[quote.plan_type];
  const until = formatDate(quote.period_end);
  if (quote.effective === 'period_end')
    return (
      <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
        Hoy no pagas nada: mantienes tu plan actual hasta el {until} y desde ese día pasas a {plan}.
      </p>
    );
  if (quote.effective === 'renewal')
    return (
      <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
        Pagas tu próximo periodo de {plan} ahora y empieza cuando termine el actual: no pierdes ningún día. Tu
        plan quedará pagado hasta el {until}.
      </p>
    );
  if (!quote.credit) return null;
  const days = quote.credit.credit_days;
  return (
    <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
      Tu plan {PLAN_LABELS[quote.credit.plan_type]} está pagado hasta el {formatDate(quote.credit.paid_until)}
      . No lo pierdes: los días que no usarás se suman a {plan} ({days} {days === 1 ? 'día' : 'días'} más),
      así que tu plan {plan} dura hasta el {until}.
    </p>
  );
}
