import { useSearchParams } from 'react-router';
import { PaymentResult } from '@/features/memberships/components/payment-result';

/**
 * /payment-failure?order_id=N: a declined card; the page still shows the order's real state.
 * `motivo=cancelado|tiempo`: Webpay sent her back without a payment (ADR 0045).
 */
export default function PaymentFailureRoute() {
  const [params] = useSearchParams();
  const reason = params.get('motivo');
  return (
    <PaymentResult
      orderId={Number(params.get('order_id'))}
      abandoned={reason === 'cancelado' || reason === 'tiempo' ? reason : undefined}
    />
  );
}
