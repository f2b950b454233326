import type { Dispatch, ReactNode } from 'react';
import { Link } from 'react-router';
import clsx from 'clsx';
import { Lock } from 'lucide-react';
import { PLAN_LABELS } from '@vitalia/shared/plans';
import {
  MODALITY_LABELS,
  type AppointmentType,
  type BookingOptionsResponse,
} from '@vitalia/shared/scheduling';
import { paths } from '@/config/paths';
import type { BookingEvent } from './booking-state';

/** Whether she offers this type (no list: every type). */
const offersType = (trainer: { type_ids: number[] | null }, typeId: number | undefined) =>
  typeId === undefined || trainer.type_ids === null || trainer.type_ids.includes(typeId);

/** "1. ¿Qué necesitas?": the type of consultation, the professional, and what her plan still includes. */
export function TypeStep({
  options,
  typeId,
  trainerId,
  allowanceBlocks,
  upsell,
  dispatch,
}: {
  options: BookingOptionsResponse;
  typeId?: number;
  trainerId?: number;
  /** Her plan's consultations of this month are used up. */
  allowanceBlocks: boolean;
  upsell?: ReactNode;
  dispatch: Dispatch<BookingEvent>;
}) {
  const type: AppointmentType | undefined = options.types.find((candidate) => candidate.id === typeId);
  const allowance = options.allowance;
  return (
    <section aria-labelledby="booking-what" className="space-y-4">
      <h2 id="booking-what" className="text-lg font-semibold text-gray-900">
        1. ¿Qué necesitas?
      </h2>
      <fieldset>
        <legend className="sr-only">Tipo de consulta</legend>
        <div className="grid gap-3 md:grid-cols-3">
          {options.types.map((candidate) => (
            <label
              key={candidate.id}
              className={clsx(
                'card flex cursor-pointer flex-col gap-1 p-4 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
                candidate.id === typeId ? 'border-brand-600 ring-1 ring-brand-600' : 'hover:border-brand-300',
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
                    dispatch({ type: 'type-picked', typeId: candidate.id });
                    // Her professional does not offer it: any professional who does (issue 45 §6).
                    const current = options.trainers.find((trainer) => trainer.id === trainerId);
                    if (current && !offersType(current, candidate.id))
                      dispatch({ type: 'trainer-picked', trainerId: undefined });
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
          onChange={(event) =>
            dispatch({
              type: 'trainer-picked',
              trainerId: event.target.value ? Number(event.target.value) : undefined,
            })
          }
        >
          <option value="">Cualquier profesional del equipo</option>
          {options.trainers
            .filter((trainer) => offersType(trainer, typeId))
            .map((trainer) => (
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
      {upsell && (allowanceBlocks || options.types.some((candidate) => candidate.locked)) ? upsell : null}
    </section>
  );
}
