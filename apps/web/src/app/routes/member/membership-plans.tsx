import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { BillingInterval } from '@vitalia/shared/commerce';
import type { PlanButton } from '@vitalia/shared/commerce-rules';
import { MEMBERSHIP_MESSAGES } from '@vitalia/shared/messages/commerce';
import { PLAN_LABELS, type PlanType } from '@vitalia/shared/plans';
import { paths } from '@/config/paths';
import { ErrorFallback } from '@/components/errors/error-fallback';
import { LoadingBlock } from '@/components/layouts/loading-screen';
import { formatDate } from '@/utils/format';
import { usePlans } from '@/features/memberships/api/get-plans';
import { useMembershipStatus } from '@/features/memberships/api/get-membership-status';
import { PlanCards, membershipView } from '@/features/memberships/components/plan-cards';
import { IntervalSwitch } from '@/features/memberships/components/interval-switch';
import { CancelMembershipDialog } from '@/features/memberships/components/cancel-membership-dialog';

/** /membership-plans: the three plans, the member's own, and buying, changing or cancelling one. */
export default function MembershipPlansRoute() {
  const navigate = useNavigate();
  const plans = usePlans();
  const status = useMembershipStatus();
  const [interval, setInterval] = useState<BillingInterval>('month');
  const [cancelOpen, setCancelOpen] = useState(false);

  const onAction = (plan: PlanType, button: PlanButton) => {
    // Moving down to Free is cancelling the paid plan at the end of its period.
    if (button.action === 'cancel' || (button.action === 'change' && plan === 'free'))
      return setCancelOpen(true);
    if (button.action === 'purchase' || button.action === 'change')
      void navigate(`${paths.checkoutMembership}?plan=${plan}&interval=${interval}`);
  };

  if (plans.isPending) return <LoadingBlock />;
  if (plans.isError)
    return <ErrorFallback message={plans.error.message} onRetry={() => void plans.refetch()} />;

  const current = status.data;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <header className="space-y-2 text-center">
        <h1 className="text-3xl font-semibold text-brand-900">Elige tu plan</h1>
        <p className="text-gray-600">Precios en pesos chilenos con IVA incluido. Cancela cuando quieras.</p>
      </header>
      {status.isError ? (
        <p role="alert" className="rounded-xl bg-amber-50 p-3 text-center text-sm text-amber-900">
          {MEMBERSHIP_MESSAGES.loadFailed}
        </p>
      ) : null}
      {current?.has_membership && current.current_period_end ? (
        <p className="rounded-xl bg-brand-50 p-3 text-center text-sm text-brand-900" aria-live="polite">
          Tu plan {current.plan_name}{' '}
          {current.scheduled_plan_type
            ? `cambiará a ${PLAN_LABELS[current.scheduled_plan_type]} el ${formatDate(current.current_period_end)}.`
            : current.cancel_at_period_end
              ? `termina el ${formatDate(current.current_period_end)} y no se renovará.`
              : `se renueva el ${formatDate(current.current_period_end)}.`}
        </p>
      ) : null}
      <div className="flex justify-center">
        <IntervalSwitch value={interval} onChange={setInterval} />
      </div>
      <PlanCards
        plans={plans.data.plans}
        view={membershipView(status)}
        interval={interval}
        onAction={onAction}
      />
      {current ? (
        <CancelMembershipDialog status={current} open={cancelOpen} onClose={() => setCancelOpen(false)} />
      ) : null}
    </div>
  );
}
