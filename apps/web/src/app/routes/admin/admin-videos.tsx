import { ContentTabs } from '@/features/library/components/admin/content-tabs';
import { VideosTable } from '@/features/videos/components/admin/videos-table';

/** /admin/videos: "Gestión de Videos" */
export default function AdminVideosRoute() {
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold text-brand-900">Gestión de Videos</h1>
        <p className="mt-1 text-gray-600">
          Sube videos (se preparan en varias calidades), agrega subtítulos y publica. También puedes enlazar
          videos gratuitos de YouTube o Vimeo.
        </p>
      </div>
      <ContentTabs />
      <VideosTable />
    </div>
  );
}
