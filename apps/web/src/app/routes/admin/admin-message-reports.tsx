import { MessageReports } from '@/features/conversations/components/admin/message-reports';

/** /admin/mensajes-reportados (issue 46). */
export default function AdminMessageReportsRoute() {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-brand-900">Mensajes reportados</h1>
      <MessageReports />
    </div>
  );
}
