import { useEffect, useId, useState } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { formatLongDateTime } from '@vitalia/shared/dates';
import type { TrainerAvailability } from '@vitalia/shared/scheduling';
import { useToast } from '@/components/ui/toast';
import { DateInput, DateTimeInput, isCompleteDateTime, TimeInput } from '@/components/ui/date-time-inputs';
import { generalMessage } from '@/lib/api-client';
import { useChangeAvailability } from '../../api/change-availability';
import { useTeam } from '../../api/get-team';
import { useTrainerAvailability } from '../../api/get-availability';
import { type Whose } from '../../api/availability-cache';
import { Loading } from '@/components/data/load-states';

const WEEKDAY_NAMES = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'];
/** The zones a professional may work in, named as people say them (issue 49 §3), not by their IANA id. */
const ZONE_NAMES: Record<string, string> = {
  'America/Santiago': 'Hora de Chile continental',
  'America/Punta_Arenas': 'Hora de Magallanes (Punta Arenas)',
  'Pacific/Easter': 'Hora de Isla de Pascua',
  'America/Lima': 'Hora de Perú (Lima)',
  'America/Bogota': 'Hora de Colombia (Bogotá)',
  'Europe/Madrid': 'Hora de España (Madrid)',
};
const ZONES = Object.keys(ZONE_NAMES);

const toTime = (minute: number) =>
  minute >= 1440
    ? '24:00'
    : `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
/** "09:30" → 570; the end of the day may be written 00:00 or 24:00. */
const toMinute = (time: string, end = false) => {
  const [hours, minutes] = time.split(':').map(Number);
  const value = (hours ?? 0) * 60 + (minutes ?? 0);
  return end && value === 0 ? 1440 : value;
};

type Block = { weekday: number; from: string; to: string };

export function WeeklyHours({
  availability,
  trainerId,
}: {
  availability: TrainerAvailability;
  trainerId: Whose;
}) {
  const change = useChangeAvailability(trainerId);
  const toast = useToast();
  const [zone, setZone] = useState(availability.trainer.time_zone);
  const [blocks, setBlocks] = useState<Block[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setZone(availability.trainer.time_zone);
    setBlocks(
      availability.hours.map((hour) => ({
        weekday: hour.weekday,
        from: toTime(hour.start_minute),
        to: toTime(hour.end_minute),
      })),
    );
  }, [availability]);

  const update = (index: number, patch: Partial<Block>) =>
    setBlocks((current) => current.map((block, at) => (at === index ? { ...block, ...patch } : block)));

  return (
    <form
      className="card space-y-4 p-4"
      aria-labelledby="weekly-hours-title"
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        change.mutate(
          {
            kind: 'weekly',
            input: {
              time_zone: zone,
              hours: blocks.map((block) => ({
                weekday: block.weekday,
                start_minute: toMinute(block.from),
                end_minute: toMinute(block.to, true),
              })),
            },
          },
          {
            onSuccess: (answer) => toast.show({ type: 'success', title: answer.message ?? 'Guardado.' }),
            onError: (failure) => setError(generalMessage(failure)),
          },
        );
      }}
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 id="weekly-hours-title" className="font-semibold text-gray-900">
          Horario semanal
        </h3>
        <label className="text-sm">
          <span className="field-label">Zona horaria de sus horarios</span>
          <select className="field-input" value={zone} onChange={(event) => setZone(event.target.value)}>
            {[...new Set([zone, ...ZONES])].map((name) => (
              <option key={name} value={name}>
                {ZONE_NAMES[name] ?? name.replace(/_/g, ' ')}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ul className="divide-y divide-gray-100">
        {WEEKDAY_NAMES.map((name, index) => {
          const weekday = index + 1;
          const entries = blocks
            .map((block, at) => ({ block, at }))
            .filter(({ block }) => block.weekday === weekday);
          return (
            <li key={name} className="flex flex-wrap items-start gap-3 py-3">
              <span className="w-24 pt-2 font-medium text-gray-800">{name}</span>
              <div className="flex flex-1 flex-col gap-2">
                {entries.length === 0 ? <span className="pt-2 text-sm text-gray-600">No atiende</span> : null}
                {entries.map(({ block, at }) => (
                  <div key={at} className="flex flex-wrap items-center gap-2">
                    <TimeInput
                      label={`${name}: desde`}
                      step={15}
                      value={block.from}
                      onChange={(from) => update(at, { from })}
                    />
                    <span aria-hidden>–</span>
                    <TimeInput
                      label={`${name}: hasta`}
                      step={15}
                      value={block.to}
                      onChange={(to) => update(at, { to })}
                    />
                    <button
                      type="button"
                      className="btn btn-ghost px-2"
                      aria-label={`Quitar el bloque de ${name} ${block.from}–${block.to}`}
                      onClick={() => setBlocks((current) => current.filter((_, position) => position !== at))}
                    >
                      <Trash2 aria-hidden className="size-4" />
                    </button>
                  </div>
                ))}
              </div>
              <button
                type="button"
                className="btn btn-ghost text-sm"
                onClick={() => setBlocks((current) => [...current, { weekday, from: '09:00', to: '13:00' }])}
              >
                <Plus aria-hidden className="size-4" /> Agregar bloque
                <span className="sr-only">{` el ${name}`}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={change.isPending}>
        {change.isPending ? 'Guardando…' : 'Guardar horario semanal'}
      </button>
    </form>
  );
}

export function DatesAndTimeOff({
  availability,
  trainerId,
}: {
  availability: TrainerAvailability;
  trainerId: Whose;
}) {
  const change = useChangeAvailability(trainerId);
  const toast = useToast();
  const [date, setDate] = useState('');
  const dateId = useId();
  const offFromId = useId();
  const offToId = useId();
  const [closed, setClosed] = useState(true);
  const [from, setFrom] = useState('09:00');
  const [to, setTo] = useState('13:00');
  const [offFrom, setOffFrom] = useState('');
  const [offTo, setOffTo] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const done = {
    onSuccess: (answer: TrainerAvailability) => {
      setError(null);
      toast.show({ type: 'success', title: answer.message ?? 'Guardado.' });
    },
    onError: (failure: Error) => setError(generalMessage(failure)),
  };
  const zone = availability.trainer.time_zone;

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section className="card space-y-3 p-4" aria-labelledby="dates-title">
        <h3 id="dates-title" className="font-semibold text-gray-900">
          Días con otro horario
        </h3>
        <form
          className="grid gap-2 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!date) return setError('Elige la fecha.');
            change.mutate(
              {
                kind: 'date',
                date,
                intervals: closed ? [] : [{ start_minute: toMinute(from), end_minute: toMinute(to, true) }],
              },
              done,
            );
          }}
        >
          <div className="text-sm sm:col-span-2">
            <label htmlFor={dateId} className="field-label">
              Fecha
            </label>
            <DateInput id={dateId} value={date} onChange={setDate} />
          </div>
          <label className="flex items-center gap-2 text-sm sm:col-span-2">
            <input
              type="checkbox"
              className="accent-brand-700"
              checked={closed}
              onChange={(event) => setClosed(event.target.checked)}
            />
            No atiende ese día
          </label>
          {closed ? null : (
            <>
              <div className="text-sm">
                <span className="field-label">Desde</span>
                <TimeInput label="Desde" value={from} onChange={setFrom} />
              </div>
              <div className="text-sm">
                <span className="field-label">Hasta</span>
                <TimeInput label="Hasta" value={to} onChange={setTo} />
              </div>
            </>
          )}
          <button type="submit" className="btn btn-secondary sm:col-span-2" disabled={change.isPending}>
            Guardar día
          </button>
        </form>
        {availability.overrides.length === 0 ? (
          <p className="text-sm text-gray-600">Sin excepciones próximas.</p>
        ) : (
          <ul className="divide-y divide-gray-100 text-sm" aria-label="Días con otro horario">
            {availability.overrides.map((override) => (
              <li key={override.date} className="flex items-center justify-between gap-2 py-2">
                <span>
                  {override.date}:{' '}
                  {override.intervals.length === 0
                    ? 'no atiende'
                    : override.intervals
                        .map((interval) => `${toTime(interval.start_minute)}–${toTime(interval.end_minute)}`)
                        .join(', ')}
                </span>
                <button
                  type="button"
                  className="btn btn-ghost px-2 text-red-700"
                  onClick={() => change.mutate({ kind: 'date-remove', date: override.date }, done)}
                >
                  Quitar<span className="sr-only">{` la excepción del ${override.date}`}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="card space-y-3 p-4" aria-labelledby="time-off-title">
        <h3 id="time-off-title" className="font-semibold text-gray-900">
          Ausencias
        </h3>
        <form
          className="grid gap-2 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            // A day without its hour is not midnight: both ends need both.
            if (!isCompleteDateTime(offFrom) || !isCompleteDateTime(offTo))
              return setError('Indica desde y hasta cuándo, con día y hora.');
            change.mutate(
              {
                kind: 'time-off',
                input: {
                  starts_at: new Date(offFrom).toISOString(),
                  ends_at: new Date(offTo).toISOString(),
                  reason,
                },
              },
              done,
            );
          }}
        >
          <div className="text-sm">
            <label htmlFor={offFromId} className="field-label">
              Desde
            </label>
            <DateTimeInput id={offFromId} label="Desde" value={offFrom} onChange={setOffFrom} />
          </div>
          <div className="text-sm">
            <label htmlFor={offToId} className="field-label">
              Hasta
            </label>
            <DateTimeInput id={offToId} label="Hasta" value={offTo} onChange={setOffTo} />
          </div>
          <label className="text-sm sm:col-span-2">
            <span className="field-label">Motivo (opcional)</span>
            <input
              className="field-input"
              maxLength={120}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </label>
          <button type="submit" className="btn btn-secondary sm:col-span-2" disabled={change.isPending}>
            Registrar ausencia
          </button>
        </form>
        {availability.time_off.length === 0 ? (
          <p className="text-sm text-gray-600">Sin ausencias próximas.</p>
        ) : (
          <ul className="divide-y divide-gray-100 text-sm" aria-label="Ausencias">
            {availability.time_off.map((off) => (
              <li key={off.id} className="flex items-center justify-between gap-2 py-2">
                <span>
                  {formatLongDateTime(off.starts_at, zone)} – {formatLongDateTime(off.ends_at, zone)}
                  {off.reason ? ` · ${off.reason}` : ''}
                </span>
                <button
                  type="button"
                  className="btn btn-ghost px-2 text-red-700"
                  onClick={() => change.mutate({ kind: 'time-off-remove', id: off.id }, done)}
                >
                  Quitar<span className="sr-only"> esta ausencia</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {error ? (
        <p role="alert" className="field-error lg:col-span-2">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Admin "Citas › Horarios del equipo": each professional's weekly hours, days with other hours, time off. */
export function TeamHoursEditor() {
  const team = useTeam();
  const [trainerId, setTrainerId] = useState<number>();
  const trainers = team.data?.trainers ?? [];
  const chosen = trainerId ?? trainers[0]?.id;
  const availability = useTrainerAvailability(chosen);
  return (
    <div className="space-y-4">
      <label className="block max-w-sm">
        <span className="field-label">Profesional</span>
        <select
          className="field-input"
          value={chosen ?? ''}
          onChange={(event) => setTrainerId(Number(event.target.value))}
          disabled={trainers.length === 0}
        >
          {trainers.map((trainer) => (
            <option key={trainer.id} value={trainer.id}>
              {trainer.name}
              {trainer.is_active ? '' : ' (inactiva)'}
            </option>
          ))}
        </select>
      </label>
      {team.isPending || (chosen !== undefined && availability.isPending) ? <Loading /> : null}
      {team.isError || availability.isError ? (
        <p role="alert" className="text-red-700">
          No se pudieron cargar los horarios. Revisa tu conexión e intenta nuevamente.
        </p>
      ) : null}
      {team.data && trainers.length === 0 ? (
        <p className="card p-6 text-center text-gray-600">Aún no hay profesionales en el equipo.</p>
      ) : null}
      {availability.data && chosen !== undefined ? (
        <>
          <WeeklyHours key={`weekly-${chosen}`} availability={availability.data} trainerId={chosen} />
          <DatesAndTimeOff key={`dates-${chosen}`} availability={availability.data} trainerId={chosen} />
        </>
      ) : null}
    </div>
  );
}
