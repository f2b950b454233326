import { ComingSoon } from '@/components/layouts/coming-soon';

export default function LearnMoreRoute() {
  return <ComingSoon title="Conoce Vitalia" />;
}
