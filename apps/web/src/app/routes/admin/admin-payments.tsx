import { ComingSoon } from '@/components/layouts/coming-soon';

export default function AdminPaymentsRoute() {
  return <ComingSoon title="Pagos" />;
}
