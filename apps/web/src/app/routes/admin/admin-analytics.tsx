import { AnalyticsView } from '@/features/admin/components/analytics-view';
import { ContentStatsSection } from '@/features/admin/components/content-stats';

/** /admin/analytics */
export default function AdminAnalyticsRoute() {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-brand-900">Analíticas</h1>
      <AnalyticsView />
      <ContentStatsSection />
    </div>
  );
}
