import { ComingSoon } from '@/components/layouts/coming-soon';

export default function AgendaRoute() {
  return <ComingSoon title="Agendamiento" />;
}
