import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ArrowLeft,
  MessagesSquare,
  CalendarCheck,
  GraduationCap,
  Download,
  ShoppingBag,
  Video,
} from 'lucide-react';
import type { ClientChart as Chart, TimelineItem } from '@vitalia/shared/practice';
import { PLAN_LABELS } from '@vitalia/shared/plans';
import { formatDateTime, formatLongDateTime } from '@vitalia/shared/dates';
import { paths } from '@/config/paths';
import { Loading, LoadError } from '@/components/data/load-states';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/utils/format';
import { useClientChart } from '../api/get-client-chart';
import { AttentionReasons, ClientStatusChip } from './client-status';
import { MeasurementsPanel } from './measurements-panel';
import { NotesPanel } from './notes-panel';

const TIMELINE_ICONS = {
  consultation: CalendarCheck,
  class: Video,
  purchase: ShoppingBag,
  course: GraduationCap,
  download: Download,
} as const;
const TIMELINE_LABELS = {
  consultation: 'Consulta',
  class: 'Clase en vivo',
  purchase: 'Compra',
  course: 'Curso',
  download: 'Biblioteca',
} as const;

function Timeline({ items }: { items: TimelineItem[] }) {
  if (items.length === 0) return <p className="text-sm text-gray-600">Aún no hay actividad.</p>;
  return (
    <ol className="space-y-3">
      {items.map((item, index) => {
        const Icon = TIMELINE_ICONS[item.kind];
        return (
          <li key={`${item.kind}-${item.at}-${index}`} className="flex gap-3">
            <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <div className="min-w-0 text-sm">
              <p className="font-medium text-gray-900">
                <span className="sr-only">{TIMELINE_LABELS[item.kind]}: </span>
                {item.title}
              </p>
              <p className="text-gray-600">
                {item.detail} · {formatDateTime(item.at)}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The client chart (`/trainer/clientes/{id}`, issue 45 §3): who she is, her status, session notes and
 * measures, intake and consent (composed by the route from the onboarding feature), and what she did.
 * Only for a member in the professional's care: anyone else reads "no encontramos…" (the server's 404).
 */
export function ClientChart({
  memberId,
  intake,
  checkIns,
  mealPlans,
  journal,
  progress,
  ownMeasurements,
  progressPhotos,
}: {
  memberId: number;
  intake: (state: Chart['intake']) => ReactNode;
  /** Her check-ins (another feature's panel, given by the route). */
  checkIns?: ReactNode;
  /** Her meal plans (another feature's panel, given by the route). */
  mealPlans?: ReactNode;
  /** Her food journal (another feature's panel, given by the route). */
  journal?: ReactNode;
  /** Her series with their goals and custom measures (another feature's panel, given by the route). */
  progress?: ReactNode;
  /** What she measured at home (another feature's panel, given by the route). */
  ownMeasurements?: ReactNode;
  /** Her progress photos side by side (another feature's panel, given by the route). */
  progressPhotos?: ReactNode;
}) {
  const chart = useClientChart(memberId);
  if (chart.isPending) return <Loading label="Cargando ficha" />;
  if (chart.isError)
    return (
      <div className="space-y-3">
        <LoadError
          error={chart.error}
          onRetry={
            chart.error instanceof ApiError && chart.error.status === 404
              ? undefined
              : () => void chart.refetch()
          }
        />
        <Link to={paths.trainerClients} className="btn btn-secondary">
          <ArrowLeft aria-hidden className="size-4" /> Mis clientes
        </Link>
      </div>
    );
  const { client, timeline, consultations } = chart.data;
  return (
    <div className="space-y-6">
      <Link
        to={paths.trainerClients}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700"
      >
        <ArrowLeft aria-hidden className="size-4" /> Mis clientes
      </Link>
      <header className="card flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold text-brand-900">{client.name}</h1>
          <p className="text-sm text-gray-700">
            {client.email}
            {client.phone ? ` · ${client.phone}` : ''} · Plan {PLAN_LABELS[client.plan_type]}
          </p>
          <p className="text-sm text-gray-600">
            A tu cargo desde el {formatDate(client.since)} ·{' '}
            {client.next_consultation_at ? (
              <>Próxima consulta: {formatLongDateTime(client.next_consultation_at)}</>
            ) : (
              'Sin consulta agendada'
            )}
          </p>
          <AttentionReasons client={client} />
        </div>
        <div className="flex flex-col items-end gap-2">
          <ClientStatusChip client={client} />
          <Link to={`${paths.messages}?cliente=${memberId}`} className="btn btn-secondary">
            <MessagesSquare aria-hidden className="size-4" /> Escribirle
          </Link>
        </div>
      </header>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-8">
          <NotesPanel memberId={memberId} consultations={consultations} />
          <MeasurementsPanel memberId={memberId} consultations={consultations} />
          {progress}
          {ownMeasurements}
          {progressPhotos}
          {checkIns}
          {mealPlans}
          {journal}
        </div>
        <aside className="space-y-6">
          <div className="card space-y-3">{intake(chart.data.intake)}</div>
          <section aria-labelledby="historial" className="card space-y-3">
            <h2 id="historial" className="text-lg font-semibold text-gray-900">
              Historial
            </h2>
            <Timeline items={timeline} />
          </section>
        </aside>
      </div>
    </div>
  );
}
