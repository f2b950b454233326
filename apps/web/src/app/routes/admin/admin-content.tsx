import { ComingSoon } from '@/components/layouts/coming-soon';

export default function AdminContentRoute() {
  return <ComingSoon title="Gestión de Contenido" />;
}
