import { useForm } from 'react-hook-form';
import type { ClientChart, Note, NoteContent } from '@vitalia/shared/practice';
import { CreateNoteSchema } from '@vitalia/shared/practice';
import {
  NOTE_FIELD_MAX,
  NOTE_TEMPLATE_LABELS,
  NOTE_TEMPLATES,
  SOAP_FIELDS,
  SOAP_HINTS,
  SOAP_LABELS,
  type NoteTemplate,
} from '@vitalia/shared/practice-rules';
import { Field } from '@/components/ui/form-field';
import { applyServerErrors } from '@/lib/server-form-errors';
import { ConsultationField } from './consultation-field';

interface NoteValues {
  template: NoteTemplate;
  subjective: string;
  objective: string;
  assessment: string;
  plan: string;
  text: string;
  appointment_id: string;
}

const contentOf = (values: NoteValues): NoteContent =>
  values.template === 'soap'
    ? {
        template: 'soap',
        subjective: values.subjective,
        objective: values.objective,
        assessment: values.assessment,
        plan: values.plan,
      }
    : { template: 'free', text: values.text };

const valuesOf = (note: Note | undefined): NoteValues => {
  const content = note?.content;
  return {
    template: content?.template ?? 'soap',
    subjective: content?.template === 'soap' ? content.subjective : '',
    objective: content?.template === 'soap' ? content.objective : '',
    assessment: content?.template === 'soap' ? content.assessment : '',
    plan: content?.template === 'soap' ? content.plan : '',
    text: content?.template === 'free' ? content.text : '',
    appointment_id: note?.appointment ? String(note.appointment.id) : '',
  };
};

/**
 * A session note, new or edited: SOAP (Subjetivo, Objetivo, Evaluación, Plan) or a free note, perhaps about
 * one of her consultations with this client. Checked with the shared schema before it is sent.
 */
export function NoteForm({
  note,
  consultations,
  onSave,
  onCancel,
}: {
  note?: Note;
  consultations: ClientChart['consultations'];
  /** Saves it; a refusal comes back as an error whose field messages land under their fields. */
  onSave: (input: { content: NoteContent; appointment_id: number | null }) => Promise<void>;
  onCancel: () => void;
}) {
  const { register, handleSubmit, watch, setError, formState } = useForm<NoteValues>({
    defaultValues: valuesOf(note),
  });
  const template = watch('template');
  const errors = formState.errors;
  const fieldError = (name: keyof NoteValues) => errors[name]?.message;

  const submit = handleSubmit(async (values) => {
    const appointmentId = values.appointment_id ? Number(values.appointment_id) : null;
    const checked = CreateNoteSchema.safeParse({ content: contentOf(values), appointment_id: appointmentId });
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const last = issue.path.at(-1);
        const field =
          typeof last === 'string' && last in values ? last : template === 'soap' ? 'subjective' : 'text';
        setError(field as keyof NoteValues, { message: issue.message });
      }
      return;
    }
    try {
      await onSave({ content: checked.data.content, appointment_id: checked.data.appointment_id });
    } catch (error) {
      const message = applyServerErrors(error, setError, ['appointment_id', ...SOAP_FIELDS, 'text']);
      if (message) setError('root', { message });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={note ? 'Editar nota' : 'Nueva nota'}>
      <div className="flex flex-wrap gap-4">
        <fieldset className="space-y-1">
          <legend className="field-label">Plantilla</legend>
          <div className="flex gap-4">
            {NOTE_TEMPLATES.map((option) => (
              <label key={option} className="flex items-center gap-2 text-sm">
                <input type="radio" value={option} {...register('template')} />
                {NOTE_TEMPLATE_LABELS[option]}
              </label>
            ))}
          </div>
        </fieldset>
        <ConsultationField
          consultations={consultations}
          error={fieldError('appointment_id')}
          field={register('appointment_id')}
        />
      </div>
      {template === 'soap' ? (
        SOAP_FIELDS.map((field) => (
          <Field key={field} label={SOAP_LABELS[field]} hint={SOAP_HINTS[field]} error={fieldError(field)}>
            {(control) => (
              <textarea
                id={control.id}
                rows={3}
                maxLength={NOTE_FIELD_MAX}
                className="field-input"
                aria-invalid={control.invalid || undefined}
                aria-describedby={control.describedBy}
                {...register(field)}
              />
            )}
          </Field>
        ))
      ) : (
        <Field label="Nota" error={fieldError('text')}>
          {(control) => (
            <textarea
              id={control.id}
              rows={6}
              maxLength={NOTE_FIELD_MAX}
              className="field-input"
              aria-invalid={control.invalid || undefined}
              aria-describedby={control.describedBy}
              {...register('text')}
            />
          )}
        </Field>
      )}
      {errors.root?.message ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.root.message}
        </p>
      ) : null}
      <p className="text-xs text-gray-500">
        Solo tu equipo de cuidado lee esta nota. Cada edición guarda la versión anterior.
      </p>
      <div className="flex gap-2">
        <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Guardando...' : 'Guardar nota'}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          Cancelar
        </button>
      </div>
    </form>
  );
}
