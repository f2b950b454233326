import { ComingSoon } from '@/components/layouts/coming-soon';

export default function ProfileRoute() {
  return <ComingSoon title="Mi Perfil" />;
}
