import { useState } from 'react';
import { Link } from 'react-router';
import { CalendarDays, Plus } from 'lucide-react';
import { formatDateTime } from '@vitalia/shared/dates';
import { CLASS_KIND_LABELS, type LiveClass } from '@vitalia/shared/classes';
import { Pager } from '@/components/data/pager';
import { DataTable } from '@/components/data/data-table';
import { QueryStatus } from '@/components/data/query-status';
import { WhenToggle, type When } from '@/components/data/when-toggle';
import { Modal } from '@/components/ui/modal';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { paths } from '@/config/paths';
import { useAdminClasses } from '../../api/get-admin-classes';
import { useCancelClass } from '../../api/cancel-class';
import { useCancelSeries } from '../../api/cancel-series';
import { AttendeeList } from '../attendee-list';
import { ClassForm } from './class-form';

type Dialog =
  { kind: 'create' } | { kind: 'edit' | 'cancel' | 'cancel-series' | 'attendees'; live: LiveClass } | null;

/** "Clases en Vivo": every class and webinar, with seats, the line, and what an admin does with them. */
export function ClassesAdmin() {
  const [when, setWhen] = useState<When>('upcoming');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useAdminClasses({ when, page });
  const cancel = useCancelClass();
  const cancelSeries = useCancelSeries();
  const data = list.data;
  const open = (live: LiveClass) => live.status === 'scheduled' && Date.parse(live.starts_at) > Date.now();
  return (
    <section className="space-y-4" aria-labelledby="clases-admin">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="clases-admin" className="sr-only">
          Clases programadas
        </h2>
        <WhenToggle
          value={when}
          onChange={(value) => {
            setWhen(value);
            setPage(1);
          }}
        />
        <div className="flex flex-wrap gap-2">
          <Link className="btn btn-secondary" to={paths.admin.calendar}>
            <CalendarDays aria-hidden className="size-4" /> Ver calendario
          </Link>
          <button type="button" className="btn btn-primary" onClick={() => setDialog({ kind: 'create' })}>
            <Plus aria-hidden className="size-4" /> Nueva clase
          </button>
        </div>
      </div>
      {data && data.total === 0 ? (
        <p className="card p-6 text-center text-gray-600">
          {when === 'upcoming'
            ? 'No hay clases programadas. Crea la primera con «Nueva clase».'
            : 'Aún no hay clases pasadas.'}
        </p>
      ) : (
        <QueryStatus isPending={list.isPending} isError={list.isError} isEmpty={false} what="las clases" />
      )}
      {data && data.classes.length > 0 ? (
        <DataTable
          caption="Clases en vivo y webinars"
          rows={data.classes}
          rowKey={(live) => live.id}
          columns={[
            {
              header: 'Fecha',
              hideBelow: 'sm',
              cellClassName: 'whitespace-nowrap',
              cell: (live) => formatDateTime(live.starts_at),
            },
            {
              header: 'Clase',
              cell: (live) => (
                <>
                  {/* On a phone the date column is folded into this one. */}
                  <span className="block text-xs text-gray-600 sm:hidden">
                    {formatDateTime(live.starts_at)}
                  </span>
                  <span className="font-medium text-gray-900">{live.title}</span>
                  <span className="block text-xs text-gray-600">
                    {CLASS_KIND_LABELS[live.kind]}
                    {live.status === 'cancelled' ? ' · Cancelada' : ''}
                    {live.series_id ? ' · Serie semanal' : ''}
                  </span>
                </>
              ),
            },
            { header: 'Profesional', hideBelow: 'md', cell: (live) => live.trainer?.name ?? '—' },
            {
              header: 'Cupos',
              cellClassName: 'whitespace-nowrap',
              cell: (live) => (
                <>
                  {live.capacity - live.seats_left}/{live.capacity}
                  {live.waitlist_count > 0 ? (
                    <span className="block text-xs text-gray-600">{live.waitlist_count} en espera</span>
                  ) : null}
                </>
              ),
            },
            {
              header: 'Acciones',
              srOnlyHeader: true,
              pinnedEnd: true,
              cell: (live) => (
                <div className="flex flex-col items-end gap-1 sm:flex-row sm:flex-wrap sm:justify-end">
                  <button
                    type="button"
                    className="btn btn-ghost px-2 py-1"
                    onClick={() => setDialog({ kind: 'attendees', live })}
                  >
                    Inscripciones<span className="sr-only"> de {live.title}</span>
                  </button>
                  {open(live) ? (
                    <>
                      <button
                        type="button"
                        className="btn btn-ghost px-2 py-1"
                        onClick={() => setDialog({ kind: 'edit', live })}
                      >
                        Editar<span className="sr-only"> {live.title}</span>
                      </button>
                      <button
                        type="button"
                        className="btn btn-ghost px-2 py-1 text-red-700"
                        onClick={() => setDialog({ kind: 'cancel', live })}
                      >
                        Cancelar<span className="sr-only"> {live.title}</span>
                      </button>
                      {live.series_id ? (
                        <button
                          type="button"
                          className="btn btn-ghost px-2 py-1 text-red-700"
                          onClick={() => setDialog({ kind: 'cancel-series', live })}
                        >
                          Cancelar serie<span className="sr-only"> de {live.title}</span>
                        </button>
                      ) : null}
                    </>
                  ) : null}
                </div>
              ),
            },
          ]}
        />
      ) : null}
      {data && data.total > data.per_page ? (
        <Pager page={page} perPage={data.per_page} total={data.total} onPage={setPage} />
      ) : null}
      {dialog?.kind === 'create' ? <ClassForm onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'edit' ? <ClassForm live={dialog.live} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'attendees' ? (
        <Modal open onClose={() => setDialog(null)} title={`Inscripciones: ${dialog.live.title}`} size="md">
          <AttendeeList classId={dialog.live.id} scope="admin" />
        </Modal>
      ) : null}
      {dialog?.kind === 'cancel-series' && dialog.live.series_id ? (
        <ReasonDialog
          title={`¿Cancelar toda la serie «${dialog.live.title}»?`}
          explanation="Se cancelan todas las clases de la serie que aún no empiezan. Avisaremos a cada persona inscrita o en lista de espera."
          submitLabel="Cancelar la serie"
          busyLabel="Cancelando…"
          busy={cancelSeries.isPending}
          onClose={() => setDialog(null)}
          onSubmit={async (reason) => {
            const answer = await cancelSeries.mutateAsync({ seriesId: dialog.live.series_id ?? 0, reason });
            return { message: answer.message };
          }}
        />
      ) : null}
      {dialog?.kind === 'cancel' ? (
        <ReasonDialog
          title={`¿Cancelar «${dialog.live.title}»?`}
          explanation="Avisaremos por correo y en la app a cada persona inscrita o en lista de espera."
          submitLabel="Cancelar la clase"
          busyLabel="Cancelando…"
          busy={cancel.isPending}
          onClose={() => setDialog(null)}
          onSubmit={async (reason) => {
            const answer = await cancel.mutateAsync({ id: dialog.live.id, reason });
            return { message: answer.message ?? 'Clase cancelada.' };
          }}
        />
      ) : null}
    </section>
  );
}
