import { ComingSoon } from '@/components/layouts/coming-soon';

export default function ResetPasswordRoute() {
  return <ComingSoon title="Recuperar contraseña" />;
}
