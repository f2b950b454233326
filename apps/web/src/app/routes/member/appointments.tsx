import { ComingSoon } from '@/components/layouts/coming-soon';

export default function AppointmentsRoute() {
  return <ComingSoon title="Mis Citas" />;
}
