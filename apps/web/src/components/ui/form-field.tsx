import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { Eye, EyeOff } from 'lucide-react';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/**
 * Label, control, hint and error for any input: the error is announced and both texts are linked to the
 * control with aria-describedby. `children` receives the control's id and describedby.
 */
export function Field({
  label,
  error,
  hint,
  id,
  children,
}: {
  label: string;
  error?: string;
  hint?: ReactNode;
  id?: string;
  children: (control: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}) {
  const generated = useId();
  const fieldId = id ?? generated;
  const describedBy =
    [error ? `${fieldId}-error` : null, hint ? `${fieldId}-hint` : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div>
      <label htmlFor={fieldId} className="field-label">
        {label}
      </label>
      {children({ id: fieldId, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <div id={`${fieldId}-hint`} className="mt-1 text-sm text-gray-600">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={`${fieldId}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({ label, error, hint, id, ...input }: FieldProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id}>
      {(control) => (
        <input
          id={control.id}
          className="field-input"
          aria-invalid={control.invalid || undefined}
          aria-describedby={control.describedBy}
          {...input}
        />
      )}
    </Field>
  );
}

type NameInput = Omit<FieldProps, 'label'> & { ref?: React.Ref<HTMLInputElement> };

/** "Nombre" and "Apellido" side by side (one column on a phone), as every form that names a person has them. */
export function PersonNameFields({ first, last }: { first: NameInput; last: NameInput }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="Nombre" autoComplete="given-name" {...first} />
      <TextField label="Apellido" autoComplete="family-name" {...last} />
    </div>
  );
}

/** Password input with a show/hide toggle. */
export function PasswordField({ label, error, hint, id, ...input }: FieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} error={error} hint={hint} id={id}>
      {(control) => (
        <div className="relative">
          <input
            id={control.id}
            type={visible ? 'text' : 'password'}
            className="field-input pr-12"
            aria-invalid={control.invalid || undefined}
            aria-describedby={control.describedBy}
            {...input}
          />
          <button
            type="button"
            onClick={() => setVisible((value) => !value)}
            className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-xl text-gray-500 hover:text-brand-700"
            aria-label={visible ? 'Ocultar contraseña' : 'Mostrar contraseña'}
            aria-pressed={visible}
            aria-controls={control.id}
          >
            {visible ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
          </button>
        </div>
      )}
    </Field>
  );
}

export function FormAlert({
  children,
  tone = 'error',
}: {
  children: ReactNode;
  tone?: 'error' | 'success' | 'info';
}) {
  const styles = {
    error: 'border-red-200 bg-red-50 text-red-800',
    success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
    info: 'border-sky-200 bg-sky-50 text-sky-800',
  }[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-xl border px-4 py-3 text-sm ${styles}`}
    >
      {children}
    </div>
  );
}
