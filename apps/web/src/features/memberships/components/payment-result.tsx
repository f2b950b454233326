import { useEffect } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { formatClp } from '@vitalia/shared/commerce-rules';
import { PLAN_LABELS } from '@vitalia/shared/plans';
import { paths } from '@/config/paths';
import { Spinner } from '@/components/layouts/loading-screen';
import { CHECKOUT_MESSAGES } from '@vitalia/shared/messages/commerce';
import { generalMessage } from '@/lib/api-client';
import { usePaymentStatus } from '../api/get-payment-status';
import { useRetryPayment } from '../api/retry-payment';

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
        <RetryButton orderId={orderId} />
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
  if (data.status === 'paid')
    return (
      <Result icon={<CheckCircle2 aria-hidden className="size-12 text-brand-600" />} title="¡Pago aprobado!">
        <p>
          {data.plan_type ? `Ya tienes el plan ${PLAN_LABELS[data.plan_type]}. ` : ''}Pagaste{' '}
          {formatClp(data.total)}. Te enviamos el comprobante por email.
        </p>
        {/* Her purchase number, as on the receipt; the gateway's own id means nothing to her. */}
        <p className="text-xs text-gray-500">Compra N° {data.order_id}</p>
        {data.kind === 'cart' ? (
          <Link to={paths.library} className="btn btn-primary">
            Ir a la biblioteca
          </Link>
        ) : (
          <Link to={data.plan_type ? paths.membershipPlans : paths.home} className="btn btn-primary">
            {data.plan_type ? 'Ver mi plan' : 'Volver al inicio'}
          </Link>
        )}
      </Result>
    );
  return (
    <Result icon={<XCircle aria-hidden className="size-12 text-red-600" />} title="El pago no se completó">
      <p>{data.message}</p>
      <Link to={paths.membershipPlans} className="btn btn-primary">
        Intentar de nuevo
      </Link>
    </Result>
  );
}

function RetryButton({ orderId }: { orderId: number }) {
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
      <Link to={paths.membershipPlans} className="block text-sm text-brand-700 hover:underline">
        Volver a los planes
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
