import { ComingSoon } from '@/components/layouts/coming-soon';

export default function PaymentSuccessRoute() {
  return <ComingSoon title="Pago aprobado" />;
}
