import { CouponsAdmin } from '@/features/cart/components/admin/coupons-admin';

/** /admin/cupones (issue 48 §3, ADR 0084). */
export default function AdminCouponsRoute() {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-brand-900">Cupones de descuento</h1>
      <CouponsAdmin />
    </div>
  );
}
