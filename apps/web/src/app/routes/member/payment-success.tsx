import { useSearchParams } from 'react-router';
import { PaymentResult } from '@/features/memberships/components/payment-result';

/** /payment-success?order_id=N: where the provider returns an approved (or still processing) payment. */
export default function PaymentSuccessRoute() {
  const [params] = useSearchParams();
  return <PaymentResult orderId={Number(params.get('order_id'))} />;
}
