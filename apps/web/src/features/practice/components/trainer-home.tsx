import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarDays, GraduationCap, Users, Video } from 'lucide-react';
import { formatTime } from '@vitalia/shared/dates';
import type { HomeItem } from '@vitalia/shared/practice';
import { paths } from '@/config/paths';
import { Loading, LoadError } from '@/components/data/load-states';
import { useTrainerHome } from '../api/get-trainer-home';
import { AttentionReasons, ClientStatusChip } from './client-status';

function AgendaList({
  title,
  items,
  empty,
  enterRoom,
}: {
  title: string;
  items: HomeItem[];
  empty: string;
  enterRoom: (item: HomeItem) => ReactNode;
}) {
  const id = `agenda-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="card space-y-3">
      <h2 id={id} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-gray-600">{empty}</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {items.map((item) => (
            <li key={`${item.kind}-${item.id}`} className="flex flex-wrap items-center gap-3 py-3">
              <p className="w-14 shrink-0 text-lg font-semibold tabular-nums text-brand-800">
                {formatTime(item.starts_at)}
              </p>
              <div className="min-w-0 flex-1">
                {item.kind === 'consultation' && item.member_id !== null ? (
                  <Link
                    to={paths.trainerClient(item.member_id)}
                    className="font-semibold text-gray-900 underline-offset-2 hover:underline"
                  >
                    {item.who}
                  </Link>
                ) : (
                  <p className="font-semibold text-gray-900">{item.title}</p>
                )}
                <p className="text-sm text-gray-600">
                  {item.kind === 'consultation'
                    ? `${item.title} · ${item.modality === 'online' ? 'en línea' : 'presencial'}${item.status === 'completed' ? ' · realizada' : ''}`
                    : `Clase en vivo · ${item.who}`}
                </p>
                {item.kind === 'consultation' ? <div className="mt-1">{enterRoom(item)}</div> : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const SHORTCUTS = [
  { label: 'Mis clientes', to: paths.trainerClients, icon: Users },
  { label: 'Agenda', to: paths.trainerClasses, icon: CalendarDays },
  { label: 'Mis cursos', to: paths.trainerCourses, icon: GraduationCap },
  { label: 'Mis videos', to: paths.trainerVideos, icon: Video },
];

/**
 * "Hoy" (issue 45 §1): where a professional lands. Today's and tomorrow's consultations and classes, with
 * the member's name and "Entrar"; who needs her attention; shortcuts to the rest of her practice.
 */
export function TrainerHome({ enterRoom }: { enterRoom: (item: HomeItem) => ReactNode }) {
  const home = useTrainerHome();
  if (home.isPending) return <Loading label="Cargando tu día" />;
  if (home.isError) return <LoadError error={home.error} onRetry={() => void home.refetch()} />;
  const data = home.data;
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-brand-900">Hola, {data.name}</h1>
        <p className="mt-1 text-gray-600">
          {data.today.length === 0
            ? 'Hoy no tienes consultas ni clases.'
            : `Hoy tienes ${data.today.length} ${data.today.length === 1 ? 'actividad' : 'actividades'}.`}{' '}
          {data.counts.clients} {data.counts.clients === 1 ? 'persona está' : 'personas están'} a tu cargo.
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        <AgendaList title="Hoy" items={data.today} empty="Nada agendado para hoy." enterRoom={enterRoom} />
        <AgendaList
          title="Mañana"
          items={data.tomorrow}
          empty="Nada agendado para mañana."
          enterRoom={enterRoom}
        />
      </div>
      <section aria-labelledby="atencion" className="card space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="atencion" className="text-lg font-semibold text-gray-900">
            Necesitan tu atención
          </h2>
          {data.counts.attention > data.attention.length ? (
            <Link
              className="text-sm font-semibold text-brand-700 underline"
              to={`${paths.trainerClients}?status=attention`}
            >
              Ver las {data.counts.attention}
            </Link>
          ) : null}
        </div>
        {data.attention.length === 0 ? (
          <p className="text-sm text-gray-600">Todas las personas a tu cargo están al día.</p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {data.attention.map((client) => (
              <li key={client.member_id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div>
                  <Link
                    to={paths.trainerClient(client.member_id)}
                    className="font-semibold text-gray-900 underline-offset-2 hover:underline"
                  >
                    {client.name}
                  </Link>
                  <AttentionReasons client={client} />
                </div>
                <ClientStatusChip client={client} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <nav aria-label="Accesos directos" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {SHORTCUTS.map((shortcut) => (
          <Link
            key={shortcut.to}
            to={shortcut.to}
            className="card flex items-center gap-2 p-4 font-semibold text-brand-800 hover:bg-brand-50"
          >
            <shortcut.icon aria-hidden className="size-5" /> {shortcut.label}
          </Link>
        ))}
      </nav>
    </div>
  );
}
