import { Link } from 'react-router';
import { Printer } from 'lucide-react';
import type { MealPlan } from '@vitalia/shared/meal-plans';
import { santiagoDay } from '@vitalia/shared/dates';
import { Loading, LoadError } from '@/components/data/load-states';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { formatDecimal } from '@/utils/format';
import { useCurrentMealPlan } from '../api/get-current-meal-plan';
import { NumbersSwitch } from './numbers-switch';
import { ShoppingList } from './shopping-list';
import { LockedMealPlan } from './locked-meal-plan';

/** 1 (lunes) to 7 (domingo), in Chile. */
function todayInChile(): number {
  const weekday = new Date(`${santiagoDay(new Date())}T12:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** One day: each meal, its first option, then its alternatives after "o". */
function Day({ day, heading }: { day: MealPlan['days'][number]; heading: string }) {
  return (
    <section aria-labelledby={`plan-day-${day.day}`} className="card space-y-3">
      <h2 id={`plan-day-${day.day}`} className="text-lg font-semibold text-gray-900">
        {heading}
      </h2>
      {day.meals.map((meal) => (
        <div key={meal.meal}>
          <h3 className="font-semibold text-brand-800">{meal.label}</h3>
          {meal.options.map((option, index) => (
            <div key={index} className={index > 0 ? 'mt-1 border-l-2 border-gray-200 pl-3' : ''}>
              {index > 0 ? <p className="text-sm font-semibold text-gray-600">o</p> : null}
              <ul className="text-gray-800">
                {option.map((item) => (
                  <li key={`${item.kind}-${item.id}`}>
                    {item.kind === 'recipe' ? (
                      <Link to={paths.recipe(item.id)} className="text-brand-700 underline">
                        {item.name}
                      </Link>
                    ) : (
                      item.name
                    )}{' '}
                    <span className="text-gray-600">· {item.amount}</span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ))}
      {day.totals ? (
        <p className="text-sm text-gray-600">
          Total del día: {formatDecimal(day.totals.energy_kcal)} kcal · {formatDecimal(day.totals.protein_g)}{' '}
          g de proteínas (valores referenciales)
        </p>
      ) : null}
    </section>
  );
}

/** "Mi plan de alimentación" (issue 47): today's meals first, then the rest of the week and the shopping list. */
export function MealPlanPage() {
  const query = useCurrentMealPlan();
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const { plan, locked } = query.data;
  if (locked)
    return (
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold text-brand-900">Mi plan de alimentación</h1>
        <div className="card">
          <LockedMealPlan professional={locked.professional} />
        </div>
      </div>
    );
  if (!plan)
    return (
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold text-brand-900">Mi plan de alimentación</h1>
        <p className="card text-gray-700">
          Aún no tienes un plan. Tu nutricionista lo arma contigo en tu consulta y aparecerá aquí cuando lo
          publique.
        </p>
      </div>
    );
  const today = todayInChile();
  const todays = plan.days.find((day) => day.day === today);
  const rest = plan.days.filter((day) => day.day !== today);
  return (
    <div className="space-y-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-brand-900">Mi plan de alimentación</h1>
          <p className="text-gray-700">
            {plan.title} · de {plan.professional}
            {plan.version > 1 ? ` · versión ${plan.version}` : ''}
          </p>
        </div>
        <a href={`${env.VITE_API_URL}/meal-plans/${plan.id}/pdf`} className="btn btn-secondary" download>
          <Printer aria-hidden className="size-4" />
          Descargar la semana (PDF)
        </a>
      </header>
      {todays ? <Day day={todays} heading={`Hoy, ${todays.label.toLowerCase()}`} /> : null}
      <ShoppingList planId={plan.id} />
      {rest.map((day) => (
        <Day key={day.day} day={day} heading={day.label} />
      ))}
      <section aria-label="Números del plan" className="card">
        <NumbersSwitch />
      </section>
    </div>
  );
}
