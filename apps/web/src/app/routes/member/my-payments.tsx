import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { MyPayments } from '@/features/memberships/components/my-payments';

/** /mis-pagos: her orders and receipts on a page of their own, in the menu (issue 49 §12). */
export default function MyPaymentsRoute() {
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold text-gray-900">Mis pagos</h1>
        <p className="text-gray-700">
          Tus compras y planes con su comprobante. Para cambiar tu plan, ve a{' '}
          <Link to={paths.membershipPlans} className="font-semibold text-brand-700 underline">
            Membresía
          </Link>
          .
        </p>
      </header>
      <MyPayments />
    </div>
  );
}
