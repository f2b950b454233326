import { Link } from 'react-router';
import { Salad } from 'lucide-react';
import { paths } from '@/config/paths';
import { useCurrentMealPlan } from '../api/get-current-meal-plan';
import { LockedMealPlan } from './locked-meal-plan';

/** On her home, when she has a plan: today's meals, one tap away (or how to open it). Nothing otherwise. */
export function MealPlanCard() {
  const current = useCurrentMealPlan();
  const plan = current.data?.plan;
  const locked = current.data?.locked;
  if (locked)
    return (
      <section aria-labelledby="mi-plan" className="card space-y-3">
        <h2 id="mi-plan" className="flex items-center gap-2 font-semibold text-brand-900">
          <Salad aria-hidden className="size-5" /> Mi plan de alimentación
        </h2>
        <LockedMealPlan professional={locked.professional} />
      </section>
    );
  if (!plan) return null;
  return (
    <section aria-labelledby="mi-plan" className="card flex flex-wrap items-center justify-between gap-2">
      <h2 id="mi-plan" className="flex items-center gap-2 font-semibold text-brand-900">
        <Salad aria-hidden className="size-5" /> Mi plan de alimentación
      </h2>
      <Link to={paths.mealPlan} className="btn btn-primary">
        Ver las comidas de hoy
      </Link>
    </section>
  );
}
