import { FeedbackList } from '@/features/feedback/components/admin/feedback-list';

/** /admin/feedback */
export default function AdminFeedbackRoute() {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-brand-900">Valoraciones</h1>
      <FeedbackList />
    </div>
  );
}
