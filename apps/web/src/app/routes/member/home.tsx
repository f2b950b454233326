import { ComingSoon } from '@/components/layouts/coming-soon';

export default function HomeRoute() {
  return <ComingSoon title="Inicio" />;
}
