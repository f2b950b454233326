import { PaymentsTable } from '@/features/memberships/components/admin/payments-table';

/** /admin/payments */
export default function AdminPaymentsRoute() {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-brand-900">Pagos</h1>
      <PaymentsTable />
    </div>
  );
}
