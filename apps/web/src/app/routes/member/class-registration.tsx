import { ComingSoon } from '@/components/layouts/coming-soon';

export default function ClassRegistrationRoute() {
  return <ComingSoon title="Inscripción a la clase" />;
}
