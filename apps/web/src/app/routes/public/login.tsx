import { ComingSoon } from '@/components/layouts/coming-soon';

export default function LoginRoute() {
  return <ComingSoon title="Iniciar sesión" />;
}
