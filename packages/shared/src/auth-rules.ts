// Pure account rules with no zod import: the sign-in screen and the first chunk use them,
// and the zod schemas in auth.ts build on them so there is one definition of each rule.
import { PASSWORD_MIN, USERNAME_MAX } from './constants/auth';
import { REGISTER_ERRORS, PASSWORD_STRENGTH_LABELS } from './messages/auth';

const MAILTO = /^mailto:/i;

/** SPEC §5: a leading `mailto:` is stripped from e-mails before any other rule. */
export function stripMailto(value: string): string {
  return value.trim().replace(MAILTO, '').trim();
}
export function hasMailtoPrefix(value: string): boolean {
  return MAILTO.test(value.trim());
}

/** Simple address pattern shared by the forgot-password form and the server. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const USERNAME_PATTERN = /^[a-z0-9._]+$/;
/** SPEC §5: lower-cased, letters/digits/dot/underscore, at most 12; empty means "generate one". */
export function normalizeUsernameInput(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9._]/g, '')
    .slice(0, USERNAME_MAX);
}

/** SPEC §5: a warning, not a blocking error. */
export function passwordWarning(password: string): string | null {
  if (!password) return null;
  const ok = /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password);
  return ok ? null : REGISTER_ERRORS.passwordWeak;
}

/** SPEC §5 strength meter: 25 points each for length 8+, lowercase, uppercase, digit. */
export function passwordStrength(password: string): { score: number; label: string } {
  const score =
    (password.length >= PASSWORD_MIN ? 25 : 0) +
    (/[a-z]/.test(password) ? 25 : 0) +
    (/[A-Z]/.test(password) ? 25 : 0) +
    (/\d/.test(password) ? 25 : 0);
  const label =
    score <= 25
      ? PASSWORD_STRENGTH_LABELS.weak
      : score <= 50
        ? PASSWORD_STRENGTH_LABELS.fair
        : score <= 75
          ? PASSWORD_STRENGTH_LABELS.good
          : PASSWORD_STRENGTH_LABELS.excellent;
  return { score, label };
}

/** SPEC §5 sign-in check: both fields required after stripping `mailto:`; a note says when it was stripped. */
export function checkLoginInput(
  email: string,
  password: string,
): { email: string; error: string | null; mailtoNote: boolean } {
  const cleaned = stripMailto(email);
  const mailtoNote = hasMailtoPrefix(email);
  return {
    email: cleaned,
    error: cleaned && password ? null : 'Email y contraseña son requeridos',
    mailtoNote,
  };
}

/** A new password and its confirmation (reset and change forms), with the registration messages. */
export function newPasswordErrors(
  password: string,
  confirm: string,
): { password?: string; confirm?: string } {
  const errors: { password?: string; confirm?: string } = {};
  if (!password) errors.password = REGISTER_ERRORS.passwordRequired;
  else if (password.length < PASSWORD_MIN) errors.password = REGISTER_ERRORS.passwordMin;
  if (!confirm) errors.confirm = REGISTER_ERRORS.confirmPasswordRequired;
  else if (confirm !== password) errors.confirm = REGISTER_ERRORS.passwordsMismatch;
  return errors;
}
