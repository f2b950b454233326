import { ComingSoon } from '@/components/layouts/coming-soon';

export default function AdminUsersRoute() {
  return <ComingSoon title="Gestión de Usuarios" />;
}
