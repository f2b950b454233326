import { Check } from 'lucide-react';
import { Link } from 'react-router';
import clsx from 'clsx';
import type { BillingInterval, MembershipStatus, Plan } from '@vitalia/shared/commerce';
import {
  formatClp,
  planCardButton,
  type MembershipView,
  type PlanButton,
} from '@vitalia/shared/commerce-rules';
import { PLAN_LABELS, type PlanType } from '@vitalia/shared/plans';

interface PlanCardsProps {
  plans: Plan[];
  view: MembershipView;
  interval: BillingInterval;
  onAction: (plan: PlanType, button: PlanButton) => void;
  /** Her paid plan and where it stands ("Activo hasta el …"), shown on its card. */
  current?: { plan: PlanType; standing: string | null };
  /** The card whose action is under way (its button says so and waits). */
  busy?: PlanType | null;
  /** Where "Pruébalo N días gratis" leads, when she may take a plan's free trial; null: not offered. */
  trialHref?: ((plan: PlanType) => string) | null;
}

export function yearlySavingsPercent(plan: Plan): number {
  if (plan.monthly_price === 0) return 0;
  return Math.round((1 - plan.yearly_price / (plan.monthly_price * 12)) * 100);
}

/** SPEC §4: the three cards (the pro one labelled Prime) with the button each status gives them. */
export function PlanCards({ plans, view, interval, onAction, current, busy, trialHref }: PlanCardsProps) {
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {plans.map((plan) => {
        const button = planCardButton(plan.code, view);
        const price = interval === 'year' ? plan.yearly_price : plan.monthly_price;
        const mine = current?.plan === plan.code;
        const highlighted = current ? mine : plan.code === 'premium';
        return (
          <li
            key={plan.code}
            aria-label={`Plan ${PLAN_LABELS[plan.code]}`}
            className={clsx('card flex flex-col gap-4 p-6', highlighted && 'ring-2 ring-brand-500')}
          >
            <div>
              <div className="flex items-center justify-between gap-2">
                <h2 className="text-xl font-semibold text-brand-900">{PLAN_LABELS[plan.code]}</h2>
                {highlighted ? (
                  <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                    {mine ? 'Tu plan' : 'Más elegido'}
                  </span>
                ) : null}
              </div>
              <p className="mt-1 text-sm text-gray-600">{plan.description}</p>
            </div>
            <p>
              <span className="text-3xl font-bold text-gray-900">{formatClp(price)}</span>
              {plan.monthly_price > 0 ? (
                <span className="text-sm text-gray-600"> / {interval === 'year' ? 'año' : 'mes'}</span>
              ) : null}
              {interval === 'year' && yearlySavingsPercent(plan) > 0 ? (
                <span className="mt-1 block text-sm font-medium text-brand-700">
                  Ahorras {yearlySavingsPercent(plan)}% frente al pago mensual
                </span>
              ) : null}
              {plan.monthly_price > 0 ? (
                <span className="mt-1 block text-xs text-gray-500">IVA incluido</span>
              ) : null}
            </p>
            <ul className="flex-1 space-y-2 text-sm text-gray-700">
              {plan.benefits.map((benefit) => (
                <li key={benefit.label} className="flex gap-2">
                  <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
                  {/* Every benefit links to where it lives (issue 42 §11). */}
                  <Link to={benefit.href} className="hover:text-brand-800 hover:underline">
                    {benefit.label}
                  </Link>
                </li>
              ))}
            </ul>
            {mine && current?.standing ? (
              <p className="text-center text-sm font-medium text-brand-800">{current.standing}</p>
            ) : null}
            <button
              type="button"
              disabled={button.disabled || busy === plan.code}
              aria-busy={busy === plan.code}
              onClick={() => onAction(plan.code, button)}
              className={clsx(
                'btn w-full',
                button.action === 'cancel'
                  ? 'btn-secondary'
                  : button.action === 'none'
                    ? 'btn-ghost'
                    : 'btn-primary',
              )}
            >
              {busy === plan.code ? 'Un momento...' : button.label}
            </button>
            {trialHref && plan.trial_days > 0 ? (
              <Link
                to={trialHref(plan.code)}
                className="-mt-2 inline-flex min-h-11 items-center justify-center text-sm font-medium text-brand-700 hover:underline"
              >
                o pruébalo {plan.trial_days} días gratis
              </Link>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** The status as the cards read it: loading, failed (treated as free) or loaded. */
export function membershipView(query: {
  isPending: boolean;
  isError: boolean;
  data?: MembershipStatus;
}): MembershipView {
  if (query.isPending) return { state: 'loading' };
  if (query.isError || !query.data) return { state: 'failed' };
  const { plan_type, status, cancel_at_period_end, can_reactivate } = query.data;
  return { state: 'loaded', plan_type, status, cancel_at_period_end, can_reactivate };
}
