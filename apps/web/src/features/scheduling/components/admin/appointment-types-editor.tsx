import { useState } from 'react';
import { PLAN_LABELS, PLAN_TYPES } from '@vitalia/shared/plans';
import {
  MODALITIES,
  MODALITY_LABELS,
  type AdminAppointmentType,
  type AppointmentTypeInput,
} from '@vitalia/shared/scheduling';
import { Modal } from '@/components/ui/modal';
import { useToast } from '@/components/ui/toast';
import { QueryStatus } from '@/components/data/query-status';
import { formErrorsOf } from '@/lib/api-client';
import { useAdminAppointmentTypes, useSaveAppointmentType } from '../../api/admin-appointment-types';

type Form = Record<keyof AppointmentTypeInput, string | boolean>;

const NEW_TYPE: Form = {
  name: '',
  description: '',
  duration_minutes: '45',
  buffer_before_minutes: '0',
  buffer_after_minutes: '15',
  slot_interval_minutes: '60',
  min_notice_minutes: '720',
  horizon_days: '60',
  modality: 'online',
  location: '',
  required_plan: 'premium',
  cancel_notice_hours: '24',
  reschedule_notice_hours: '24',
  max_reschedules: '2',
  is_active: true,
};

const formOf = (type: AdminAppointmentType): Form =>
  Object.fromEntries(
    Object.entries(NEW_TYPE).map(([key]) => {
      const value = type[key as keyof AdminAppointmentType];
      return [key, typeof value === 'boolean' ? value : String(value)];
    }),
  ) as Form;

/** Number fields, with their label and the unit the admin thinks in. */
const NUMBER_FIELDS: ReadonlyArray<readonly [keyof AppointmentTypeInput, string]> = [
  ['duration_minutes', 'Duración (minutos)'],
  ['slot_interval_minutes', 'Cada cuántos minutos se ofrece un horario'],
  ['buffer_before_minutes', 'Margen antes (minutos)'],
  ['buffer_after_minutes', 'Margen después (minutos)'],
  ['min_notice_minutes', 'Anticipación mínima para agendar (minutos)'],
  ['horizon_days', 'Se puede agendar hasta (días adelante)'],
  ['cancel_notice_hours', 'Cancelar hasta (horas antes)'],
  ['reschedule_notice_hours', 'Cambiar horario hasta (horas antes)'],
  ['max_reschedules', 'Cambios de horario permitidos'],
];

function TypeDialog({ type, onClose }: { type?: AdminAppointmentType; onClose: () => void }) {
  const [form, setForm] = useState<Form>(type ? formOf(type) : NEW_TYPE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveAppointmentType();
  const toast = useToast();
  const set = (key: keyof AppointmentTypeInput, value: string | boolean) =>
    setForm((current) => ({ ...current, [key]: value }));
  const idOf = (key: string) => `type-${key}`;
  const errorOf = (key: string) =>
    errors[key] ? (
      <p id={`${idOf(key)}-error`} className="field-error" role="alert">
        {errors[key]}
      </p>
    ) : null;
  const described = (key: string) => (errors[key] ? `${idOf(key)}-error` : undefined);

  return (
    <Modal
      open
      onClose={onClose}
      title={type ? 'Editar tipo de consulta' : 'Nuevo tipo de consulta'}
      size="lg"
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          setErrors({});
          setFormError(null);
          save.mutate(
            { id: type?.id, input: form as unknown as AppointmentTypeInput },
            {
              onSuccess: (answer) => {
                toast.show({ type: 'success', title: answer.message });
                onClose();
              },
              onError: (error) => {
                const { fields, form: message } = formErrorsOf(error);
                setErrors(fields);
                setFormError(message);
              },
            },
          );
        }}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <label htmlFor={idOf('name')} className="field-label">
              Nombre
            </label>
            <input
              id={idOf('name')}
              className="field-input"
              value={String(form.name)}
              maxLength={80}
              aria-invalid={Boolean(errors.name) || undefined}
              aria-describedby={described('name')}
              onChange={(event) => set('name', event.target.value)}
            />
            {errorOf('name')}
          </div>
          <div className="sm:col-span-2">
            <label htmlFor={idOf('description')} className="field-label">
              Descripción (la ve la socia al elegir)
            </label>
            <textarea
              id={idOf('description')}
              className="field-input min-h-16"
              value={String(form.description)}
              maxLength={300}
              aria-describedby={described('description')}
              onChange={(event) => set('description', event.target.value)}
            />
            {errorOf('description')}
          </div>
          <div>
            <label htmlFor={idOf('modality')} className="field-label">
              Modalidad
            </label>
            <select
              id={idOf('modality')}
              className="field-input"
              value={String(form.modality)}
              onChange={(event) => set('modality', event.target.value)}
            >
              {MODALITIES.map((modality) => (
                <option key={modality} value={modality}>
                  {MODALITY_LABELS[modality]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={idOf('required_plan')} className="field-label">
              Plan que la incluye
            </label>
            <select
              id={idOf('required_plan')}
              className="field-input"
              value={String(form.required_plan)}
              onChange={(event) => set('required_plan', event.target.value)}
            >
              {PLAN_TYPES.map((plan) => (
                <option key={plan} value={plan}>
                  {plan === 'free' ? 'Todas (sin costo)' : `${PLAN_LABELS[plan]} (usa una consulta del mes)`}
                </option>
              ))}
            </select>
          </div>
          <div className="sm:col-span-2">
            <label htmlFor={idOf('location')} className="field-label">
              {form.modality === 'online' ? 'Enlace de la videollamada' : 'Dirección'}
            </label>
            <input
              id={idOf('location')}
              className="field-input"
              value={String(form.location)}
              maxLength={300}
              aria-invalid={Boolean(errors.location) || undefined}
              aria-describedby={described('location')}
              onChange={(event) => set('location', event.target.value)}
            />
            {errorOf('location')}
          </div>
          {NUMBER_FIELDS.map(([key, label]) => (
            <div key={key}>
              <label htmlFor={idOf(key)} className="field-label">
                {label}
              </label>
              <input
                id={idOf(key)}
                className="field-input"
                inputMode="numeric"
                value={String(form[key])}
                aria-invalid={Boolean(errors[key]) || undefined}
                aria-describedby={described(key)}
                onChange={(event) => set(key, event.target.value)}
              />
              {errorOf(key)}
            </div>
          ))}
          <label className="flex items-center gap-2 sm:col-span-2">
            <input
              type="checkbox"
              className="accent-brand-700"
              checked={Boolean(form.is_active)}
              onChange={(event) => set('is_active', event.target.checked)}
            />
            <span>Activo: las socias pueden agendarlo</span>
          </label>
        </div>
        {formError ? (
          <p role="alert" className="field-error">
            {formError}
          </p>
        ) : null}
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
