import { useState } from 'react';
import { BellRing } from 'lucide-react';
import { JOURNAL_REMINDERS_MAX } from '@vitalia/shared/journal';
import { Loading, LoadError } from '@/components/data/load-states';
import { TimeSelect } from '@/components/ui/time-select';
import { useToast } from '@/components/ui/toast';
import { generalMessage } from '@/lib/api-client';
import { useJournalReminders } from '../api/get-reminders';
import { useSaveJournalReminders } from '../api/save-reminders';

/** The times she wants a nudge in her bell to log a meal (hora de Chile continental). */
export function JournalReminders() {
  const reminders = useJournalReminders();
  const save = useSaveJournalReminders();
  const toast = useToast();
  const [adding, setAdding] = useState('13:00');
  const [error, setError] = useState<string | null>(null);
  if (reminders.isPending) return <Loading label="Cargando tus recordatorios…" />;
  if (reminders.isError)
    return <LoadError error={reminders.error} onRetry={() => void reminders.refetch()} />;
  const times = reminders.data.times;

  const store = async (next: string[], done: string) => {
    setError(null);
    try {
      await save.mutateAsync(next);
      toast.show({ type: 'success', title: done });
    } catch (failure) {
      setError(generalMessage(failure as Error));
    }
  };

  return (
    <section className="card space-y-3" aria-labelledby="recordatorios-diario">
      <h2 id="recordatorios-diario" className="flex items-center gap-2 text-lg font-semibold text-gray-900">
        <BellRing aria-hidden className="size-5 text-brand-700" />
        Recordatorios
      </h2>
      <p className="text-sm text-gray-700">
        Te avisamos en la campana a las horas que elijas (hora de Chile continental), una vez al día cada una.
      </p>
      {times.length === 0 ? (
        <p className="text-sm text-gray-600">Aún no tienes recordatorios.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Tus recordatorios">
          {times.map((time) => (
            <li
              key={time}
              className="flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm"
            >
              <span className="tabular-nums">{time}</span>
              <button
                type="button"
                className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full text-gray-700 hover:bg-white"
                aria-label={`Quitar el recordatorio de las ${time}`}
                disabled={save.isPending}
                onClick={() =>
                  void store(
                    times.filter((item) => item !== time),
                    'Recordatorio quitado.',
                  )
                }
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
      {times.length < JOURNAL_REMINDERS_MAX ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!times.includes(adding)) void store([...times, adding], 'Recordatorio guardado.');
          }}
        >
          <TimeSelect label="Nuevo recordatorio" value={adding} onChange={setAdding} />
          <button
            type="submit"
            className="btn btn-secondary"
            disabled={save.isPending || times.includes(adding)}
          >
            Agregar
          </button>
        </form>
      ) : null}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
