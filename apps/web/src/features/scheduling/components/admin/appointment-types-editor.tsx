import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ROOM_OPENS_MINUTES } from '@vitalia/shared/scheduling-rules';
import { zodResolver } from '@hookform/resolvers/zod';
import '@vitalia/shared/zod-setup';
import { PLAN_LABELS, PLAN_TYPES } from '@vitalia/shared/plans';
import {
  AppointmentTypeInputSchema,
  MODALITIES,
  MODALITY_LABELS,
  type AdminAppointmentType,
  type AppointmentTypeFields,
  type AppointmentTypeInput,
} from '@vitalia/shared/scheduling';
import { Modal } from '@/components/ui/modal';
import { Field, FormAlert, TextField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { QueryStatus } from '@/components/data/query-status';
import { applyServerErrors } from '@/lib/server-form-errors';
import { useAdminAppointmentTypes } from '../../api/get-appointment-types';
import { useSaveAppointmentType } from '../../api/save-appointment-type';

const NEW_TYPE: AppointmentTypeInput = {
  name: '',
  description: '',
  duration_minutes: 45,
  buffer_before_minutes: 0,
  buffer_after_minutes: 15,
  slot_interval_minutes: 60,
  min_notice_minutes: 720,
  horizon_days: 60,
  modality: 'online',
  location: '',
  required_plan: 'premium',
  cancel_notice_hours: 24,
  reschedule_notice_hours: 24,
  max_reschedules: 2,
  is_active: true,
};

const valuesOf = (type: AdminAppointmentType | undefined): AppointmentTypeInput =>
  type
    ? (Object.fromEntries(
        Object.keys(NEW_TYPE).map((key) => [key, type[key as keyof AdminAppointmentType]]),
      ) as AppointmentTypeInput)
    : NEW_TYPE;

/** Number fields, with their label and the unit the admin thinks in. */
const NUMBER_FIELDS = [
  ['duration_minutes', 'Duración (minutos)'],
  ['slot_interval_minutes', 'Cada cuántos minutos se ofrece un horario'],
  ['buffer_before_minutes', 'Margen antes (minutos)'],
  ['buffer_after_minutes', 'Margen después (minutos)'],
  ['min_notice_minutes', 'Anticipación mínima para agendar (minutos)'],
  ['horizon_days', 'Se puede agendar hasta (días adelante)'],
  ['cancel_notice_hours', 'Cancelar hasta (horas antes)'],
  ['reschedule_notice_hours', 'Cambiar horario hasta (horas antes)'],
  ['max_reschedules', 'Cambios de horario permitidos'],
] as const;

const FIELDS = Object.keys(NEW_TYPE);

/** "Nuevo tipo de consulta" / "Editar": react-hook-form with the shared schema the server validates with. */
function TypeDialog({ type, onClose }: { type?: AdminAppointmentType; onClose: () => void }) {
  const save = useSaveAppointmentType();
  const toast = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, watch, formState } = useForm<
    AppointmentTypeInput,
    unknown,
    AppointmentTypeFields
  >({ resolver: zodResolver(AppointmentTypeInputSchema), defaultValues: valuesOf(type) });
  const errors = formState.errors;
  const onSubmit = handleSubmit((input) => {
    setFormError(null);
    save.mutate(
      { id: type?.id, input },
      {
        onSuccess: (answer) => {
          toast.show({ type: 'success', title: answer.message });
          onClose();
        },
        onError: (error) => setFormError(applyServerErrors(error, setError, FIELDS)),
      },
    );
  });

  return (
    <Modal
      open
      onClose={onClose}
      title={type ? 'Editar tipo de consulta' : 'Nuevo tipo de consulta'}
      size="lg"
    >
      <form noValidate className="space-y-4" onSubmit={onSubmit} aria-label="Tipo de consulta">
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <TextField label="Nombre" maxLength={80} error={errors.name?.message} {...register('name')} />
          </div>
          <div className="sm:col-span-2">
            <Field label="Descripción (la ve la socia al elegir)" error={errors.description?.message}>
              {(control) => (
                <textarea
                  id={control.id}
                  className="field-input min-h-16"
                  maxLength={300}
                  aria-invalid={control.invalid || undefined}
                  aria-describedby={control.describedBy}
                  {...register('description')}
                />
              )}
            </Field>
          </div>
          <Field label="Modalidad" error={errors.modality?.message}>
            {(control) => (
              <select id={control.id} className="field-input" {...register('modality')}>
                {MODALITIES.map((modality) => (
                  <option key={modality} value={modality}>
                    {MODALITY_LABELS[modality]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Plan que la incluye" error={errors.required_plan?.message}>
            {(control) => (
              <select id={control.id} className="field-input" {...register('required_plan')}>
                {PLAN_TYPES.map((plan) => (
                  <option key={plan} value={plan}>
                    {plan === 'free'
                      ? 'Todas (sin costo)'
                      : `${PLAN_LABELS[plan]} (usa una consulta del mes)`}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className="sm:col-span-2">
            {watch('modality') === 'online' ? (
              // Each appointment has its own room (ADR 0074): a link typed here would be one room for all.
              <p className="rounded-lg bg-brand-50 p-3 text-sm text-gray-700">
                Cada cita online tiene su propia sala privada: la socia y la profesional entran con «Entrar»
                desde {ROOM_OPENS_MINUTES} minutos antes.
              </p>
            ) : (
              <TextField
                label="Dirección"
                maxLength={300}
                error={errors.location?.message}
                {...register('location')}
              />
            )}
          </div>
          {NUMBER_FIELDS.map(([key, label]) => (
            <TextField
              key={key}
              label={label}
              inputMode="numeric"
              error={errors[key]?.message}
              {...register(key)}
            />
          ))}
          <label className="flex items-center gap-2 sm:col-span-2">
            <input type="checkbox" className="accent-brand-700" {...register('is_active')} />
            <span>Activo: se puede agendar</span>
          </label>
        </div>
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <div className="flex justify-end gap-3">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancelar
          </button>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {save.isPending ? 'Guardando…' : type ? 'Guardar cambios' : 'Crear tipo'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** Admin "Citas › Tipos de consulta": what members can book, with durations, margins and notice rules. */
export function AppointmentTypesEditor() {
  const types = useAdminAppointmentTypes();
  const [editing, setEditing] = useState<AdminAppointmentType | 'new' | null>(null);
  const list = types.data?.types;
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
          Nuevo tipo de consulta
        </button>
      </div>
      <QueryStatus
        isPending={types.isPending}
        isError={types.isError}
        isEmpty={list?.length === 0}
        what="los tipos de consulta"
      />
      {list && list.length > 0 ? (
        <ul className="grid gap-3 md:grid-cols-2" aria-label="Tipos de consulta">
          {list.map((type) => (
            <li key={type.id} className="card space-y-1 p-4">
              <div className="flex items-start justify-between gap-2">
                <h3 className="font-semibold text-gray-900">{type.name}</h3>
                <span className="text-xs font-medium text-gray-600">
                  {type.is_active ? 'Activo' : 'Inactivo'}
                </span>
              </div>
              <p className="text-sm text-gray-600">
                {type.duration_minutes} min · {MODALITY_LABELS[type.modality]} ·{' '}
                {type.required_plan === 'free'
                  ? 'Sin costo'
                  : `Incluida en ${PLAN_LABELS[type.required_plan]}`}
              </p>
              <p className="text-sm text-gray-600">
                Cancelar hasta {type.cancel_notice_hours} h antes · cambiar hasta{' '}
                {type.reschedule_notice_hours} h antes ({type.max_reschedules}{' '}
                {type.max_reschedules === 1 ? 'vez' : 'veces'})
              </p>
              <button
                type="button"
                className="btn btn-secondary mt-2"
                onClick={() => setEditing(type)}
                aria-label={`Editar ${type.name}`}
              >
                Editar
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {editing ? (
        <TypeDialog type={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      ) : null}
    </div>
  );
}
