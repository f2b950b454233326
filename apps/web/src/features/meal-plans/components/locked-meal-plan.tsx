import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import { PLAN_LABELS } from '@vitalia/shared/plans';
import { MEAL_PLANS_FROM } from '@vitalia/shared/plan-benefits';
import { paths } from '@/config/paths';

/**
 * A plan her professional published that her plan does not open (issue 47: Prime, or a paid consultation):
 * who made it and the two ways in. Nothing of the plan itself reaches the page (the server sends none).
 */
export function LockedMealPlan({ professional }: { professional: string }) {
  return (
    <div className="space-y-3">
      <p className="flex items-start gap-2 text-gray-800">
        <Lock aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <span>
          {professional} publicó tu plan de alimentación. Está incluido en el plan{' '}
          {PLAN_LABELS[MEAL_PLANS_FROM]} o con una consulta pagada.
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Link to={paths.membershipPlans} className="btn btn-primary">
          Ver el plan {PLAN_LABELS[MEAL_PLANS_FROM]}
        </Link>
        <Link to={paths.agenda} className="btn btn-secondary">
          Comprar una consulta
        </Link>
      </div>
    </div>
  );
}
