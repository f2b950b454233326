import { useSearchParams } from 'react-router';
import { PaymentResult } from '@/features/memberships/components/payment-result';

/** /payment-failure?order_id=N: a declined card; the page still shows the order's real state. */
export default function PaymentFailureRoute() {
  const [params] = useSearchParams();
  return <PaymentResult orderId={Number(params.get('order_id'))} />;
}
