import { useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { formatLongDateTime } from '@vitalia/shared/dates';
import type { Appointment, Slot } from '@vitalia/shared/scheduling';
import { ApiError, generalMessage } from '@/lib/api-client';
import { useBookingOptions } from '../api/get-booking-options';
import { useBookAppointment } from '../api/book-appointment';
import { releaseHold } from '../api/release-hold';
import { useHoldSlot } from '../api/hold-slot';
import { useRescheduleAppointment } from '../api/reschedule-appointment';
import { viewerTimeZone } from '../api/keys';
import { BookingDone } from './booking/booking-done';
import { todayIn } from './booking/booking-format';
import { bookingReducer, initialBooking } from './booking/booking-state';
import { ConfirmStep } from './booking/confirm-step';
import { DayStep } from './booking/day-step';
import { TypeStep } from './booking/type-step';
import { Loading } from '@/components/data/load-states';

/** Someone else took the slot meanwhile: the server's 409. */
const takenMeanwhile = (error: Error) => error instanceof ApiError && error.status === 409;

/**
 * /agenda: type and professional, a month with the days that have free slots, the day's slots, confirm.
 * With `moving`, the same steps move one of her appointments to another time (type and trainer fixed). The
 * steps' state is one reducer (booking/booking-state.ts); each step is a component of its own.
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
  const [state, dispatch] = useReducer(bookingReducer, today.slice(0, 7), (month) =>
    initialBooking(month, moving),
  );
  const options = useBookingOptions();
  const book = useBookAppointment();
  const hold = useHoldSlot();
  const reschedule = useRescheduleAppointment();

  const types = useMemo(() => options.data?.types ?? [], [options.data]);
  const type = types.find((candidate) => candidate.id === state.typeId);
  // The first type her plan includes, once the options arrive.
  useEffect(() => {
    const first = types.find((candidate) => !candidate.locked);
    if (state.typeId === undefined && first) dispatch({ type: 'type-picked', typeId: first.id });
  }, [state.typeId, types]);

  const trainerName = (id: number) => options.data?.trainers.find((trainer) => trainer.id === id)?.name ?? '';
  const allowance = options.data?.allowance;
  // Counted in the appointment's month (issue 45 §6): with next month's free she still picks a day.
  const allowanceBlocks = Boolean(
    !moving &&
    type?.uses_allowance &&
    allowance !== undefined &&
    allowance.remaining <= 0 &&
    allowance.next_month_remaining <= 0,
  );

  const failed = (error: Error) =>
    dispatch(
      takenMeanwhile(error)
        ? { type: 'slot-lost', problem: generalMessage(error) }
        : { type: 'failed', problem: generalMessage(error) },
    );

  const onSlot = (slot: Slot) => {
    dispatch({ type: 'slot-picked', slot, idempotencyKey: crypto.randomUUID() });
    if (moving) return;
    // Held for her while she reads and confirms; taken meanwhile, she is told now.
    hold.mutate(
      { trainer_id: slot.trainer_id, type_id: slot.type_id, starts_at: slot.starts_at },
      {
        onSuccess: (answer) => dispatch({ type: 'slot-held', until: answer.expires_at }),
        onError: (error) => {
          if (takenMeanwhile(error)) dispatch({ type: 'slot-lost', problem: generalMessage(error) });
        },
      },
    );
  };

  const onConfirm = () => {
    const { chosen } = state;
    if (!chosen) return;
    dispatch({ type: 'confirming' });
    const booked = (answer: { appointment: Appointment }) =>
      dispatch({ type: 'booked', appointment: answer.appointment });
    if (moving) {
      reschedule.mutate(
        { id: moving.id, startsAt: chosen.starts_at },
        { onSuccess: booked, onError: failed },
      );
      return;
    }
    book.mutate(
      {
        trainer_id: chosen.trainer_id,
        type_id: chosen.type_id,
        starts_at: chosen.starts_at,
        notes: state.notes.trim() || undefined,
        idempotency_key: chosen.idempotencyKey,
      },
      { onSuccess: booked, onError: failed },
    );
  };

  const onOtherTime = () => {
    if (state.heldUntil) void releaseHold();
    dispatch({ type: 'choice-cleared' });
  };

  if (options.isPending) return <Loading />;
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
  if (state.done) return <BookingDone appointment={state.done} moved={Boolean(moving)} timeZone={timeZone} />;

  return (
    <div className="space-y-6">
      {moving ? (
        <p className="card p-4 text-gray-700">
          Estás cambiando tu cita de <strong>{moving.type.name}</strong> con{' '}
          <strong>{moving.trainer.name}</strong> del {formatLongDateTime(moving.starts_at, timeZone)}. Elige
          el nuevo horario.
        </p>
      ) : (
        <TypeStep
          options={options.data}
          typeId={state.typeId}
          trainerId={state.trainerId}
          allowanceBlocks={allowanceBlocks}
          upsell={upsell}
          dispatch={dispatch}
        />
      )}

      {type && !type.locked && !allowanceBlocks ? (
        <DayStep
          state={state}
          today={today}
          timeZone={timeZone}
          moving={Boolean(moving)}
          trainerName={trainerName}
          onSlot={onSlot}
          dispatch={dispatch}
        />
      ) : null}

      {state.problem ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
          {state.problem}
        </p>
      ) : null}

      {state.chosen && type ? (
        <ConfirmStep
          type={type}
          chosen={state.chosen}
          state={state}
          moving={Boolean(moving)}
          busy={book.isPending || reschedule.isPending}
          timeZone={timeZone}
          trainerName={trainerName}
          onConfirm={onConfirm}
          onOtherTime={onOtherTime}
          dispatch={dispatch}
        />
      ) : null}
    </div>
  );
}
