import { useState, type ReactNode } from 'react';
import { RotateCcw, X } from 'lucide-react';
import type { FailedJob, RunningJob } from '@vitalia/shared/jobs';
import { useToast } from '@/components/ui/toast';
import { generalMessage } from '@/lib/api-client';
import { formatDateTime } from '@/utils/format';
import { useFailedJobAction } from '../api/act-on-failed-job';
import { useFailedJobs } from '../api/get-failed-jobs';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QueryStatus } from '@/components/data/query-status';

/**
 * Configuración → Tareas (issue 18): what the platform does in the background (mail, the billing sweep,
 * group notices, video ladders) and failed after its retries, with the reason, to retry or cancel; and what
 * runs now, which can be started over when it seems stuck (issue 43 §5). Every action is audited.
 */
export function FailedJobs() {
  const jobs = useFailedJobs();
  const action = useFailedJobAction();
  const toast = useToast();
  const [cancelling, setCancelling] = useState<FailedJob | null>(null);
  const [restarting, setRestarting] = useState<RunningJob | null>(null);
  const list = jobs.data?.jobs ?? [];
  const running = jobs.data?.running ?? [];

  const retry = (job: FailedJob | RunningJob) =>
    action.mutate(
      { job, action: 'retry' },
      {
        onSuccess: (response) => toast.show({ type: 'success', title: response.message }),
        onError: (error) =>
          toast.show({ type: 'error', title: 'No se pudo reintentar', message: generalMessage(error) }),
      },
    );

  return (
    <section className="card space-y-4 p-6" aria-labelledby="failed-jobs-title">
      <div>
        <h2 id="failed-jobs-title" className="text-lg font-semibold text-gray-900">
          Tareas
        </h2>
        <p className="text-sm text-gray-600">
          Lo que la plataforma hace en segundo plano (correos, renovaciones, avisos, videos): lo que no pudo
          terminar después de varios intentos y lo que está haciendo ahora.
        </p>
      </div>
      {jobs.isSuccess && list.length === 0 ? (
        <p className="rounded-lg bg-green-50 p-4 text-sm text-green-800">
          {running.length === 0
            ? 'No hay tareas fallidas: todo lo pendiente se completó.'
            : 'No hay tareas fallidas.'}
        </p>
      ) : (
        <QueryStatus isPending={jobs.isPending} isError={jobs.isError} isEmpty={false} what="las tareas" />
      )}
      {list.length > 0 ? (
        <ul className="divide-y divide-gray-100" aria-label="Tareas fallidas">
          {list.map((job) => (
            <JobItem
              key={job.id}
              job={job}
              details={
                <>
                  <p className="break-words text-red-700">Motivo: {job.error}</p>
                  <p className="text-gray-500">
                    {job.attempts === 1 ? '1 intento' : `${job.attempts} intentos`}
                    {job.failed_at ? ` · falló el ${formatDateTime(job.failed_at)}` : ''}
                  </p>
                </>
              }
            >
              <button
                type="button"
                className="btn btn-secondary"
                disabled={action.isPending}
                onClick={() => retry(job)}
              >
                <RotateCcw aria-hidden className="h-4 w-4" /> Reintentar
              </button>
              <button type="button" className="btn btn-secondary" onClick={() => setCancelling(job)}>
                <X aria-hidden className="h-4 w-4" /> Cancelar tarea
              </button>
            </JobItem>
          ))}
        </ul>
      ) : null}
      {running.length > 0 ? (
        <div className="space-y-2">
          <h3 className="text-sm font-semibold text-gray-900">En curso</h3>
          <ul className="divide-y divide-gray-100" aria-label="Tareas en curso">
            {running.map((job) => (
              <JobItem
                key={job.id}
                job={job}
                details={
                  <p className="text-gray-500">
                    En curso desde el {formatDateTime(job.started_at)}
                    {job.attempts > 1 ? ` · intento ${job.attempts}` : ''}
                  </p>
                }
              >
                <button
                  type="button"
                  className="btn btn-secondary"
                  disabled={action.isPending}
                  onClick={() => setRestarting(job)}
                >
                  <RotateCcw aria-hidden className="h-4 w-4" /> Reintentar
                </button>
              </JobItem>
            ))}
          </ul>
        </div>
      ) : null}
      {restarting ? (
        <ConfirmDialog
          title="¿Empezar esta tarea de nuevo?"
          confirmLabel="Reintentar"
          busyLabel="Reintentando…"
          onClose={() => setRestarting(null)}
          onConfirm={() => action.mutateAsync({ job: restarting, action: 'retry' })}
        >
          {restarting.description}
          {restarting.subject ? ` (${restarting.subject})` : ''} vuelve a empezar desde el principio. Úsalo si
          lleva demasiado tiempo en curso: si todavía estaba avanzando, ese avance se pierde.
        </ConfirmDialog>
      ) : null}
      {cancelling ? (
        <ConfirmDialog
          title="¿Cancelar esta tarea?"
          confirmLabel="Cancelar tarea"
          busyLabel="Cancelando…"
          onClose={() => setCancelling(null)}
          onConfirm={() => action.mutateAsync({ job: cancelling, action: 'cancel' })}
        >
          {cancelling.description}
          {cancelling.subject ? ` (${cancelling.subject})` : ''} no se volverá a intentar.
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

/** One task of a list: what it does and is about, its state (`details`), and its buttons. */
function JobItem({
  job,
  details,
  children,
}: {
  job: FailedJob | RunningJob;
  details: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1 text-sm">
        <p className="font-medium text-gray-900">{job.description}</p>
        {job.subject ? <p className="text-gray-700">{job.subject}</p> : null}
        {details}
      </div>
      <div className="flex shrink-0 gap-2">{children}</div>
    </li>
  );
}
