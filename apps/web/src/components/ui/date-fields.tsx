import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Field } from './form-field';
import { DateInput, DateTimeInput } from './date-time-inputs';

/** `Parsed`: what the form's resolver turns the values into (a zod schema with transforms), if anything. */
type BoundProps<Values extends FieldValues, Parsed extends FieldValues> = {
  control: Control<Values, unknown, Parsed>;
  name: FieldPath<Values>;
  label: string;
  error?: string;
  hint?: string;
};

/** A form's day field ("dd-mm-aaaa" and a month to pick from), bound to react-hook-form by name. */
export function DateField<Values extends FieldValues, Parsed extends FieldValues = Values>({
  control,
  name,
  label,
  error,
  hint,
  min,
  max,
}: BoundProps<Values, Parsed> & { min?: string; max?: string }) {
  const { field } = useController({ control, name });
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <DateInput
          id={control.id}
          invalid={control.invalid}
          describedBy={control.describedBy}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          min={min}
          max={max}
        />
      )}
    </Field>
  );
}

/** A form's day-and-hour field (YYYY-MM-DDTHH:MM, 24 h), bound to react-hook-form by name. */
export function DateTimeField<Values extends FieldValues, Parsed extends FieldValues = Values>({
  control,
  name,
  label,
  error,
  hint,
}: BoundProps<Values, Parsed>) {
  const { field } = useController({ control, name });
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <DateTimeInput
          id={control.id}
          label={label}
          invalid={control.invalid}
          describedBy={control.describedBy}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
        />
      )}
    </Field>
  );
}
