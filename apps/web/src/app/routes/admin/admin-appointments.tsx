import { ComingSoon } from '@/components/layouts/coming-soon';

export default function AdminAppointmentsRoute() {
  return <ComingSoon title="Citas" />;
}
