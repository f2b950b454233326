import { ComingSoon } from '@/components/layouts/coming-soon';

export default function TrainerClassesRoute() {
  return <ComingSoon title="Mis clases como entrenador" />;
}
