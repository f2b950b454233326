import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { lazy, Suspense } from 'react';
import { Field } from './form-field';

// libphonenumber and the country list are heavy: they load only where a phone field is shown.
const PhoneInput = lazy(() => import('./phone-input'));

/** A labelled international phone field (default Chile) for react-hook-form's Controller or plain state. */
export function PhoneField({
  label = 'Teléfono',
  value,
  onChange,
  onBlur,
  error,
}: {
  label?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
}) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <Suspense fallback={<div className="field-input h-[46px] animate-pulse bg-gray-50" aria-hidden />}>
          <PhoneInput
            id={control.id}
            value={value}
            onChange={onChange}
            onBlur={onBlur}
            invalid={control.invalid}
            describedBy={control.describedBy}
          />
        </Suspense>
      )}
    </Field>
  );
}

/** The phone field of a react-hook-form form, wired to its `name` (sign-up, profile, /reservar). */
export function FormPhoneField<Values extends FieldValues>({
  control,
  name,
}: {
  control: Control<Values>;
  name: FieldPathByValue<Values, string>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PhoneField
          value={field.value as string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
