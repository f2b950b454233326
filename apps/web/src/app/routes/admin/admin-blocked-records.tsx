import { BlockedRecords } from '@/features/practice/components/admin/blocked-records';

/** /admin/fichas-bloqueadas (ADR 0073). */
export default function AdminBlockedRecordsRoute() {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-brand-900">Fichas clínicas bloqueadas</h1>
      <BlockedRecords />
    </div>
  );
}
