import { AppointmentsTable } from '@/features/scheduling/components/admin/appointments-table';

/** /admin/appointments */
export default function AdminAppointmentsRoute() {
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold text-brand-900">Citas</h1>
        <p className="mt-1 text-gray-600">Todas las consultas 1:1 del equipo, con su estado.</p>
      </div>
      <AppointmentsTable />
    </div>
  );
}
