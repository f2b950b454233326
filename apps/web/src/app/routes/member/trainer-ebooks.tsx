import { ResourceEditingContext, TRAINER_RESOURCES_SCOPE } from '@/features/library/api/editing-scope';
import { ResourcesTable } from '@/features/library/components/admin/resources-table';
import { ProfessionalOnly } from './professional-only';

/** /trainer/ebooks: a professional's own e-books, created and published with the admin's tools (issue 19). */
export default function TrainerEbooksRoute() {
  return (
    <ProfessionalOnly>
      <ResourceEditingContext.Provider value={TRAINER_RESOURCES_SCOPE}>
        <div className="space-y-4">
          <div>
            <h1 className="text-2xl font-semibold text-brand-900">Mis e-books como profesional</h1>
            <p className="mt-1 text-gray-600">
              Crea tus e-books, sube el PDF y publícalos en la biblioteca. Solo ves y editas los tuyos.
            </p>
          </div>
          <ResourcesTable />
        </div>
      </ResourceEditingContext.Provider>
    </ProfessionalOnly>
  );
}
