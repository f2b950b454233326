import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { BillingInterval } from '@vitalia/shared/commerce';
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

/** /checkout-membership?plan=premium&interval=month: billing data and the summary, then the payment page. */
export default function CheckoutMembershipRoute() {
  const [params] = useSearchParams();
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
  const dueToday = quote.data?.effective === 'period_end' ? 0 : price;
  const lastBilling = quote.data?.billing_defaults;

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
          {renewal ? `Renueva tu plan ${PLAN_LABELS[plan.code]}` : 'Datos de facturación'}
        </h1>
        {failure ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {failure}
          </p>
        ) : null}
        {/* On a phone the summary comes after the button: what she pays today and her credit come first. */}
        <div className="space-y-3 md:hidden">
          {quote.data ? <QuoteNote quote={quote.data} /> : null}
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
            dueToday === 0
              ? `Cambiar a ${PLAN_LABELS[plan.code]}`
              : renewal
                ? `Pagar la renovación`
                : `Pagar ${PLAN_LABELS[plan.code]}`
          }
          serverErrors={fieldErrors}
          beforeSubmit={
            method && dueToday > 0 ? (
              <PaymentMethodPicker methods={methods} value={method} onChange={choose} plan />
            ) : null
          }
          onSubmit={(billing) => {
            setFailure(null);
            const request = {
              plan_type: plan.code === 'prime' ? ('prime' as const) : ('premium' as const),
              billing_interval: interval,
              billing,
              payment_method: dueToday > 0 ? method : undefined,
            };
            purchase.mutate(
              { ...request, idempotency_key: keyFor(request) },
              {
                onSuccess: (result) => {
                  if (result.init_point) return window.location.assign(result.init_point);
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
              label: `Plan ${PLAN_LABELS[plan.code]} (${interval === 'year' ? 'anual' : 'mensual'})`,
              amount: dueToday,
            },
          ]}
        />
        {quote.data ? (
          <div className="hidden md:block">
            <QuoteNote quote={quote.data} />
          </div>
        ) : null}
        <p className="text-xs text-gray-500">
          {charged && !charged.renews_automatically
            ? `Pagas una vez con ${charged.label}: tu plan dura ${interval === 'year' ? 'un año' : 'un mes'} y te avisaremos por correo antes de que termine para renovarlo.`
            : `Se renueva automáticamente cada ${interval === 'year' ? 'año' : 'mes'}. Puedes cancelar cuando quieras desde esta misma página de planes.`}
        </p>
      </aside>
    </div>
  );
}
