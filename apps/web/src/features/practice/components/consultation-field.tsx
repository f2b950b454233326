import type { UseFormRegisterReturn } from 'react-hook-form';
import type { ClientChart } from '@vitalia/shared/practice';
import { formatShortDateTime } from '@vitalia/shared/dates';
import { Field } from '@/components/ui/form-field';

/** "Consulta (opcional)": which of her consultations with this client a note or measure belongs to. */
export function ConsultationField({
  consultations,
  error,
  field,
}: {
  consultations: ClientChart['consultations'];
  error?: string;
  field: UseFormRegisterReturn;
}) {
  return (
    <Field label="Consulta (opcional)" error={error}>
      {(control) => (
        <select
          id={control.id}
          className="field-input"
          aria-invalid={control.invalid || undefined}
          aria-describedby={control.describedBy}
          {...field}
        >
          <option value="">Sin consulta</option>
          {consultations.map((item) => (
            <option key={item.id} value={item.id}>
              {item.type_name} · {formatShortDateTime(item.starts_at)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
