import { ComingSoon } from '@/components/layouts/coming-soon';

export default function MembershipPlansRoute() {
  return <ComingSoon title="Membresía" />;
}
