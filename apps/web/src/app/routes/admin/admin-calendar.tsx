import { ComingSoon } from '@/components/layouts/coming-soon';

export default function AdminCalendarRoute() {
  return <ComingSoon title="Calendario de clases" />;
}
