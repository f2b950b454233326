import { PROGRESS_MESSAGES as M } from '@vitalia/shared/messages/progress';
import { takenAtAllowed } from '@vitalia/shared/progress';
import { AppError } from '../../../lib/app-error';

/**
 * When a measurement or a custom value was taken, as the one rule both write paths share (a few minutes of
 * clock skew ahead, `PROGRESS_PAST_DAYS` back); anything else is a 400 on `taken_at`.
 */
export function checkedTakenAt(takenAtText: string): Date {
  const takenAt = new Date(takenAtText);
  if (!takenAtAllowed(takenAt)) throw AppError.badRequest(M.takenAtInvalid, { taken_at: M.takenAtInvalid });
  return takenAt;
}
