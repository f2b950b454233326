import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { BillingInterval } from '@vitalia/shared/commerce';
import type { PlanButton } from '@vitalia/shared/commerce-rules';
import { MEMBERSHIP_MESSAGES } from '@vitalia/shared/messages/commerce';
import type { PlanType } from '@vitalia/shared/plans';
import { paths } from '@/config/paths';
import { ErrorFallback } from '@/components/errors/error-fallback';
import { LoadingBlock } from '@/components/layouts/loading-screen';
import { useToast } from '@/components/ui/toast';
import { usePlans } from '@/features/memberships/api/get-plans';
import { useReactivateMembership } from '@/features/memberships/api/reactivate-membership';
import { planStanding } from '@/features/memberships/utils/plan-standing';
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
  const reactivate = useReactivateMembership();
  const toast = useToast();

  const onAction = (plan: PlanType, button: PlanButton) => {
    if (button.action === 'reactivate')
      return reactivate.mutate(undefined, {
        onSuccess: (message) => toast.show({ type: 'success', title: 'Plan reactivado', message }),
        onError: (failure) =>
          toast.show({ type: 'error', title: 'No se pudo reactivar', message: failure.message }),
      });
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
  const paying = current?.has_membership === true;
  const standing = current ? planStanding(current) : null;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <header className="space-y-2 text-center">
        <h1 className="text-3xl font-semibold text-brand-900">{paying ? 'Tu plan' : 'Elige tu plan'}</h1>
        <p className="text-gray-600">Precios en pesos chilenos con IVA incluido. Cancela cuando quieras.</p>
      </header>
      {status.isError ? (
        <p role="alert" className="rounded-xl bg-amber-50 p-3 text-center text-sm text-amber-900">
          {MEMBERSHIP_MESSAGES.loadFailed}
        </p>
      ) : null}
      {current && standing ? (
        <p className="rounded-xl bg-brand-50 p-3 text-center text-sm text-brand-900" aria-live="polite">
          Plan {current.plan_name} · {standing}.
          {current.cancel_at_period_end && !current.scheduled_plan_type ? ' No se renovará.' : ''}
          {current.renews_with_link && current.billing_interval ? (
            <>
              {' '}
              Lo pagaste con Webpay, que no se renueva solo:{' '}
              <Link
                to={`${paths.checkoutMembership}?plan=${current.plan_type}&interval=${current.billing_interval}&medio=webpay`}
                className="font-semibold underline"
              >
                pagar el próximo periodo
              </Link>
              .
            </>
          ) : null}
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
        current={paying && current ? { plan: current.plan_type, standing } : undefined}
        busy={reactivate.isPending && current ? current.plan_type : null}
        trialHref={
          current?.trial_available
            ? (plan) => `${paths.checkoutMembership}?plan=${plan}&interval=${interval}&prueba=1`
            : null
        }
      />
      {current ? (
        <CancelMembershipDialog status={current} open={cancelOpen} onClose={() => setCancelOpen(false)} />
      ) : null}
    </div>
  );
}
