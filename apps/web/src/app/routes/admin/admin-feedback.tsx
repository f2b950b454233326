import { ComingSoon } from '@/components/layouts/coming-soon';

export default function AdminFeedbackRoute() {
  return <ComingSoon title="Valoraciones" />;
}
