import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import '@vitalia/shared/zod-setup';
import {
  LESSON_KINDS,
  LESSON_KIND_LABELS,
  LessonInputSchema,
  type AdminCourseDetail,
  type AdminLesson,
  type LessonInput,
  type LessonInputParsed,
} from '@vitalia/shared/courses';
import { Modal } from '@/components/ui/modal';
import { Field, FormAlert, TextField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { applyServerErrors } from '@/lib/server-form-errors';
import { useLessonTargets } from '../../api/get-lesson-targets';
import { useSaveLesson } from '../../api/save-lesson';

const FIELDS = [
  'section_id',
  'title',
  'kind',
  'body',
  'video_id',
  'resource_id',
  'drip_days',
  'duration_minutes',
];
const toId = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** "Nueva lección" / "Editar lección": a video, a reading or an e-book, in a section, opening N days in. */
export function LessonDialog({
  course,
  lesson,
  sectionId,
  onClose,
}: {
  course: AdminCourseDetail;
  lesson: AdminLesson | null;
  sectionId: number;
  onClose: () => void;
}) {
  const toast = useToast();
  const save = useSaveLesson(course.id);
  const [formError, setFormError] = useState<string | null>(null);
  const [targetText, setTargetText] = useState('');
  const { register, handleSubmit, setError, control, formState } = useForm<
    LessonInput,
    unknown,
    LessonInputParsed
  >({
    resolver: zodResolver(LessonInputSchema),
    defaultValues: {
      section_id: lesson?.section_id ?? sectionId,
      title: lesson?.title ?? '',
      kind: lesson?.kind ?? 'text',
      body: lesson?.body ?? '',
      video_id: lesson?.video_id ?? null,
      resource_id: lesson?.resource_id ?? null,
      drip_days: lesson?.drip_days ?? 0,
      duration_minutes: lesson?.duration_minutes ?? 5,
    },
  });
  const kind = useWatch({ control, name: 'kind' });
  const currentId = lesson?.kind === 'video' ? lesson.video_id : (lesson?.resource_id ?? null);
  const current =
    lesson && currentId !== null && lesson.target_title !== null
      ? { kind: lesson.kind, id: currentId, title: lesson.target_title }
      : null;
  const targets = useLessonTargets(kind === 'ebook' ? 'ebook' : 'video', targetText);
  const errors = formState.errors;
  const submit = handleSubmit((values) => {
    setFormError(null);
    save.mutate(
      { ...values, lessonId: lesson?.id },
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
    <Modal open onClose={onClose} size="lg" title={lesson ? 'Editar lección' : 'Nueva lección'}>
      <form noValidate onSubmit={submit} className="space-y-4" aria-label="Datos de la lección">
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <TextField
          label="Título de la lección"
          maxLength={120}
          error={errors.title?.message}
          {...register('title')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Sección" error={errors.section_id?.message}>
            {(field) => (
              <select
                id={field.id}
                className="field-input"
                {...register('section_id', { setValueAs: Number })}
              >
                {course.sections.map((section) => (
                  <option key={section.id} value={section.id}>
                    {section.title}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Tipo" error={errors.kind?.message}>
            {(field) => (
              <select id={field.id} className="field-input" {...register('kind')}>
                {LESSON_KINDS.map((option) => (
                  <option key={option} value={option}>
                    {LESSON_KIND_LABELS[option]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        {kind === 'text' ? (
          <Field label="Texto de la lección" error={errors.body?.message}>
            {(field) => (
              <textarea
                id={field.id}
                rows={8}
                maxLength={20_000}
                className="field-input"
                aria-invalid={field.invalid || undefined}
                aria-describedby={field.describedBy}
                {...register('body')}
              />
            )}
          </Field>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={kind === 'video' ? 'Buscar video' : 'Buscar e-book'}
              type="search"
              value={targetText}
              onChange={(event) => setTargetText(event.target.value)}
            />
            <Field
              label={kind === 'video' ? 'Video' : 'E-book'}
              error={kind === 'video' ? errors.video_id?.message : errors.resource_id?.message}
            >
              {(field) => (
                <select
                  id={field.id}
                  className="field-input"
                  {...register(kind === 'video' ? 'video_id' : 'resource_id', { setValueAs: toId })}
                >
                  <option value="">Elige…</option>
                  {/* What it points at now, there from the first paint: the list arrives after. */}
                  {current && current.kind === kind ? (
                    <option value={current.id}>{current.title}</option>
                  ) : null}
                  {(targets.data ?? [])
                    .filter((target) => !(current?.kind === kind && target.id === current.id))
                    .map((target) => (
                      <option key={target.id} value={target.id}>
                        {target.title}
                      </option>
                    ))}
                </select>
              )}
            </Field>
          </div>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Se abre a los días de inscribirse"
            inputMode="numeric"
            hint="0: desde el primer día."
            error={errors.drip_days?.message}
            {...register('drip_days')}
          />
          <TextField
            label="Duración (minutos)"
            inputMode="numeric"
            error={errors.duration_minutes?.message}
            {...register('duration_minutes')}
          />
        </div>
        <div className="flex justify-end gap-2">
          <button type="button" className="btn-ghost" onClick={onClose}>
            Cancelar
          </button>
          <button type="submit" className="btn-primary" disabled={save.isPending}>
            {save.isPending ? 'Guardando...' : 'Guardar lección'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
