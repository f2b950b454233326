import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import '@vitalia/shared/zod-setup';
import { CourseInputSchema, type AdminCourse, type CourseInput } from '@vitalia/shared/courses';
import { COURSE_LEVELS, COURSE_LEVEL_LABELS } from '@vitalia/shared/course-rules';
import { ContentFields, ContentFormActions, PriceField } from '@/components/content-admin/content-fields';
import { Field, FormAlert } from '@/components/ui/form-field';
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
  const form = useForm<CourseForm, unknown, CourseInput>({
    resolver: zodResolver(CourseInputSchema),
    defaultValues: valuesOf(course),
  });
  const { register, handleSubmit, setError, reset } = form;
  const errors = form.formState.errors;
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
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="space-y-4" aria-label="Datos del curso">
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <ContentFields
          kind="course"
          categories={categories}
          descriptionMax={2000}
          beforePlan={
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
          }
        >
          <PriceField />
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
        </ContentFields>
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
        <ContentFormActions
          busy={busy}
          submitLabel={submitLabel}
          dismissLabel="Cancelar"
          onDismiss={onCancel}
        />
      </form>
    </FormProvider>
  );
}
