import { Download } from 'lucide-react';
import type { TaxDocumentSummary } from '@vitalia/shared/commerce';
import { formatClp } from '@vitalia/shared/commerce-rules';
import { ORDER_STATUS_LABELS } from '@vitalia/shared/messages/commerce';
import { env } from '@/config/env';
import { formatDate } from '@/utils/format';
import { useMyPayments } from '../api/get-my-payments';
import { Loading, LoadError } from '@/components/data/load-states';

/** Her boleta, factura or credit note: its PDF once the SII's folio is in, a note while it is issued. */
function TaxDocumentLink({ orderId, document }: { orderId: number; document: TaxDocumentSummary }) {
  if (document.folio === null)
    return <span className="text-sm text-gray-600">{document.label}: en emisión…</span>;
  const query = document.kind === 'credit_note' ? '?tipo=nota-de-credito' : '';
  return (
    <a
      href={`${env.VITE_API_URL}/payments/${orderId}/document${query}`}
      className="btn btn-secondary px-3 py-1.5 text-sm"
      download
    >
      <Download aria-hidden className="size-4" /> {document.label} N° {document.folio}
      <span className="sr-only"> del pago N° {orderId}</span>
    </a>
  );
}

/** "Mis pagos" in the profile: every order with its state and its SII documents (or Vitalia's receipt). */
export function MyPayments() {
  const payments = useMyPayments();
  return (
    <section className="card space-y-4" aria-labelledby="my-payments-title">
      <h2 id="my-payments-title" className="text-lg font-semibold text-gray-900">
        Mis pagos
      </h2>
      {payments.isPending ? <Loading /> : null}
      {payments.isError ? <LoadError error={payments.error} onRetry={() => void payments.refetch()} /> : null}
      {payments.data?.payments.length === 0 ? (
        <p className="text-sm text-gray-600">
          Aún no tienes pagos. Cuando compres un plan o un producto, aparecerá aquí.
        </p>
      ) : null}
      {payments.data && payments.data.payments.length > 0 ? (
        <ul className="divide-y divide-gray-100">
          {payments.data.payments.map((payment) => (
            <li key={payment.order_id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="truncate font-medium text-gray-900">{payment.description}</p>
                <p className="text-sm text-gray-600">
                  {formatDate(payment.created_at)} · N° {payment.order_id} ·{' '}
                  {ORDER_STATUS_LABELS[payment.status]}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-3">
                <span className="font-semibold">{formatClp(payment.total)}</span>
                {payment.documents.length > 0 ? (
                  payment.documents.map((document) => (
                    <TaxDocumentLink key={document.kind} orderId={payment.order_id} document={document} />
                  ))
                ) : payment.receipt_available ? (
                  <a
                    href={`${env.VITE_API_URL}/payments/receipts/${payment.order_id}`}
                    className="btn btn-secondary px-3 py-1.5 text-sm"
                    download
                  >
                    <Download aria-hidden className="size-4" /> Comprobante
                    <span className="sr-only"> del pago N° {payment.order_id}</span>
                  </a>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
