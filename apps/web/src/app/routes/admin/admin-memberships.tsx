import { ComingSoon } from '@/components/layouts/coming-soon';

export default function AdminMembershipsRoute() {
  return <ComingSoon title="Membresías" />;
}
