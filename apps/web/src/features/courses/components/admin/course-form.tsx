import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import '@vitalia/shared/zod-setup';
import {
  COURSE_LEVELS,
  COURSE_LEVEL_LABELS,
  COURSE_STATUSES,
  CourseInputSchema,
  type AdminCourse,
  type CourseInput,
} from '@vitalia/shared/courses';
import { RESOURCE_STATUS_LABELS } from '@vitalia/shared/library';
import { PLAN_LABELS, PLAN_TYPES } from '@vitalia/shared/plans';
import { Field, FormAlert, TextField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { applyServerErrors } from '@/lib/server-form-errors';
import type { AdminCourseResponse } from '@vitalia/shared/courses';

type CourseForm = z.input<typeof CourseInputSchema>;
const FIELDS = [
  'title',
  'description',
  'category',
  'level',
  'required_plan',
  'status',
  'featured',
  'trainer_id',
  'grants_content',
  'price_clp',
];

function valuesOf(course: AdminCourse | null): CourseForm {
  return {
    title: course?.title ?? '',
    description: course?.description ?? '',
    category: course?.category ?? '',
    level: course?.level ?? 'inicial',
    required_plan: course?.required_plan ?? 'free',
    status: course?.status ?? 'draft',
    featured: course?.featured ?? false,
    trainer_id: course?.trainer_id ?? null,
    grants_content: course?.grants_content ?? false,
    price_clp: course?.price_clp ?? null,
  };
}

/** A course's details: the same form creates (as a draft) and edits. */
export function CourseForm({
  course,
  trainers,
  categories,
  busy,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  course: AdminCourse | null;
  /** The team to choose from (admins); null when the course is always the editor's own (professionals). */
  trainers: { id: number; name: string }[] | null;
  categories: string[];
  busy: boolean;
  submitLabel: string;
  onSubmit: (input: CourseInput) => Promise<AdminCourseResponse>;
  onCancel?: () => void;
}) {
  const toast = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<CourseForm, unknown, CourseInput>({
    resolver: zodResolver(CourseInputSchema),
    defaultValues: valuesOf(course),
  });
  const errors = formState.errors;
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await onSubmit(values);
      toast.show({ type: 'success', title: answer.message });
      reset(valuesOf(answer.course));
    } catch (error) {
      setFormError(applyServerErrors(error as Error, setError, FIELDS));
    }
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Datos del curso">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <TextField label="Título" maxLength={120} error={errors.title?.message} {...register('title')} />
      <Field label="Descripción" error={errors.description?.message}>
        {(control) => (
          <textarea
            id={control.id}
            rows={3}
            maxLength={2000}
            className="field-input"
            aria-invalid={control.invalid || undefined}
            aria-describedby={control.describedBy}
            {...register('description')}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Categoría"
          list="course-categories"
          maxLength={40}
          error={errors.category?.message}
          {...register('category')}
        />
        <datalist id="course-categories">
          {categories.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
        <Field label="Nivel" error={errors.level?.message}>
          {(control) => (
            <select id={control.id} className="field-input" {...register('level')}>
              {COURSE_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {COURSE_LEVEL_LABELS[level]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Plan que lo incluye" error={errors.required_plan?.message}>
          {(control) => (
            <select id={control.id} className="field-input" {...register('required_plan')}>
              {PLAN_TYPES.map((plan) => (
                <option key={plan} value={plan}>
                  {plan === 'free' ? 'Gratis (todos)' : PLAN_LABELS[plan]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          label="Precio por separado (CLP, opcional)"
          inputMode="numeric"
          hint="Déjalo vacío si solo se obtiene con el plan. IVA incluido."
          error={errors.price_clp?.message}
          {...register('price_clp', {
            setValueAs: (value: unknown) => (value === '' || value === null ? null : value),
          })}
        />
        {trainers ? (
          <Field label="Profesional" error={errors.trainer_id?.message}>
            {(control) => (
              <select
                id={control.id}
                className="field-input"
                {...register('trainer_id', {
                  setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)),
                })}
              >
                <option value="">Sin profesional</option>
                {trainers.map((trainer) => (
                  <option key={trainer.id} value={trainer.id}>
                    {trainer.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        <Field label="Estado" error={errors.status?.message}>
          {(control) => (
            <select id={control.id} className="field-input" {...register('status')}>
              {COURSE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {RESOURCE_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <label className="flex items-center gap-2 text-sm text-gray-800">
        <input type="checkbox" className="size-4" {...register('featured')} /> Destacado en el catálogo
      </label>
      {trainers ? (
        <label className="flex items-start gap-2 text-sm text-gray-800">
          <input type="checkbox" className="mt-0.5 size-4" {...register('grants_content')} />
          <span>
            El curso da acceso a sus videos y e-books
            <span className="block text-xs text-gray-500">
              Sin marcar, cada lección abre solo con el plan que pide su video o e-book.
            </span>
          </span>
        </label>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <button type="button" className="btn-ghost" onClick={onCancel}>
            Cancelar
          </button>
        ) : null}
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Guardando...' : submitLabel}
        </button>
      </div>
    </form>
  );
}
