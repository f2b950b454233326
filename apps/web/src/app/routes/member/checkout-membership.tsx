import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { BillingInterval, CouponCheckResponse } from '@vitalia/shared/commerce';
import { PLAN_LABELS } from '@vitalia/shared/plans';
import { formatClp } from '@vitalia/shared/commerce-rules';
import { paths } from '@/config/paths';
import { ErrorFallback } from '@/components/errors/error-fallback';
import { LoadingBlock } from '@/components/layouts/loading-screen';
import { useToast } from '@/components/ui/toast';
import { useIdempotencyKey } from '@/hooks/use-idempotency-key';
import { ApiError, generalMessage } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import { usePlans } from '@/features/memberships/api/get-plans';
import { usePurchaseMembership } from '@/features/memberships/api/purchase-membership';
import { useQuote } from '@/features/memberships/api/get-quote';
import { QuoteNote } from '@/features/memberships/components/quote-note';
import { BillingForm } from '@/components/commerce/billing-form';
import { PaymentMethodPicker } from '@/components/commerce/payment-method-picker';
import { usePaymentMethodChoice } from '@/lib/payment-methods';
import { OrderSummary } from '@/features/memberships/components/order-summary';
import { TrialNote } from '@/features/memberships/components/trial-note';
import { CouponField } from '@/features/cart/components/coupon-field';

/**
 * /checkout-membership?plan=premium&interval=month: billing data and the summary, then the payment page.
 * `&prueba=1` starts the plan's free trial instead, when she may take it; a coupon lowers a payment made now.
 */
export default function CheckoutMembershipRoute() {
  const [params, setParams] = useSearchParams();
  const [coupon, setCoupon] = useState<CouponCheckResponse | null>(null);
  const navigate = useNavigate();
  const toast = useToast();
  const session = useSession();
  const plans = usePlans();
  const purchase = usePurchaseMembership();
  const keyFor = useIdempotencyKey();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>();
  const [failure, setFailure] = useState<string | null>(null);

  const planCode = params.get('plan') === 'prime' ? 'prime' : 'premium';
  const interval: BillingInterval = params.get('interval') === 'year' ? 'year' : 'month';
  // The quote fills the form with her last billing data, so the form waits for it; a failed quote only
  // loses that convenience and the note, never the purchase.
  const quote = useQuote(planCode, interval);
  // Her plan paid with Webpay is renewed by paying it again with Webpay (the e-mail's link says so).
  const renewal = quote.data?.effective === 'renewal';
  const {
    methods,
    method,
    choose,
    current: charged,
  } = usePaymentMethodChoice({ only: renewal ? 'webpay' : undefined, preferred: params.get('medio') });
  if (plans.isPending || quote.isPending) return <LoadingBlock />;
  if (plans.isError)
    return <ErrorFallback message={plans.error.message} onRetry={() => void plans.refetch()} />;
  const plan = plans.data.plans.find((candidate) => candidate.code === planCode);
  if (!plan)
    return (
      <ErrorFallback message="Ese plan no existe" onRetry={() => void navigate(paths.membershipPlans)} />
    );
  const price = interval === 'year' ? plan.yearly_price : plan.monthly_price;
  const user = session.status === 'authenticated' ? session.user : null;
  const trialDays = quote.data?.trial_days ?? null;
  const trial = params.get('prueba') === '1' && trialDays !== null;
  const payingNow = !trial && quote.data?.effective !== 'period_end';
  const planDue = quote.data?.amount_due ?? price;
  const discount = payingNow && coupon ? coupon.discount : 0;
  const dueToday = payingNow ? planDue - discount : 0;
  const lastBilling = quote.data?.billing_defaults;
  const planLine = `Plan ${PLAN_LABELS[plan.code]} (${interval === 'year' ? 'anual' : 'mensual'})`;
  // What today's step means (a trial, her credit, a change that waits): above the form on a phone, in the summary on wider screens.
  const note =
    trial && trialDays ? (
      <TrialNote
        days={trialDays}
        price={price}
        interval={interval}
        keepsCard={charged?.renews_automatically ?? false}
      />
    ) : quote.data ? (
      <QuoteNote quote={quote.data} />
    ) : null;
  const chooseTrial = (on: boolean) => {
    const next = new URLSearchParams(params);
    if (on) next.set('prueba', '1');
    else next.delete('prueba');
    setParams(next, { replace: true });
  };

  if (quote.data?.effective === 'current')
    return (
      <section className="card mx-auto max-w-xl space-y-4 p-6 text-center">
        <h1 className="text-2xl font-semibold text-brand-900">Ya tienes el plan {PLAN_LABELS[plan.code]}</h1>
        <Link to={paths.membershipPlans} className="btn btn-primary">
          Ver mi plan
        </Link>
      </section>
    );

  return (
    <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-[1fr_340px]">
      <section className="card space-y-4 p-6" aria-labelledby="checkout-title">
        <Link to={paths.membershipPlans} className="text-sm text-brand-700 hover:underline">
          ← Volver a los planes
        </Link>
        <h1 id="checkout-title" className="text-2xl font-semibold text-brand-900">
          {renewal
            ? `Renueva tu plan ${PLAN_LABELS[plan.code]}`
            : trial
              ? `Prueba ${PLAN_LABELS[plan.code]} ${trialDays} días gratis`
              : 'Datos de facturación'}
        </h1>
        {trialDays !== null && !renewal ? (
          <p className="text-sm">
            <button
              type="button"
              className="min-h-11 font-medium text-brand-700 hover:underline"
              onClick={() => chooseTrial(!trial)}
            >
              {trial ? 'Prefiero pagar el plan ahora' : `¿Primera vez? Pruébalo ${trialDays} días gratis`}
            </button>
          </p>
        ) : null}
        {failure ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {failure}
          </p>
        ) : null}
        {/* On a phone the summary comes after the button: what she pays today and her credit come first. */}
        <div className="space-y-3 md:hidden">
          {note}
          <p className="flex justify-between text-sm font-semibold text-gray-900">
            <span>Total a pagar hoy</span>
            <span>{formatClp(dueToday)}</span>
          </p>
        </div>
        {lastBilling ? (
          <p className="text-sm text-gray-600">Usamos los datos de tu última compra; puedes cambiarlos.</p>
        ) : null}
        <BillingForm
          defaults={
            lastBilling ?? {
              name: user ? `${user.first_name} ${user.last_name}` : '',
              email: user?.email ?? '',
            }
          }
          busy={purchase.isPending}
          submitLabel={
            trial
              ? 'Comenzar prueba gratis'
              : dueToday === 0
                ? `Cambiar a ${PLAN_LABELS[plan.code]}`
                : renewal
                  ? `Pagar la renovación`
                  : `Pagar ${PLAN_LABELS[plan.code]}`
          }
          serverErrors={fieldErrors}
          beforeSubmit={
            <>
              {payingNow && quote.data?.effective === 'now' ? (
                <CouponField
                  applied={coupon}
                  onApplied={setCoupon}
                  onRemoved={() => setCoupon(null)}
                  target={{ plan_type: planCode, billing_interval: interval }}
                />
              ) : null}
              {method && (dueToday > 0 || trial) ? (
                <PaymentMethodPicker methods={methods} value={method} onChange={choose} plan />
              ) : null}
            </>
          }
          onSubmit={(billing) => {
            setFailure(null);
            const request = {
              plan_type: plan.code === 'prime' ? ('prime' as const) : ('premium' as const),
              billing_interval: interval,
              billing,
              payment_method: dueToday > 0 || trial ? method : undefined,
              ...(trial ? { trial: true } : {}),
              ...(discount > 0 && coupon ? { coupon_code: coupon.code } : {}),
            };
            purchase.mutate(
              { ...request, idempotency_key: keyFor(request) },
              {
                onSuccess: (result) => {
                  if (result.init_point) return window.location.assign(result.init_point);
                  if (trial) {
                    toast.show({ type: 'success', title: 'Prueba gratis activada', message: result.message });
                    return void navigate(paths.dashboard);
                  }
                  toast.show({ type: 'success', title: 'Cambio programado', message: result.message });
                  void navigate(paths.membershipPlans);
                },
                onError: (error) => {
                  if (error instanceof ApiError) {
                    setFieldErrors(error.fieldErrors);
                    setFailure(generalMessage(error));
                  } else setFailure(error.message);
                },
              },
            );
          }}
        />
      </section>
      <aside className="card h-fit space-y-4 p-6" aria-label="Resumen de la compra">
        <h2 className="text-lg font-semibold text-gray-900">Resumen</h2>
        <OrderSummary
          lines={[
            {
              label: trial ? `${planLine}, prueba gratis de ${trialDays} días` : planLine,
              amount: payingNow ? planDue : 0,
            },
            ...(discount > 0 && coupon ? [{ label: `Cupón ${coupon.code}`, amount: -discount }] : []),
          ]}
        />
        <div className="hidden md:block">{note}</div>
        <p className="text-xs text-gray-500">
          {trial
            ? null
            : charged && !charged.renews_automatically
              ? `Pagas una vez con ${charged.label}: tu plan dura ${interval === 'year' ? 'un año' : 'un mes'} y te avisaremos por correo antes de que termine para renovarlo.`
              : `Se renueva automáticamente cada ${interval === 'year' ? 'año' : 'mes'}. Puedes cancelar cuando quieras desde esta misma página de planes.`}
        </p>
      </aside>
    </div>
  );
}
