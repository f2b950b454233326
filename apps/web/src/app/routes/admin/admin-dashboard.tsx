import { ComingSoon } from '@/components/layouts/coming-soon';

export default function AdminDashboardRoute() {
  return <ComingSoon title="Panel de administración" />;
}
