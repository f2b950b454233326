import { ComingSoon } from '@/components/layouts/coming-soon';

export default function AdminAnalyticsRoute() {
  return <ComingSoon title="Analíticas" />;
}
