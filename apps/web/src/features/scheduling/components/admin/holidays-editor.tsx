import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { type z } from 'zod';
import { CalendarDateSchema, HolidayInputSchema } from '@vitalia/shared/scheduling';
import { Loading, LoadError } from '@/components/data/load-states';
import { TextField } from '@/components/ui/form-field';
import { DateField } from '@/components/ui/date-fields';
import { useToast } from '@/components/ui/toast';
import { applyServerErrors } from '@/lib/server-form-errors';
import { generalMessage } from '@/lib/api-client';
import { formatDate } from '@/utils/format';
import { useHolidays } from '../../api/get-holidays';
import { useSaveHoliday } from '../../api/save-holiday';
import { useRemoveHoliday } from '../../api/remove-holiday';

const HolidayFormSchema = HolidayInputSchema.extend({ date: CalendarDateSchema });
type HolidayFormValues = z.input<typeof HolidayFormSchema>;

/**
 * "Feriados" (issue 45 §6): Chile's public holidays, on which nobody of the team is offered, unless a
 * professional opens that date with hours of her own ("días con otro horario" is her exception).
 */
export function HolidaysEditor() {
  const [year, setYear] = useState(() => new Date().getFullYear());
  const holidays = useHolidays(year);
  const save = useSaveHoliday();
  const remove = useRemoveHoliday();
  const toast = useToast();
  const { register, handleSubmit, setError, reset, formState, control } = useForm<HolidayFormValues>({
    resolver: zodResolver(HolidayFormSchema),
    defaultValues: { date: '', name: '', irrenunciable: false },
  });
  const errors = formState.errors;
  return (
    <section aria-labelledby="feriados" className="card space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="feriados" className="text-lg font-semibold text-gray-900">
          Feriados
        </h2>
        <div className="flex items-center gap-2">
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => setYear(year - 1)}
            aria-label="Año anterior"
          >
            ‹
          </button>
          <span className="font-semibold tabular-nums" aria-live="polite">
            {year}
          </span>
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => setYear(year + 1)}
            aria-label="Año siguiente"
          >
            ›
          </button>
        </div>
      </div>
      <p className="text-sm text-gray-600">
        Nadie del equipo recibe citas en un feriado. Quien quiera atender ese día lo abre en «Días con otro
        horario».
      </p>
      {holidays.isPending ? (
        <Loading />
      ) : holidays.isError ? (
        <LoadError error={holidays.error} onRetry={() => void holidays.refetch()} />
      ) : holidays.data.holidays.length === 0 ? (
        <p className="text-sm text-gray-600">No hay feriados registrados para {year}. Agrégalos abajo.</p>
      ) : (
        <ul className="divide-y divide-gray-100" aria-label={`Feriados de ${year}`}>
          {holidays.data.holidays.map((holiday) => (
            <li key={holiday.date} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span>
                <span className="font-medium text-gray-900">
                  {formatDate(`${holiday.date}T12:00:00-04:00`)}
                </span>{' '}
                · {holiday.name}
                {holiday.irrenunciable ? (
                  <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                    Irrenunciable
                  </span>
                ) : null}
              </span>
              <button
                type="button"
                className="btn btn-ghost text-red-700"
                aria-label={`Quitar ${holiday.name}`}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(holiday.date, {
                    onSuccess: (answer) => toast.show({ type: 'success', title: answer.message }),
                    onError: (error) => toast.show({ type: 'error', title: generalMessage(error) }),
                  })
                }
              >
                Quitar
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        noValidate
        aria-label="Agregar feriado"
        className="grid gap-3 sm:grid-cols-[10rem_1fr_auto_auto] sm:items-end"
        onSubmit={handleSubmit(async ({ date, ...input }) => {
          try {
            const answer = await save.mutateAsync({ date, input });
            toast.show({ type: 'success', title: answer.message });
            setYear(Number(date.slice(0, 4)));
            reset();
          } catch (error) {
            const message = applyServerErrors(error, setError, ['date', 'name']);
            if (message) toast.show({ type: 'error', title: message });
          }
        })}
      >
        <DateField control={control} name="date" label="Fecha" error={errors.date?.message} />
        <TextField label="Nombre" error={errors.name?.message} {...register('name')} />
        <label className="flex items-center gap-2 pb-2 text-sm">
          <input type="checkbox" {...register('irrenunciable')} /> Irrenunciable
        </label>
        <button type="submit" className="btn btn-secondary" disabled={formState.isSubmitting}>
          Agregar feriado
        </button>
      </form>
    </section>
  );
}
