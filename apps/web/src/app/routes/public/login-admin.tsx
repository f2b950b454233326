import { ComingSoon } from '@/components/layouts/coming-soon';

export default function LoginAdminRoute() {
  return <ComingSoon title="Acceso administrativo" />;
}
