import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import clsx from 'clsx';
import { CalendarCheck, CalendarPlus, Lock } from 'lucide-react';
import { formatLongDateTime } from '@vitalia/shared/dates';
import { PLAN_LABELS } from '@vitalia/shared/plans';
import {
  MODALITY_LABELS,
  type Appointment,
  type AppointmentType,
  type Slot,
} from '@vitalia/shared/scheduling';
import { paths } from '@/config/paths';
import { env } from '@/config/env';
import { ApiError, generalMessage } from '@/lib/api-client';
import { useBookingOptions } from '../api/get-booking-options';
import { useAvailableDays } from '../api/get-available-days';
import { useAvailableSlots } from '../api/get-available-slots';
import { useBookAppointment } from '../api/book-appointment';
import { releaseHold, useHoldSlot } from '../api/hold-slot';
import { useRescheduleAppointment } from '../api/reschedule-appointment';
import { calendarFileUrl } from '../api/get-appointment';
import { viewerTimeZone } from '../api/keys';
import { dateInWords, MonthDays, shiftMonth } from './month-days';

/** Booking looks at most this many months ahead (the longest type's horizon is 60 days). */
const MONTHS_AHEAD = 3;

const todayIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );

const timeOf = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('es-CL', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );

interface Chosen extends Slot {
  /** Made when she picks the slot: her double click or retry books it once. */
  idempotencyKey: string;
}

/**
 * /agenda: type and professional, a month with the days that have free slots, the day's slots, confirm.
 * With `moving`, the same steps move one of her appointments to another time (type and trainer fixed).
 */
export function BookingFlow({
  moving,
  upsell,
}: {
  moving?: Appointment;
  /** What to offer when her plan's consultations are used up or do not include the type (the store's). */
  upsell?: ReactNode;
}) {
  const timeZone = useMemo(viewerTimeZone, []);
  const today = useMemo(() => todayIn(timeZone), [timeZone]);
  const options = useBookingOptions();
  const [typeId, setTypeId] = useState<number | undefined>(moving?.type.id);
  const [trainerId, setTrainerId] = useState<number | undefined>(moving?.trainer.id);
  const [month, setMonth] = useState(today.slice(0, 7));
  const [date, setDate] = useState<string>();
  const [chosen, setChosen] = useState<Chosen>();
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<Appointment>();
  const book = useBookAppointment();
  const hold = useHoldSlot();
  const [heldUntil, setHeldUntil] = useState<string>();
  const reschedule = useRescheduleAppointment();
  const confirmRef = useRef<HTMLHeadingElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);

  const types = useMemo(() => options.data?.types ?? [], [options.data]);
  const type: AppointmentType | undefined = types.find((candidate) => candidate.id === typeId);
  // The first type her plan includes, once the options arrive.
  useEffect(() => {
    if (typeId === undefined && types.length > 0) setTypeId(types.find((candidate) => !candidate.locked)?.id);
  }, [typeId, types]);

  const days = useAvailableDays({ month, typeId: type && !type.locked ? typeId : undefined, trainerId });
  const slots = useAvailableSlots({ date, typeId, trainerId });
  const available = useMemo(() => new Set(days.data?.days ?? []), [days.data]);
  const trainerName = (id: number) => options.data?.trainers.find((trainer) => trainer.id === id)?.name ?? '';
  const allowance = options.data?.allowance;
  const allowanceBlocks =
    !moving && type?.uses_allowance && allowance !== undefined && allowance.remaining <= 0;

  useEffect(() => {
    if (chosen) confirmRef.current?.focus();
  }, [chosen]);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const resetFrom = (step: 'type' | 'day') => {
    if (step === 'type') setDate(undefined);
    setChosen(undefined);
    setProblem(null);
  };

  const onConfirm = () => {
    if (!chosen) return;
    setProblem(null);
    const failed = (error: Error) => {
      setProblem(generalMessage(error));
      // Someone took it (409): her choice is cleared and the day's fresh slots are shown.
      if (error instanceof ApiError && error.status === 409) setChosen(undefined);
    };
    if (moving) {
      reschedule.mutate(
        { id: moving.id, startsAt: chosen.starts_at },
        { onSuccess: (answer) => setDone(answer.appointment), onError: failed },
      );
      return;
    }
    book.mutate(
      {
        trainer_id: chosen.trainer_id,
        type_id: chosen.type_id,
        starts_at: chosen.starts_at,
        notes: notes.trim() || undefined,
        idempotency_key: chosen.idempotencyKey,
      },
      { onSuccess: (answer) => setDone(answer.appointment), onError: failed },
    );
  };

  if (options.isPending) return <p role="status">Cargando...</p>;
  if (options.isError)
    return (
      <p role="alert" className="text-red-700">
        No se pudo cargar la agenda. Revisa tu conexión e intenta nuevamente.
      </p>
    );
  if (options.data.trainers.length === 0 || types.length === 0)
    return (
      <p className="card p-6 text-center text-gray-600">
        Aún no hay profesionales con horarios abiertos. Vuelve a mirar en unos días.
      </p>
    );

  if (done)
    return (
      <section className="card space-y-4 p-6" aria-labelledby="booking-done">
        <CalendarCheck aria-hidden className="size-10 text-brand-700" />
        <h2 id="booking-done" ref={doneRef} tabIndex={-1} className="text-xl font-semibold text-brand-900">
          {moving ? 'Cambiamos tu cita de horario.' : '¡Listo! Tu cita quedó agendada.'}
        </h2>
        <p className="text-gray-700">
          {done.type.name} con {done.trainer.name}, el {formatLongDateTime(done.starts_at, timeZone)} (
          {done.type.duration_minutes} min, {MODALITY_LABELS[done.type.modality].toLowerCase()}). Te enviamos
          la confirmación por correo.
        </p>
        <div className="flex flex-wrap gap-3">
          <a className="btn btn-primary" href={calendarFileUrl(env.VITE_API_URL, done.id)} download>
            <CalendarPlus aria-hidden className="size-4" /> Agregar al calendario
          </a>
          <Link className="btn btn-secondary" to={paths.appointments}>
            Ver mis citas
          </Link>
        </div>
      </section>
    );

  return (
    <div className="space-y-6">
      {moving ? (
        <p className="card p-4 text-gray-700">
          Estás cambiando tu cita de <strong>{moving.type.name}</strong> con{' '}
          <strong>{moving.trainer.name}</strong> del {formatLongDateTime(moving.starts_at, timeZone)}. Elige
          el nuevo horario.
        </p>
      ) : (
        <section aria-labelledby="booking-what" className="space-y-4">
          <h2 id="booking-what" className="text-lg font-semibold text-gray-900">
            1. ¿Qué necesitas?
          </h2>
          <fieldset>
            <legend className="sr-only">Tipo de consulta</legend>
            <div className="grid gap-3 md:grid-cols-3">
              {types.map((candidate) => (
                <label
                  key={candidate.id}
                  className={clsx(
                    'card flex cursor-pointer flex-col gap-1 p-4 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
                    candidate.id === typeId
                      ? 'border-brand-600 ring-1 ring-brand-600'
                      : 'hover:border-brand-300',
                    candidate.locked && 'cursor-default opacity-80',
                  )}
                >
                  <span className="flex items-start gap-2">
                    <input
                      type="radio"
                      name="appointment-type"
                      className="mt-1 accent-brand-700"
                      checked={candidate.id === typeId}
                      disabled={candidate.locked}
                      onChange={() => {
                        setTypeId(candidate.id);
                        resetFrom('type');
                      }}
                    />
                    <span className="font-semibold text-gray-900">{candidate.name}</span>
                  </span>
                  <span className="text-sm text-gray-600">{candidate.description}</span>
                  <span className="mt-auto pt-1 text-xs text-gray-500">
                    {candidate.duration_minutes} min · {MODALITY_LABELS[candidate.modality]}
                    {candidate.required_plan === 'free'
                      ? ' · Sin costo'
                      : ` · Incluida en ${PLAN_LABELS[candidate.required_plan]}`}
                  </span>
                  {candidate.locked ? (
                    <span className="mt-1 flex items-center gap-1 text-sm font-medium text-brand-800">
                      <Lock aria-hidden className="size-3.5" />
                      <Link className="underline" to={paths.membershipPlans}>
                        Mejora tu plan
                      </Link>
                    </span>
                  ) : null}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="block max-w-sm">
            <span className="field-label">Profesional</span>
            <select
              className="field-input"
              value={trainerId ?? ''}
              onChange={(event) => {
                setTrainerId(event.target.value ? Number(event.target.value) : undefined);
                resetFrom('type');
              }}
            >
              <option value="">Cualquier profesional del equipo</option>
              {options.data.trainers.map((trainer) => (
                <option key={trainer.id} value={trainer.id}>
                  {trainer.name} · {trainer.specialization}
                </option>
              ))}
            </select>
          </label>
          {type?.uses_allowance && allowance ? (
            <p className={clsx('text-sm', allowanceBlocks ? 'text-red-700' : 'text-brand-800')} role="status">
              {allowance.sentence}
              {allowanceBlocks ? (
                <>
                  {' '}
                  <Link className="underline" to={paths.membershipPlans}>
                    Ver planes
                  </Link>
                </>
              ) : null}
            </p>
          ) : null}
          {upsell && !moving && (allowanceBlocks || options.data.types.some((candidate) => candidate.locked))
            ? upsell
            : null}
        </section>
      )}

      {type && !type.locked && !allowanceBlocks ? (
        <section aria-labelledby="booking-when" className="space-y-3">
          <h2 id="booking-when" className="text-lg font-semibold text-gray-900">
            {moving ? 'Elige el día' : '2. Elige el día'}
          </h2>
          <p className="text-sm text-gray-500">
            Horarios en tu zona horaria ({timeZone.replace(/_/g, ' ')}).
          </p>
          <div className="grid gap-4 lg:grid-cols-[minmax(0,22rem)_1fr]">
            <MonthDays
              month={month}
              available={available}
              selected={date}
              loading={days.isFetching}
              canGoBack={month > today.slice(0, 7)}
              canGoForward={month < shiftMonth(today.slice(0, 7), MONTHS_AHEAD)}
              onMonth={(next) => {
                setMonth(next);
                resetFrom('type');
              }}
              onSelect={(next) => {
                setDate(next);
                resetFrom('day');
              }}
            />
            <div className="space-y-3">
              {days.isError ? (
                <p role="alert" className="text-red-700">
                  No se pudieron cargar los días. Revisa tu conexión e intenta nuevamente.
                </p>
              ) : days.data && available.size === 0 && !days.isFetching ? (
                <p className="card p-4 text-gray-600">
                  No quedan horarios libres este mes. Prueba con el mes siguiente
                  {trainerId ? ' u otra profesional' : ''}.
                </p>
              ) : null}
              {date ? (
                <section aria-labelledby="booking-slots" className="card p-4">
                  <h3 id="booking-slots" className="mb-3 font-semibold text-gray-900 first-letter:uppercase">
                    {dateInWords(date)}
                  </h3>
                  {slots.isPending ? (
                    <p role="status">Cargando horarios...</p>
                  ) : slots.isError ? (
                    <p role="alert" className="text-red-700">
                      No se pudieron cargar los horarios. Intenta nuevamente.
                    </p>
                  ) : slots.data.slots.length === 0 ? (
                    <p className="text-gray-600">Este día ya no tiene horarios libres. Elige otro.</p>
                  ) : (
                    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label="Horarios libres">
                      {slots.data.slots.map((slot) => {
                        const picked =
                          chosen?.starts_at === slot.starts_at && chosen.trainer_id === slot.trainer_id;
                        return (
                          <li key={`${slot.trainer_id}-${slot.starts_at}`}>
                            <button
                              type="button"
                              aria-pressed={picked}
                              onClick={() => {
                                setProblem(null);
                                setHeldUntil(undefined);
                                setChosen({ ...slot, idempotencyKey: crypto.randomUUID() });
                                if (moving) return;
                                // Held for her while she reads and confirms; taken meanwhile, she is told now.
                                hold.mutate(
                                  {
                                    trainer_id: slot.trainer_id,
                                    type_id: slot.type_id,
                                    starts_at: slot.starts_at,
                                  },
                                  {
                                    onSuccess: (answer) => setHeldUntil(answer.expires_at),
                                    onError: (error) => {
                                      if (error instanceof ApiError && error.status === 409) {
                                        setProblem(generalMessage(error));
                                        setChosen(undefined);
                                      }
                                    },
                                  },
                                );
                              }}
                              className={clsx(
                                'w-full rounded-lg border px-3 py-2 text-left text-sm transition focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none',
                                picked
                                  ? 'border-brand-700 bg-brand-700 text-white'
                                  : 'border-gray-200 bg-white hover:border-brand-400',
                              )}
                            >
                              <span className="block font-semibold">{timeOf(slot.starts_at, timeZone)}</span>
                              {trainerId === undefined ? (
                                <span
                                  className={clsx('block text-xs', picked ? 'text-white' : 'text-gray-600')}
                                >
                                  {trainerName(slot.trainer_id)}
                                </span>
                              ) : null}
                            </button>
                          </li>
                        );
                      })}
                    </ul>
                  )}
                </section>
              ) : available.size > 0 ? (
                <p className="text-gray-600">Elige un día destacado para ver sus horarios.</p>
              ) : null}
            </div>
          </div>
        </section>
      ) : null}

      {problem ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
          {problem}
        </p>
      ) : null}

      {chosen && type ? (
        <section aria-labelledby="booking-confirm" className="card space-y-4 p-5">
          <h2
            id="booking-confirm"
            ref={confirmRef}
            tabIndex={-1}
            className="text-lg font-semibold text-gray-900"
          >
            {moving ? 'Confirma el nuevo horario' : '3. Confirma tu cita'}
          </h2>
          {heldUntil ? (
            <p role="status" className="text-sm font-medium text-brand-800">
              Te guardamos este horario hasta las {timeOf(heldUntil, timeZone)}.
            </p>
          ) : null}
          <p className="text-gray-700">
            {type.name} con {trainerName(chosen.trainer_id)}, el{' '}
            <strong>{formatLongDateTime(chosen.starts_at, timeZone)}</strong> ({type.duration_minutes} min,{' '}
            {MODALITY_LABELS[type.modality].toLowerCase()}).
          </p>
          <p className="text-sm text-gray-600">
            Puedes cancelarla hasta {type.cancel_notice_hours} horas antes y cambiarla de horario hasta{' '}
            {type.reschedule_notice_hours} horas antes
            {type.max_reschedules > 0
              ? ` (${type.max_reschedules === 1 ? 'una vez' : `hasta ${type.max_reschedules} veces`}).`
              : '.'}
          </p>
          {moving ? null : (
            <label className="block">
              <span className="field-label">¿Algo que quieras contarle antes? (opcional)</span>
              <textarea
                className="field-input min-h-20"
                maxLength={500}
                value={notes}
                onChange={(event) => setNotes(event.target.value)}
              />
            </label>
          )}
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className="btn btn-primary"
              disabled={book.isPending || reschedule.isPending}
              onClick={onConfirm}
            >
              {book.isPending || reschedule.isPending
                ? moving
                  ? 'Cambiando…'
                  : 'Agendando…'
                : moving
                  ? 'Confirmar cambio'
                  : 'Confirmar cita'}
            </button>
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => {
                setChosen(undefined);
                if (heldUntil) void releaseHold();
                setHeldUntil(undefined);
              }}
            >
              Elegir otro horario
            </button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
