import { useEffect } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import type { BoughtItem, PaymentStatus } from '@vitalia/shared/commerce';
import { formatClp } from '@vitalia/shared/commerce-rules';
import { PLAN_LABELS, type PlanType } from '@vitalia/shared/plans';
import { paths } from '@/config/paths';
import { Spinner } from '@/components/layouts/loading-screen';
import { CHECKOUT_MESSAGES } from '@vitalia/shared/messages/commerce';
import { generalMessage } from '@/lib/api-client';
import { usePaymentStatus } from '../api/get-payment-status';
import { useRetryPayment } from '../api/retry-payment';
import { usePlans } from '../api/get-plans';

/**
 * What the provider sent the member back to: the real status of the order, read from the server (a
 * `?status=approved` in the URL proves nothing). While the notification is on its way it says so and polls.
 */
export function PaymentResult({
  orderId,
  abandoned,
}: {
  orderId: number;
  /** Webpay sent her back without paying: she cancelled on its form, or its time ran out. */
  abandoned?: 'cancelado' | 'tiempo';
}) {
  const status = usePaymentStatus(orderId);
  const queryClient = useQueryClient();
  const paid = status.data?.status === 'paid';
  useEffect(() => {
    if (!paid) return;
    // A paid order changes her plan or what she may open, and empties her cart: every screen asks again.
    void queryClient.invalidateQueries();
  }, [paid, queryClient]);

  if (!Number.isInteger(orderId) || orderId <= 0 || status.isError)
    return (
      <Result icon={<XCircle aria-hidden className="size-12 text-red-600" />} title="No encontramos ese pago">
        <p>Revisa tus pagos en Mi Perfil o vuelve a intentarlo desde los planes.</p>
      </Result>
    );
  if (abandoned && status.data?.status === 'pending')
    return (
      <Result icon={<XCircle aria-hidden className="size-12 text-red-600" />} title="El pago no se completó">
        <p>
          {abandoned === 'cancelado' ? CHECKOUT_MESSAGES.webpayAborted : CHECKOUT_MESSAGES.webpayTimedOut}
        </p>
        <RetryButton orderId={orderId} back={status.data.kind === 'cart' ? 'cart' : 'plans'} />
      </Result>
    );
  if (status.isPending || status.data.status === 'pending')
    return (
      <Result icon={<Clock aria-hidden className="size-12 text-amber-500" />} title="Procesando tu pago…">
        <p className="flex items-center justify-center gap-2">
          <Spinner className="size-4" /> Estamos esperando la confirmación del medio de pago. No cierres esta
          página.
        </p>
      </Result>
    );
  const data = status.data;
  // A free trial's order: nothing was charged, her card (where kept) waits for the trial's end (ADR 0094).
  if (data.status === 'paid' && data.kind === 'membership' && data.total === 0)
    return (
      <Result
        icon={<CheckCircle2 aria-hidden className="size-12 text-brand-600" />}
        title="¡Tu prueba gratis comenzó!"
      >
        <p>
          {data.plan_type ? `Ya tienes el plan ${PLAN_LABELS[data.plan_type]}. ` : ''}No se cobró nada: te
          avisaremos por email 3 días antes de que termine la prueba.
        </p>
        <PlanNextSteps plan={data.plan_type} />
      </Result>
    );
  if (data.status === 'paid')
    return (
      <Result icon={<CheckCircle2 aria-hidden className="size-12 text-brand-600" />} title="¡Pago aprobado!">
        <p>
          {data.plan_type ? `Ya tienes el plan ${PLAN_LABELS[data.plan_type]}. ` : ''}Pagaste{' '}
          {formatClp(data.total)}. Te enviamos el comprobante por email.
        </p>
        {/* Her purchase number, as on the receipt; the gateway's own id means nothing to her. */}
        <p className="text-xs text-gray-500">Compra N° {data.order_id}</p>
        {data.kind === 'cart' ? <BoughtItems items={data.items} /> : <PlanNextSteps plan={data.plan_type} />}
      </Result>
    );
  return (
    <Result icon={<XCircle aria-hidden className="size-12 text-red-600" />} title="El pago no se completó">
      <p>{data.message}</p>
      <Link to={retryPath(data)} className="btn btn-primary">
        Intentar de nuevo
      </Link>
    </Result>
  );
}

/**
 * Where "Intentar de nuevo" takes her: the same cart (it keeps its lines until they are paid, and her billing
 * data comes back from this order) or the same plan checkout, never a page where she starts over.
 */
function retryPath(order: PaymentStatus): string {
  if (order.kind === 'cart') return paths.cart;
  if (!order.plan_type || order.plan_type === 'free') return paths.membershipPlans;
  return `${paths.checkoutMembership}?plan=${order.plan_type}&interval=${order.billing_interval ?? 'month'}`;
}

/** Each thing a paid cart bought, with the way in: the course, the e-book, or the agenda for a pack. */
function BoughtItems({ items }: { items: BoughtItem[] }) {
  if (items.length === 0)
    return (
      <Link to={paths.library} className="btn btn-primary">
        Ir a la biblioteca
      </Link>
    );
  return (
    <ul
      aria-label="Lo que compraste"
      className="divide-y divide-gray-100 rounded-lg border border-gray-200 text-left"
    >
      {items.map((item, index) => {
        const target =
          item.kind === 'course' && item.item_id
            ? paths.course(item.item_id)
            : item.kind === 'ebook' && item.item_id
              ? paths.libraryReader(item.item_id)
              : paths.agenda;
        return (
          <li key={`${item.name}-${index}`} className="flex items-center justify-between gap-3 p-3">
            <span className="text-sm font-medium text-gray-900">
              {item.name}
              {item.quantity > 1 ? ` × ${item.quantity}` : ''}
            </span>
            <Link
              to={target}
              className="btn btn-primary shrink-0 px-3 py-1.5 text-sm"
              aria-label={`${item.kind === 'consultation_pack' ? 'Agendar' : 'Abrir'} ${item.name}`}
            >
              {item.kind === 'consultation_pack' ? 'Agendar' : 'Abrir'}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function RetryButton({ orderId, back }: { orderId: number; back: 'cart' | 'plans' }) {
  const retry = useRetryPayment();
  return (
    <>
      {retry.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {generalMessage(retry.error)}
        </p>
      ) : null}
      <button
        type="button"
        className="btn btn-primary"
        disabled={retry.isPending}
        onClick={() =>
          retry.mutate(orderId, {
            onSuccess: (result) => {
              if (result.init_point) window.location.assign(result.init_point);
            },
          })
        }
      >
        {retry.isPending ? 'Abriendo el pago…' : 'Reintentar el pago'}
      </button>
      <Link
        to={back === 'cart' ? paths.cart : paths.membershipPlans}
        className="block text-sm text-brand-700 hover:underline"
      >
        {back === 'cart' ? 'Volver al carrito' : 'Volver a los planes'}
      </Link>
    </>
  );
}

function Result({
  icon,
  title,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section className="card mx-auto max-w-lg space-y-4 p-8 text-center" aria-live="polite">
      <div className="flex justify-center">{icon}</div>
      <h1 className="text-2xl font-semibold text-brand-900">{title}</h1>
      <div className="space-y-3 text-gray-700">{children}</div>
    </section>
  );
}

/**
 * After a plan is paid: its included consultation first ("Agenda tu consulta incluida", issue 49 §6) when
 * the plan's own benefit lines name one, then her plan.
 */
function PlanNextSteps({ plan }: { plan: PlanType | null }) {
  const plans = usePlans();
  const includesConsultation =
    plans.data?.plans
      .find((row) => row.code === plan)
      ?.benefits.some((benefit) => benefit.href === paths.agenda) ?? false;
  if (!plan)
    return (
      <Link to={paths.home} className="btn btn-primary">
        Volver al inicio
      </Link>
    );
  return (
    <div className="flex flex-wrap justify-center gap-3">
      {includesConsultation ? (
        <Link to={paths.agenda} className="btn btn-primary">
          Agenda tu consulta incluida
        </Link>
      ) : null}
      <Link
        to={paths.membershipPlans}
        className={includesConsultation ? 'btn btn-secondary' : 'btn btn-primary'}
      >
        Ver mi plan
      </Link>
    </div>
  );
}
