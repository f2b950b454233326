import { useState } from 'react';
import { FileText, Undo2 } from 'lucide-react';
import type { AdminPayment, AdminPaymentsQuery } from '@vitalia/shared/commerce-admin';
import { ORDER_STATUSES } from '@vitalia/shared/commerce';
import { formatClp, formatRut } from '@vitalia/shared/commerce-rules';
import { PLAN_LABELS } from '@vitalia/shared/plans';
import { ORDER_STATUS_LABELS } from '@vitalia/shared/messages/commerce';
import { env } from '@/config/env';
import { formatDate } from '@/utils/format';
import { useAdminPayments } from '../../api/get-admin-payments';
import { useRefundPayment } from '../../api/refund-payment';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { ExportCsvLink, QueryStatus } from '@/components/data/query-status';
import { FilterInput, FilterSelect } from '@/components/data/filter-fields';
import { Pager } from '@/components/data/pager';
import { DataTable } from '@/components/data/data-table';
import { oneOf, useUrlQuery, useUrlSearchText, pageFromUrl } from '@/hooks/use-url-query';
import { PAID_PLAN_OPTIONS } from './plan-options';

const KIND_LABELS: Record<AdminPayment['kind'], string> = {
  membership: 'alta',
  renewal: 'renovación',
  cart: 'productos',
};

const PAID_PLANS = PAID_PLAN_OPTIONS.map(([plan]) => plan);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Admin "Pagos": every order with filters (kept in the URL), totals in CLP, CSV export, receipts and refunds. */
export function PaymentsTable() {
  const [url, update] = useUrlQuery<AdminPaymentsQuery>(['page']);
  // Only values the API accepts leave the URL: a hand-edited link shows the list, not an error.
  const query: AdminPaymentsQuery = {
    page: pageFromUrl(url.page),
    member: url.member,
    status: oneOf(url.status, ORDER_STATUSES),
    plan: oneOf(url.plan, PAID_PLANS),
    from: DAY.test(url.from ?? '') ? url.from : undefined,
    to: DAY.test(url.to ?? '') ? url.to : undefined,
  };
  const [memberText, setMemberText] = useUrlSearchText(query.member, update, 'member');
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);
  const payments = useAdminPayments(query);
  const set = update;
  const data = payments.data;

  return (
    <div className="space-y-4">
      <form
        className="card grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-5"
        aria-label="Filtros de pagos"
        onSubmit={(event) => event.preventDefault()}
      >
        <FilterInput
          label="Miembro, correo o RUT"
          type="search"
          value={memberText}
          onChange={(member) => setMemberText(member ?? '')}
        />
        <FilterSelect
          label="Estado"
          value={query.status}
          options={ORDER_STATUSES.map((status) => [status, ORDER_STATUS_LABELS[status]] as const)}
          onChange={(status) => set({ status })}
        />
        <FilterSelect
          label="Plan"
          value={query.plan}
          options={PAID_PLAN_OPTIONS}
          onChange={(plan) => set({ plan })}
        />
        <FilterInput label="Desde" type="date" value={query.from} onChange={(from) => set({ from })} />
        <FilterInput label="Hasta" type="date" value={query.to} onChange={(to) => set({ to })} />
      </form>

      {data ? (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {[
            ['Pedidos', String(data.totals.count)],
            ['Pagado', formatClp(data.totals.paid)],
            ['Reembolsado', formatClp(data.totals.refunded)],
            ['Procesando', String(data.totals.pending)],
          ].map(([label, value]) => (
            <div key={label} className="card p-4">
              <dt className="text-xs text-gray-500">{label}</dt>
              <dd className="mt-1 text-lg font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}

      <div className="flex justify-end">
        <ExportCsvLink path="/admin/payments/export.csv" query={query} />
      </div>

      <QueryStatus
        isPending={payments.isPending}
        isError={payments.isError}
        isEmpty={data?.payments.length === 0}
        what="los pagos"
      />
      {data && data.payments.length > 0 ? (
        // Under 640 px: member, state with the total, and the actions; number, date and detail need more room.
        <DataTable
          caption="Pagos"
          rows={data.payments}
          rowKey={(payment) => payment.order_id}
          tableClassName="sm:min-w-[760px]"
          columns={[
            {
              header: 'N°',
              hideBelow: 'sm',
              cellClassName: 'font-mono',
              cell: (payment) => payment.order_id,
            },
            {
              header: 'Fecha',
              hideBelow: 'sm',
              cell: (payment) => formatDate(payment.paid_at ?? payment.created_at),
            },
            {
              header: 'Miembro',
              cell: (payment) => (
                <button
                  type="button"
                  className="text-left hover:underline"
                  onClick={() => set({ member: payment.member.email })}
                >
                  {payment.member.name}
                  <span className="block text-xs text-gray-500">
                    {payment.member.email}
                    {payment.rut ? ` · ${formatRut(payment.rut)}` : ''}
                  </span>
                </button>
              ),
            },
            {
              header: 'Detalle',
              hideBelow: 'sm',
              cell: (payment) => (
                <>
                  {payment.description}
                  {payment.plan_type ? (
                    <span className="block text-xs text-gray-500">
                      {PLAN_LABELS[payment.plan_type]} · {KIND_LABELS[payment.kind]}
                    </span>
                  ) : null}
                </>
              ),
            },
            {
              header: 'Estado',
              cell: (payment) => (
                <>
                  {ORDER_STATUS_LABELS[payment.status]}
                  {/* The total's own column is hidden on a phone: it is read here, never cut. */}
                  <span className="block font-semibold sm:hidden">{formatClp(payment.total)}</span>
                  {payment.documents.map((document) => (
                    <span key={document.kind} className="block text-xs text-gray-500">
                      {document.folio === null
                        ? `${document.label}: en emisión`
                        : `${document.label} N° ${document.folio}`}
                    </span>
                  ))}
                </>
              ),
            },
            {
              header: 'Total',
              numeric: true,
              hideBelow: 'sm',
              cellClassName: 'font-semibold',
              cell: (payment) => formatClp(payment.total),
            },
            {
              header: 'Acciones',
              srOnlyHeader: true,
              pinnedEnd: true,
              cell: (payment) => (
                <div className="flex justify-end gap-2">
                  {payment.status === 'paid' || payment.status === 'refunded' ? (
                    <a
                      className="btn btn-ghost px-2 py-1"
                      href={`${env.VITE_API_URL}/admin/payments/${payment.order_id}/receipt`}
                      download
                      aria-label={`Comprobante del pedido ${payment.order_id}`}
                    >
                      <FileText aria-hidden className="size-4" />
                    </a>
                  ) : null}
                  {payment.status === 'paid' ? (
                    <button
                      type="button"
                      className="btn btn-ghost px-2 py-1"
                      onClick={() => setRefunding(payment)}
                      aria-label={`Reembolsar el pedido ${payment.order_id}`}
                    >
                      <Undo2 aria-hidden className="size-4" />
                    </button>
                  ) : null}
                </div>
              ),
            },
          ]}
        />
      ) : null}
      {data && data.totals.count > 0 ? (
        <Pager
          page={query.page ?? 1}
          perPage={data.per_page}
          total={data.totals.count}
          onPage={(page) => update({ page }, { keepPage: true })}
        />
      ) : null}
      {refunding ? <RefundDialog payment={refunding} onClose={() => setRefunding(null)} /> : null}
    </div>
  );
}

function RefundDialog({ payment, onClose }: { payment: AdminPayment; onClose: () => void }) {
  const refund = useRefundPayment();
  return (
    <ReasonDialog
      title={`Reembolsar el pedido N° ${payment.order_id}`}
      explanation={`Se devolverán ${formatClp(payment.total)} a ${payment.member.name}. Si es un plan, termina ahora.`}
      submitLabel="Confirmar reembolso"
      busyLabel="Reembolsando..."
      busy={refund.isPending}
      onSubmit={(reason) => refund.mutateAsync({ orderId: payment.order_id, reason })}
      onClose={onClose}
    />
  );
}
