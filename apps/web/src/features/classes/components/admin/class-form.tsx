import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Temporal } from 'temporal-polyfill';
import '@vitalia/shared/zod-setup';
import {
  CLASS_KIND_LABELS,
  CLASS_KINDS,
  CLASS_LEVEL_LABELS,
  CLASS_LEVELS,
  CreateClassSchema,
  RepeatSchema,
  type CreateClassInput,
  type LiveClass,
} from '@vitalia/shared/classes';
import { CLASS_MESSAGES } from '@vitalia/shared/messages/classes';
import { ISO_WEEKDAYS, WEEKDAY_LABELS } from '@vitalia/shared/class-rules';
import { PLAN_LABELS, PLAN_TYPES } from '@vitalia/shared/plans';
import { Modal } from '@/components/ui/modal';
import { DateField, DateTimeField } from '@/components/ui/date-fields';
import { COMPLETE_DATE_TIME } from '@/components/ui/date-time-inputs';
import { useToast } from '@/components/ui/toast';
import { formErrorsOf, generalMessage } from '@/lib/api-client';
import { useCreateClass } from '../../api/create-class';
import { useTeamForClasses } from '../../api/get-class-team';
import { useUpdateClass } from '../../api/update-class';

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

/**
 * The form's values: the class's fields as the shared schema checks them, with the start typed on Chile's
 * clock (made an instant on submit) and the weekly repetition as the admin sees it.
 */
const ClassFormSchema = z
  .object({
    kind: CreateClassSchema.shape.kind,
    title: CreateClassSchema.shape.title,
    description: CreateClassSchema.shape.description,
    trainer_id: z
      .string()
      .min(1, CLASS_MESSAGES.trainerRequired)
      .transform(Number)
      .pipe(z.number().int().positive(CLASS_MESSAGES.trainerRequired)),
    starts_at: z.string().regex(COMPLETE_DATE_TIME, 'Elige la fecha y la hora de inicio.'),
    duration_minutes: CreateClassSchema.shape.duration_minutes,
    capacity: CreateClassSchema.shape.capacity,
    level: CreateClassSchema.shape.level,
    required_plan: CreateClassSchema.shape.required_plan,
    meeting_url: CreateClassSchema.shape.meeting_url,
    repeat: z.boolean(),
    weekdays: z.array(z.number().int()),
    until: z.string(),
  })
  .superRefine((values, context) => {
    if (!values.repeat) return;
    const days = RepeatSchema.shape.weekdays.safeParse(values.weekdays);
    if (!days.success)
      context.addIssue({ code: 'custom', path: ['weekdays'], message: CLASS_MESSAGES.weekdaysRequired });
    const until = RepeatSchema.shape.until.safeParse(values.until);
    if (!until.success)
      context.addIssue({ code: 'custom', path: ['until'], message: until.error.issues[0]?.message ?? '' });
  });
type ClassFormValues = z.input<typeof ClassFormSchema>;
type ClassFormParsed = z.output<typeof ClassFormSchema>;

/** Where the server's field names land in the form (a series' fields are nested under `repeat`). */
const FORM_FIELD_OF: Record<string, keyof ClassFormValues> = {
  'repeat.weekdays': 'weekdays',
  'repeat.until': 'until',
  repeat: 'until',
};
const FORM_FIELDS = Object.keys(ClassFormSchema.shape);

function valuesOf(live: LiveClass | undefined, startsAt: string | undefined): ClassFormValues {
  return {
    kind: live?.kind ?? 'class',
    title: live?.title ?? '',
    description: live?.description ?? '',
    trainer_id: live?.trainer ? String(live.trainer.id) : '',
    starts_at: live ? instantToWall(live.starts_at) : (startsAt ?? ''),
    duration_minutes: live?.duration_minutes ?? 60,
    capacity: live?.capacity ?? 20,
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
  const [formError, setFormError] = useState<string | null>(null);
  const team = useTeamForClasses();
  const create = useCreateClass();
  const update = useUpdateClass();
  const toast = useToast();
  const busy = create.isPending || update.isPending;
  const { register, handleSubmit, setError, watch, setValue, formState, control } = useForm<
    ClassFormValues,
    unknown,
    ClassFormParsed
  >({ resolver: zodResolver(ClassFormSchema), defaultValues: valuesOf(live, startsAt) });
  const errors = formState.errors;
  const repeat = watch('repeat');
  const weekdays = watch('weekdays');

  const onError = (failure: Error) => {
    const { fields, form } = formErrorsOf(failure);
    let placed = false;
    for (const [field, message] of Object.entries(fields)) {
      const name = FORM_FIELD_OF[field] ?? field;
      if (FORM_FIELDS.includes(name)) {
        setError(name as keyof ClassFormValues, { message });
        placed = true;
      }
    }
    setFormError(form ?? (placed ? null : generalMessage(failure)));
  };

  const submit = handleSubmit((values) => {
    setFormError(null);
    const body: CreateClassInput = {
      kind: values.kind,
      title: values.title,
      description: values.description,
      trainer_id: values.trainer_id,
      starts_at: wallToInstant(values.starts_at),
      duration_minutes: values.duration_minutes,
      capacity: values.capacity,
      level: values.level,
      required_plan: values.required_plan,
      meeting_url: values.meeting_url ?? null,
      ...(values.repeat && !live ? { repeat: { weekdays: values.weekdays, until: values.until } } : {}),
    };
    const saved = (message: string) => {
      toast.show({ type: 'success', title: message });
      onClose();
    };
    if (live)
      update.mutate(
        { id: live.id, input: body },
        { onSuccess: (answer) => saved(answer.message ?? 'Cambios guardados.'), onError },
      );
    else create.mutate(body, { onSuccess: (answer) => saved(answer.message), onError });
  });

  return (
    <Modal open onClose={onClose} title={live ? 'Editar clase' : 'Nueva clase'} size="lg">
      <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
        <Field label="Tipo" error={errors.kind?.message}>
          {(id) => (
            <select id={id} className="field-input" {...register('kind')}>
              {CLASS_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {CLASS_KIND_LABELS[kind]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Profesional" error={errors.trainer_id?.message}>
          {(id) => (
            <select id={id} className="field-input" {...register('trainer_id')}>
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
          <Field label="Título" error={errors.title?.message}>
            {(id) => <input id={id} className="field-input" maxLength={120} {...register('title')} />}
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Field label="Descripción (opcional)" error={errors.description?.message}>
            {(id) => (
              <textarea
                id={id}
                className="field-input min-h-20"
                maxLength={2000}
                {...register('description')}
              />
            )}
          </Field>
        </div>
        <DateTimeField
          control={control}
          name="starts_at"
          label="Inicio (hora de Chile)"
          error={errors.starts_at?.message}
        />
        <Field label="Duración (minutos)" error={errors.duration_minutes?.message}>
          {(id) => (
            <input
              id={id}
              type="number"
              min={10}
              max={480}
              className="field-input"
              {...register('duration_minutes')}
            />
          )}
        </Field>
        <Field label="Cupos" error={errors.capacity?.message}>
          {(id) => (
            <input
              id={id}
              type="number"
              min={1}
              max={1000}
              className="field-input"
              {...register('capacity')}
            />
          )}
        </Field>
        <Field label="Nivel" error={errors.level?.message}>
          {(id) => (
            <select id={id} className="field-input" {...register('level')}>
              {CLASS_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {CLASS_LEVEL_LABELS[level]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Plan requerido" error={errors.required_plan?.message}>
          {(id) => (
            <select id={id} className="field-input" {...register('required_plan')}>
              {PLAN_TYPES.map((plan) => (
                <option key={plan} value={plan}>
                  {PLAN_LABELS[plan]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Enlace de la sala (opcional)" error={errors.meeting_url?.message}>
          {(id) => (
            <input
              id={id}
              type="url"
              inputMode="url"
              placeholder="https://"
              className="field-input"
              {...register('meeting_url')}
            />
          )}
        </Field>
        {!live ? (
          <fieldset className="space-y-3 rounded-xl border border-gray-200 p-4 sm:col-span-2">
            <legend className="px-1 text-sm font-semibold text-gray-800">Repetición</legend>
            <label className="flex items-center gap-2 text-sm text-gray-800">
              <input type="checkbox" {...register('repeat')} />
              Repetir cada semana
            </label>
            {repeat ? (
              <>
                <div role="group" aria-label="Días de la semana" className="flex flex-wrap gap-2">
                  {ISO_WEEKDAYS.map((day) => (
                    <label
                      key={day}
                      className="flex items-center gap-1.5 rounded-lg border border-gray-200 px-2.5 py-1.5 text-sm"
                    >
                      <input
                        type="checkbox"
                        checked={weekdays.includes(day)}
                        onChange={(event) =>
                          setValue(
                            'weekdays',
                            event.target.checked
                              ? [...weekdays, day]
                              : weekdays.filter((other) => other !== day),
                            { shouldValidate: formState.isSubmitted },
                          )
                        }
                      />
                      {WEEKDAY_LABELS[day]}
                    </label>
                  ))}
                </div>
                {errors.weekdays?.message ? (
                  <p role="alert" className="field-error">
                    {errors.weekdays.message}
                  </p>
                ) : null}
                <DateField
                  control={control}
                  name="until"
                  label="Hasta (inclusive)"
                  error={errors.until?.message}
                />
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
