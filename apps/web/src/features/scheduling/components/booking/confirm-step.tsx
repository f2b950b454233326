import { changePolicySentence } from '@vitalia/shared/scheduling-rules';
import { useEffect, useRef, type Dispatch } from 'react';
import { formatLongDateTime } from '@vitalia/shared/dates';
import { MODALITY_LABELS, type AppointmentType } from '@vitalia/shared/scheduling';
import { timeOf } from './booking-format';
import type { BookingEvent, BookingState, ChosenSlot } from './booking-state';

/** "3. Confirma tu cita": what she is booking, its cancel and change rules, a note, confirm. */
export function ConfirmStep({
  type,
  chosen,
  state,
  moving,
  busy,
  timeZone,
  trainerName,
  onConfirm,
  onOtherTime,
  dispatch,
}: {
  type: AppointmentType;
  chosen: ChosenSlot;
  state: BookingState;
  moving: boolean;
  busy: boolean;
  timeZone: string;
  trainerName: (id: number) => string;
  onConfirm: () => void;
  onOtherTime: () => void;
  dispatch: Dispatch<BookingEvent>;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus follows her choice, so a screen reader hears the step she is on.
  useEffect(() => heading.current?.focus(), [chosen]);
  return (
    <section aria-labelledby="booking-confirm" className="card space-y-4 p-5">
      <h2 id="booking-confirm" ref={heading} tabIndex={-1} className="text-lg font-semibold text-gray-900">
        {moving ? 'Confirma el nuevo horario' : '3. Confirma tu cita'}
      </h2>
      {state.heldUntil ? (
        <p role="status" className="text-sm font-medium text-brand-800">
          Te guardamos este horario hasta las {timeOf(state.heldUntil, timeZone)}.
        </p>
      ) : null}
      <p className="text-gray-700">
        {type.name} con {trainerName(chosen.trainer_id)}, el{' '}
        <strong>{formatLongDateTime(chosen.starts_at, timeZone)}</strong> ({type.duration_minutes} min,{' '}
        {MODALITY_LABELS[type.modality].toLowerCase()}).
      </p>
      <p className="text-sm text-gray-600">
        {changePolicySentence({
          cancelNoticeHours: type.cancel_notice_hours,
          rescheduleNoticeHours: type.reschedule_notice_hours,
          maxReschedules: type.max_reschedules,
        })}
      </p>
      {moving ? null : (
        <label className="block">
          <span className="field-label">¿Algo que quieras contarle antes? (opcional)</span>
          <textarea
            className="field-input min-h-20"
            maxLength={500}
            value={state.notes}
            onChange={(event) => dispatch({ type: 'notes-typed', notes: event.target.value })}
          />
        </label>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn btn-primary" disabled={busy} onClick={onConfirm}>
          {busy ? (moving ? 'Cambiando…' : 'Agendando…') : moving ? 'Confirmar cambio' : 'Confirmar cita'}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onOtherTime}>
          Elegir otro horario
        </button>
      </div>
    </section>
  );
}
