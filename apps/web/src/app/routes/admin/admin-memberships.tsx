import { MembershipsTable } from '@/features/memberships/components/admin/memberships-table';
import { PlanTrialsEditor } from '@/features/memberships/components/admin/plan-trials-editor';

/** /admin/memberships */
export default function AdminMembershipsRoute() {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-brand-900">Membresías</h1>
      <PlanTrialsEditor />
      <MembershipsTable />
    </div>
  );
}
