import clsx from 'clsx';
import { passwordStrength, passwordWarning } from '@vitalia/shared/auth-rules';

const BAR_COLORS = ['bg-red-500', 'bg-amber-500', 'bg-lime-500', 'bg-emerald-600'];

/** SPEC §5 strength meter (25 points per rule) with the non-blocking warning. */
export function PasswordStrength({ password }: { password: string }) {
  if (!password) return null;
  const { score, label } = passwordStrength(password);
  const warning = passwordWarning(password);
  const filled = score / 25;
  return (
    <div className="mt-2" aria-live="polite">
      <div className="flex gap-1" aria-hidden>
        {[0, 1, 2, 3].map((index) => (
          <span
            key={index}
            className={clsx(
              'h-1.5 flex-1 rounded-full',
              index < filled ? BAR_COLORS[filled - 1] : 'bg-gray-200',
            )}
          />
        ))}
      </div>
      <p className="mt-1 text-xs text-gray-600">
        Seguridad: <strong data-testid="password-strength">{label}</strong>
        {warning ? <span className="ml-2 text-amber-700">{warning}</span> : null}
      </p>
    </div>
  );
}
