import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import clsx from 'clsx';
import { Loading, LoadError } from '@/components/data/load-states';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteJournalEntry } from '../api/delete-entry';
import { useJournal } from '../api/get-journal';
import { addDays, byChileDay, longDayOf, shortDayOf, todayInChile, weekEnding, weekdayOf } from '../days';
import { EntryCard } from './entry-card';
import { EntryForm, type FoodPickerSlot } from './entry-form';
import { JournalReminders } from './journal-reminders';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /diario: her food journal (issue 47). A week of days, each with how many meals she logged; the chosen
 * day's meals with their photos and her professional's comments; logging a meal; her reminders.
 */
export function JournalPage({ foodPicker }: { foodPicker?: FoodPickerSlot }) {
  const [params, setParams] = useSearchParams();
  const today = todayInChile();
  const asked = params.get('dia') ?? '';
  const day = ISO_DAY.test(asked) && asked <= today ? asked : today;
  const [lastDay, setLastDay] = useState(() => (addDays(day, 6) > today ? today : addDays(day, 6)));
  const week = weekEnding(lastDay);
  const journal = useJournal(week[0] ?? lastDay, lastDay);
  const [writing, setWriting] = useState(params.get('registrar') === '1');
  const [removing, setRemoving] = useState<number | null>(null);
  const remove = useDeleteJournalEntry();

  const choose = (next: string) => setParams({ dia: next }, { replace: true });
  const entries = journal.data?.entries ?? [];
  const days = byChileDay(entries);
  const ofDay = days.get(day) ?? [];
  const countOf = (date: string) => days.get(date)?.length ?? 0;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold text-gray-900">Mi diario de comidas</h1>
        <p className="text-gray-700">
          Anota qué comiste y cómo te sentiste. Tu profesional lo ve y puede comentarlo; nadie más.
        </p>
      </header>

      <nav aria-label="Días de la semana" className="flex items-center gap-1">
        <button
          type="button"
          className="btn btn-ghost min-h-11 min-w-11 px-2"
          aria-label="Semana anterior"
          onClick={() => setLastDay(addDays(lastDay, -7))}
        >
          <ChevronLeft aria-hidden className="size-5" />
        </button>
        <ol className="grid flex-1 grid-cols-7 gap-1">
          {week.map((date) => {
            const count = countOf(date);
            return (
              <li key={date}>
                <button
                  type="button"
                  aria-current={date === day ? 'date' : undefined}
                  aria-label={`${longDayOf(date)}: ${count === 1 ? '1 registro' : `${count} registros`}`}
                  onClick={() => choose(date)}
                  className={clsx(
                    'flex w-full flex-col items-center rounded-md border px-1 py-2 text-xs',
                    date === day
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-gray-200 bg-white text-gray-800 hover:border-brand-300',
                  )}
                >
                  <span className="font-semibold">{date === today ? 'hoy' : weekdayOf(date)}</span>
                  <span>{shortDayOf(date)}</span>
                  <span aria-hidden className="mt-1 tabular-nums">
                    {journal.isSuccess ? (count > 0 ? '●'.repeat(Math.min(count, 5)) : '·') : ' '}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
        <button
          type="button"
          className="btn btn-ghost min-h-11 min-w-11 px-2"
          aria-label="Semana siguiente"
          disabled={lastDay >= today}
          onClick={() => setLastDay(addDays(lastDay, 7) > today ? today : addDays(lastDay, 7))}
        >
          <ChevronRight aria-hidden className="size-5" />
        </button>
      </nav>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-gray-900 first-letter:uppercase">{longDayOf(day)}</h2>
        {!writing ? (
          <button type="button" className="btn btn-primary" onClick={() => setWriting(true)}>
            <Plus aria-hidden className="size-4" />
            Registrar comida
          </button>
        ) : null}
      </div>

      {writing ? (
        <EntryForm key={day} day={day} foodPicker={foodPicker} onDone={() => setWriting(false)} />
      ) : null}

      {journal.isPending ? <Loading label="Cargando tu diario…" /> : null}
      {journal.isError ? <LoadError error={journal.error} onRetry={() => void journal.refetch()} /> : null}
      {journal.isSuccess && ofDay.length === 0 && !writing ? (
        <p className="card text-gray-700">Aún no registras comidas este día.</p>
      ) : null}
      <div className="space-y-4">
        {ofDay.map((entry) => (
          <EntryCard
            key={entry.id}
            entry={entry}
            actions={
              <button type="button" className="btn btn-ghost min-h-11" onClick={() => setRemoving(entry.id)}>
                Eliminar registro
              </button>
            }
          />
        ))}
      </div>

      <JournalReminders />

      {removing !== null ? (
        <ConfirmDialog
          title="¿Eliminar este registro?"
          confirmLabel="Eliminar"
          busyLabel="Eliminando…"
          onClose={() => setRemoving(null)}
          onConfirm={async () => {
            await remove.mutateAsync(removing);
            return { message: 'Registro eliminado.' };
          }}
        >
          Se borran el registro, su foto y los comentarios. No se puede deshacer.
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
