import { ComingSoon } from '@/components/layouts/coming-soon';

export default function PaymentFailureRoute() {
  return <ComingSoon title="Pago rechazado" />;
}
