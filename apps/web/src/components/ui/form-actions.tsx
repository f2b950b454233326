/**
 * The foot of a small form: its error for the whole form (announced), the submit button ("Guardando…" while
 * it saves) and "Cancelar".
 */
export function FormActions({
  error,
  pending,
  submitLabel,
  onCancel,
}: {
  error?: string | null;
  pending: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  return (
    <>
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? 'Guardando…' : submitLabel}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          Cancelar
        </button>
      </div>
    </>
  );
}
