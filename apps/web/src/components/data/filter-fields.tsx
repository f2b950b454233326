import { useId } from 'react';
import { DateInput } from '@/components/ui/date-time-inputs';

/** The filter controls of a list (admin tables, catalogues): an empty value means "no filter" (undefined in the query). */

export function FilterInput({
  label,
  type,
  value,
  onChange,
}: {
  label: string;
  type: 'search' | 'date';
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="text-sm">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {type === 'date' ? (
        // Only a whole day filters: a half-typed one leaves the list as it is.
        <DateInput
          id={id}
          value={value ?? ''}
          onChange={(day) => {
            if (day === '' || /^\d{4}-\d{2}-\d{2}$/.test(day)) onChange(day || undefined);
          }}
        />
      ) : (
        <input
          id={id}
          className="field-input"
          type={type}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value || undefined)}
        />
      )}
    </div>
  );
}

export function FilterSelect<T extends string>({
  label,
  value,
  options,
  onChange,
  all = 'Todos',
}: {
  label: string;
  /** The "no filter" option, agreeing with the label: "Todas" for Categoría, Acción or Nota. */
  all?: 'Todos' | 'Todas';
  value: T | undefined;
  options: ReadonlyArray<readonly [T, string]>;
  onChange: (value: T | undefined) => void;
}) {
  return (
    <label className="text-sm">
      <span className="field-label">{label}</span>
      <select
        className="field-input"
        value={value ?? ''}
        // The options are exactly `T` values or "": nothing else can be chosen.
        onChange={(event) => onChange((event.target.value || undefined) as T | undefined)}
      >
        <option value="">{all}</option>
        {options.map(([option, optionLabel]) => (
          <option key={option} value={option}>
            {optionLabel}
          </option>
        ))}
      </select>
    </label>
  );
}
