import { ClassesAdmin } from '@/features/classes/components/admin/classes-admin';

/** /admin/clases: "Clases en Vivo". */
export default function AdminClassesRoute() {
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-brand-900">Clases en Vivo</h1>
        <p className="mt-1 text-gray-600">
          Clases y webinars del equipo: cupos, lista de espera y personas inscritas.
        </p>
      </header>
      <ClassesAdmin />
    </div>
  );
}
