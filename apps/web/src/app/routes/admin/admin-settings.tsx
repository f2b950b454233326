import { ComingSoon } from '@/components/layouts/coming-soon';

export default function AdminSettingsRoute() {
  return <ComingSoon title="Configuración" />;
}
