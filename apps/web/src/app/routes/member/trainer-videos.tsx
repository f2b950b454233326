import { TRAINER_VIDEOS_SCOPE, VideoEditingContext } from '@/features/videos/api/editing-scope';
import { VideosTable } from '@/features/videos/components/admin/videos-table';
import { ProfessionalOnly } from './professional-only';

/** /trainer/videos: a professional's own videos, uploaded and published with the admin's tools (issue 19). */
export default function TrainerVideosRoute() {
  return (
    <ProfessionalOnly>
      <VideoEditingContext.Provider value={TRAINER_VIDEOS_SCOPE}>
        <div className="space-y-4">
          <div>
            <h1 className="text-2xl font-semibold text-brand-900">Mis videos como profesional</h1>
            <p className="mt-1 text-gray-600">
              Sube tus videos (se preparan en varias calidades), agrega subtítulos y publícalos. Solo ves y
              editas los tuyos.
            </p>
          </div>
          <VideosTable />
        </div>
      </VideoEditingContext.Provider>
    </ProfessionalOnly>
  );
}
