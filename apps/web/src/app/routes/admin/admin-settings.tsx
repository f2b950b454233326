import { Link, useSearchParams } from 'react-router';
import clsx from 'clsx';
import { SettingsForm, type SettingsPart } from '@/features/admin/components/settings-form';
import { TeamMedia } from '@/features/admin/components/team-media';
import { FailedJobs } from '@/features/admin/components/failed-jobs';

const PARTS: ReadonlyArray<readonly [SettingsPart | 'tareas', string]> = [
  ['general', 'General'],
  ['citas', 'Citas y valoraciones'],
  ['mensajes', 'Mensajes diarios'],
  ['funciones', 'Funciones opcionales'],
  ['equipo', 'Equipo'],
  ['tareas', 'Tareas'],
];

/** /admin/settings?seccion=…: Configuración in parts, one per tab, each with its own "Guardar". */
export default function AdminSettingsRoute() {
  const [params] = useSearchParams();
  const asked = params.get('seccion');
  const part = PARTS.find(([key]) => key === asked)?.[0] ?? 'general';
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold text-brand-900">Configuración</h1>
      <nav
        aria-label="Partes de la configuración"
        className="flex gap-1 overflow-x-auto border-b border-gray-200"
      >
        {PARTS.map(([key, label]) => (
          <Link
            key={key}
            to={`?seccion=${key}`}
            aria-current={key === part ? 'page' : undefined}
            className={clsx(
              'border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap',
              key === part
                ? 'border-brand-600 text-brand-800'
                : 'border-transparent text-gray-600 hover:text-gray-900',
            )}
          >
            {label}
          </Link>
        ))}
      </nav>
      {part === 'tareas' ? <FailedJobs /> : <SettingsForm part={part} />}
      {part === 'equipo' ? <TeamMedia /> : null}
    </div>
  );
}
