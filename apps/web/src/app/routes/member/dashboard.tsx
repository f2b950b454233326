import { ComingSoon } from '@/components/layouts/coming-soon';

export default function DashboardRoute() {
  return <ComingSoon title="Mi Dashboard" />;
}
