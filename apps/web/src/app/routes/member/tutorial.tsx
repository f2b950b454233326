import { ComingSoon } from '@/components/layouts/coming-soon';

export default function TutorialRoute() {
  return <ComingSoon title="Cómo funciona Vitalia" />;
}
