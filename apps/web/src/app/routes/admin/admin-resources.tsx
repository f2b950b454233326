import { ContentTabs } from '@/features/library/components/admin/content-tabs';
import { ResourcesTable } from '@/features/library/components/admin/resources-table';

/** /admin/resources */
export default function AdminResourcesRoute() {
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold text-brand-900">Gestión de Contenido</h1>
        <p className="mt-1 text-gray-600">Los e-books de la biblioteca: crea, sube el PDF y publica.</p>
      </div>
      <ContentTabs />
      <ResourcesTable />
    </div>
  );
}
