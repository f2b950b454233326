import { ComingSoon } from '@/components/layouts/coming-soon';

export default function CheckoutMembershipRoute() {
  return <ComingSoon title="Pagar membresía" />;
}
