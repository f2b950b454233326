import { useId, useState, type ReactNode } from 'react';
import { Temporal } from 'temporal-polyfill';
import {
  CLASS_KIND_LABELS,
  CLASS_KINDS,
  CLASS_LEVEL_LABELS,
  CLASS_LEVELS,
  type CreateClassInput,
  type LiveClass,
} from '@vitalia/shared/classes';
import { CLASS_MESSAGES } from '@vitalia/shared/messages/classes';
import { ISO_WEEKDAYS, WEEKDAY_LABELS } from '@vitalia/shared/class-rules';
import { PLAN_LABELS, PLAN_TYPES } from '@vitalia/shared/plans';
import { Modal } from '@/components/ui/modal';
import { useToast } from '@/components/ui/toast';
import { formErrorsOf } from '@/lib/api-client';
import { useCreateClass, useTeamForClasses, useUpdateClass } from '../../api/admin-classes';

/** Times are typed on Chile's clock, whatever the admin's browser says (the team works in Santiago). */
export const ADMIN_ZONE = 'America/Santiago';

/** "2026-12-01T19:00" on Chile's clock ↔ an instant. */
export const wallToInstant = (value: string) =>
  Temporal.PlainDateTime.from(value).toZonedDateTime(ADMIN_ZONE).toInstant().toString();
export const instantToWall = (iso: string) =>
  Temporal.Instant.from(iso)
    .toZonedDateTimeISO(ADMIN_ZONE)
    .toPlainDateTime()
    .toString({ smallestUnit: 'minute' });

interface FormState {
  kind: LiveClass['kind'];
  title: string;
  description: string;
  trainer_id: string;
  starts_at: string;
  duration_minutes: string;
  capacity: string;
  level: LiveClass['level'];
  required_plan: LiveClass['required_plan'];
  meeting_url: string;
  repeat: boolean;
  weekdays: number[];
  until: string;
}

function initialState(live: LiveClass | undefined, startsAt: string | undefined): FormState {
  return {
    kind: live?.kind ?? 'class',
    title: live?.title ?? '',
    description: live?.description ?? '',
    trainer_id: live?.trainer ? String(live.trainer.id) : '',
    starts_at: live ? instantToWall(live.starts_at) : (startsAt ?? ''),
    duration_minutes: String(live?.duration_minutes ?? 60),
    capacity: String(live?.capacity ?? 20),
    level: live?.level ?? 'todos',
    required_plan: live?.required_plan ?? 'premium',
    meeting_url: live?.meeting_url ?? '',
    repeat: false,
    weekdays: [],
    until: '',
  };
}

function Field({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children(id)}
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Creates a class (or a weekly series) or edits one. The server checks everything again: the trainer's
 * other classes and appointments, seats already taken, and answers each problem in Spanish by field.
 */
export function ClassForm({
  live,
  startsAt,
  onClose,
}: {
  /** The class being edited; none to create one. */
  live?: LiveClass;
  /** A start picked on the calendar ("2026-12-01T19:00", Chile). */
  startsAt?: string;
  onClose: () => void;
}) {
  const [state, setState] = useState(() => initialState(live, startsAt));
  const [fields, setFields] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const team = useTeamForClasses();
  const create = useCreateClass();
  const update = useUpdateClass();
  const toast = useToast();
  const busy = create.isPending || update.isPending;
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setState((old) => ({ ...old, [key]: value }));

  const submit = () => {
    setFields({});
    setFormError(null);
    const missing: Record<string, string> = {};
    if (!state.trainer_id) missing.trainer_id = CLASS_MESSAGES.trainerRequired;
    if (!state.starts_at) missing.starts_at = 'Elige la fecha y la hora de inicio.';
    if (Object.keys(missing).length > 0) {
      setFields(missing);
      return;
    }
    const body: CreateClassInput = {
      kind: state.kind,
      title: state.title,
      description: state.description,
      trainer_id: Number(state.trainer_id) || 0,
      starts_at: wallToInstant(state.starts_at),
      duration_minutes: Number(state.duration_minutes),
      capacity: Number(state.capacity),
      level: state.level,
      required_plan: state.required_plan,
      meeting_url: state.meeting_url.trim() || null,
      ...(state.repeat && !live ? { repeat: { weekdays: state.weekdays, until: state.until } } : {}),
    };
    const onError = (failure: Error) => {
      const errors = formErrorsOf(failure);
      setFields(errors.fields);
      setFormError(errors.form);
    };
    if (live)
      update.mutate(
        { id: live.id, input: body },
        {
          onSuccess: (answer) => {
            toast.show({ type: 'success', title: answer.message ?? 'Cambios guardados.' });
            onClose();
          },
          onError,
        },
      );
    else
      create.mutate(body, {
        onSuccess: (answer) => {
          toast.show({ type: 'success', title: answer.message });
          onClose();
        },
        onError,
      });
  };

  return (
    <Modal open onClose={onClose} title={live ? 'Editar clase' : 'Nueva clase'} size="lg">
      <form
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <Field label="Tipo" error={fields.kind}>
          {(id) => (
            <select
              id={id}
              className="field-input"
              value={state.kind}
              onChange={(event) => set('kind', event.target.value as FormState['kind'])}
            >
              {CLASS_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {CLASS_KIND_LABELS[kind]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Profesional" error={fields.trainer_id}>
          {(id) => (
            <select
              id={id}
              className="field-input"
              value={state.trainer_id}
              onChange={(event) => set('trainer_id', event.target.value)}
            >
              <option value="">Elige una profesional</option>
              {(team.data ?? []).map((trainer) => (
                <option key={trainer.id} value={trainer.id}>
                  {trainer.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="sm:col-span-2">
          <Field label="Título" error={fields.title}>
            {(id) => (
              <input
                id={id}
                className="field-input"
                maxLength={120}
                value={state.title}
                onChange={(event) => set('title', event.target.value)}
              />
            )}
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Field label="Descripción (opcional)" error={fields.description}>
            {(id) => (
              <textarea
                id={id}
                className="field-input min-h-20"
                maxLength={2000}
                value={state.description}
                onChange={(event) => set('description', event.target.value)}
              />
            )}
          </Field>
        </div>
        <Field label="Inicio (hora de Chile)" error={fields.starts_at}>
          {(id) => (
            <input
              id={id}
              type="datetime-local"
              className="field-input"
              value={state.starts_at}
              onChange={(event) => set('starts_at', event.target.value)}
            />
          )}
        </Field>
        <Field label="Duración (minutos)" error={fields.duration_minutes}>
          {(id) => (
            <input
              id={id}
              type="number"
              min={10}
              max={480}
              className="field-input"
              value={state.duration_minutes}
              onChange={(event) => set('duration_minutes', event.target.value)}
            />
          )}
        </Field>
        <Field label="Cupos" error={fields.capacity}>
          {(id) => (
            <input
              id={id}
              type="number"
              min={1}
              max={1000}
              className="field-input"
              value={state.capacity}
              onChange={(event) => set('capacity', event.target.value)}
            />
          )}
        </Field>
        <Field label="Nivel" error={fields.level}>
          {(id) => (
            <select
              id={id}
              className="field-input"
              value={state.level}
              onChange={(event) => set('level', event.target.value as FormState['level'])}
            >
              {CLASS_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {CLASS_LEVEL_LABELS[level]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Plan requerido" error={fields.required_plan}>
          {(id) => (
            <select
              id={id}
              className="field-input"
              value={state.required_plan}
              onChange={(event) => set('required_plan', event.target.value as FormState['required_plan'])}
            >
              {PLAN_TYPES.map((plan) => (
                <option key={plan} value={plan}>
                  {PLAN_LABELS[plan]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Enlace de la sala (opcional)" error={fields.meeting_url}>
          {(id) => (
            <input
              id={id}
              type="url"
              inputMode="url"
              placeholder="https://"
              className="field-input"
              value={state.meeting_url}
              onChange={(event) => set('meeting_url', event.target.value)}
            />
          )}
        </Field>
        {!live ? (
          <fieldset className="space-y-3 rounded-xl border border-gray-200 p-4 sm:col-span-2">
            <legend className="px-1 text-sm font-semibold text-gray-800">Repetición</legend>
            <label className="flex items-center gap-2 text-sm text-gray-800">
              <input
                type="checkbox"
                checked={state.repeat}
                onChange={(event) => set('repeat', event.target.checked)}
              />
              Repetir cada semana
            </label>
            {state.repeat ? (
              <>
                <div role="group" aria-label="Días de la semana" className="flex flex-wrap gap-2">
                  {ISO_WEEKDAYS.map((day) => (
                    <label
                      key={day}
                      className="flex items-center gap-1.5 rounded-lg border border-gray-200 px-2.5 py-1.5 text-sm"
                    >
                      <input
                        type="checkbox"
                        checked={state.weekdays.includes(day)}
                        onChange={(event) =>
                          set(
                            'weekdays',
                            event.target.checked
                              ? [...state.weekdays, day]
                              : state.weekdays.filter((other) => other !== day),
                          )
                        }
                      />
                      {WEEKDAY_LABELS[day]}
                    </label>
                  ))}
                </div>
                {fields['repeat.weekdays'] ? (
                  <p role="alert" className="field-error">
                    {fields['repeat.weekdays']}
                  </p>
                ) : null}
                <Field label="Hasta (inclusive)" error={fields['repeat.until'] ?? fields.repeat}>
                  {(id) => (
                    <input
                      id={id}
                      type="date"
                      className="field-input"
                      value={state.until}
                      onChange={(event) => set('until', event.target.value)}
                    />
                  )}
                </Field>
                <p className="text-sm text-gray-600">
                  Cada clase de la serie tiene sus propios cupos y se puede editar o cancelar por separado.
                </p>
              </>
            ) : null}
          </fieldset>
        ) : null}
        {formError ? (
          <p role="alert" className="field-error sm:col-span-2">
            {formError}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3 sm:col-span-2">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Volver
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Guardando…' : live ? 'Guardar cambios' : 'Crear clase'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
