import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, generalMessage } from './api-client';

/**
 * The server's per-field errors onto a react-hook-form form; returns the form-wide message when no error
 * names one of `fields` (null when every error found its field).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: string[],
): string | null {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  let placed = false;
  for (const [field, message] of Object.entries(error.fieldErrors ?? {}))
    if (fields.includes(field)) {
      setError(field as Path<T>, { message });
      placed = true;
    }
  return placed ? null : generalMessage(error);
}
