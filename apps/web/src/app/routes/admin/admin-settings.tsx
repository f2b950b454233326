import { SettingsForm } from '@/features/admin/components/settings-form';
import { TeamMedia } from '@/features/admin/components/team-media';
import { FailedJobs } from '@/features/admin/components/failed-jobs';

/** /admin/settings */
export default function AdminSettingsRoute() {
  return (
    <div className="space-y-8">
      <div className="space-y-4">
        <h1 className="text-2xl font-semibold text-brand-900">Configuración</h1>
        <SettingsForm />
      </div>
      <TeamMedia />
      <FailedJobs />
    </div>
  );
}
