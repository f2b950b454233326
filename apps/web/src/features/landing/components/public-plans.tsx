import { useState } from 'react';
import { Link } from 'react-router';
import { Check } from 'lucide-react';
import type { BillingInterval } from '@vitalia/shared/commerce';
import { formatClp } from '@vitalia/shared/commerce-rules';
import { STOREFRONT_FAQ } from '@vitalia/shared/storefront-rules';
import { Loading, LoadError } from '@/components/data/load-states';
import { paths } from '@/config/paths';
import { usePublicPlans } from '../api/public-plans';

/** /planes: the three plans with what each includes, monthly or yearly, and the questions people ask first. */
export function PublicPlans() {
  const plans = usePublicPlans();
  const [interval, setInterval] = useState<BillingInterval>('month');
  return (
    <div className="space-y-10">
      <div className="flex justify-center">
        <div
          role="group"
          aria-label="Forma de pago"
          className="inline-flex rounded-full bg-white p-1 shadow-sm"
        >
          {(['month', 'year'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={interval === value}
              onClick={() => setInterval(value)}
              className={`min-h-11 rounded-full px-5 text-sm font-medium ${interval === value ? 'bg-brand-700 text-white' : 'text-gray-700'}`}
            >
              {value === 'month' ? 'Mensual' : 'Anual'}
            </button>
          ))}
        </div>
      </div>
      {plans.isPending ? <Loading label="Cargando los planes…" /> : null}
      {plans.isError ? <LoadError error={plans.error} onRetry={() => void plans.refetch()} /> : null}
      {plans.data ? (
        <ul className="grid gap-6 md:grid-cols-3">
          {plans.data.map((plan) => {
            const price = interval === 'year' ? plan.yearly_price : plan.monthly_price;
            return (
              <li
                key={plan.code}
                aria-label={`Plan ${plan.name}`}
                className={`card flex flex-col ${plan.code === 'premium' ? 'ring-2 ring-brand-600' : ''}`}
              >
                <h2 className="text-xl font-semibold text-gray-900">{plan.name}</h2>
                <p className="mt-1 text-sm text-gray-600">{plan.description}</p>
                <p className="mt-4 text-3xl font-semibold text-brand-900">
                  {price === 0 ? 'Gratis' : formatClp(price)}
                  {price === 0 ? null : (
                    <span className="text-base font-normal text-gray-600">
                      {interval === 'year' ? ' al año' : ' al mes'}
                    </span>
                  )}
                </p>
                {price > 0 ? <p className="text-xs text-gray-500">IVA incluido</p> : null}
                <ul className="mt-4 flex-1 space-y-2 text-sm text-gray-700">
                  {plan.features.map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
                      {feature}
                    </li>
                  ))}
                </ul>
                <Link
                  to={`${paths.login}?registro=1`}
                  className={`mt-6 w-full ${plan.code === 'premium' ? 'btn-primary' : 'btn-secondary'}`}
                >
                  {price === 0 ? 'Crear mi cuenta gratis' : `Empezar con ${plan.name}`}
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
      <section aria-labelledby="faq-title" className="mx-auto max-w-3xl space-y-3">
        <h2 id="faq-title" className="text-2xl font-semibold text-brand-900">
          Preguntas frecuentes
        </h2>
        {STOREFRONT_FAQ.map(([question, answer]) => (
          <details key={question} className="card p-4">
            <summary className="min-h-11 cursor-pointer content-center font-medium text-gray-900">
              {question}
            </summary>
            <p className="mt-2 text-gray-700">{answer}</p>
          </details>
        ))}
      </section>
    </div>
  );
}
