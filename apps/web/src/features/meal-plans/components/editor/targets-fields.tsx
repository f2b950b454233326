import { TARGET_FIELDS, type PlanDraft, type TargetKey } from './plan-draft';

/** The day's targets, each optional; protein per kilo of her weight, the rest per day. */
export function TargetsFields({
  values,
  error,
  onChange,
}: {
  values: PlanDraft['targets'];
  error: string | undefined;
  onChange: (key: TargetKey, value: string) => void;
}) {
  return (
    <fieldset aria-describedby={error ? 'targets-error' : 'targets-hint'}>
      <legend className="field-label">Metas diarias (opcionales)</legend>
      <p id="targets-hint" className="text-sm text-gray-600">
        Las proteínas se calculan con su último peso registrado.
      </p>
      <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {TARGET_FIELDS.map((field) => (
          <div key={field.key}>
            <label htmlFor={`target-${field.key}`} className="text-sm text-gray-800">
              {field.label} <span className="text-gray-600">({field.unit})</span>
            </label>
            <input
              id={`target-${field.key}`}
              className="field-input"
              inputMode="decimal"
              value={values[field.key]}
              aria-invalid={error ? true : undefined}
              onChange={(event) => onChange(field.key, event.target.value)}
            />
          </div>
        ))}
      </div>
      {error ? (
        <p id="targets-error" className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
