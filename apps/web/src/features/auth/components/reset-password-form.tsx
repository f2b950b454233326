import { useState } from 'react';
import { Link } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { FORGOT_PASSWORD } from '@vitalia/shared/messages/auth';
import { newPasswordErrors } from '@vitalia/shared/auth-rules';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { FormAlert, PasswordField } from '@/components/ui/form-field';
import { useResetPassword } from '../api/reset-password';
import { PasswordStrength } from '@/components/ui/password-strength';

/** Second step of recovery (DESIGN difference 9): a new password with the registration rules. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string; form?: string }>({});
  const reset = useResetPassword();

  if (reset.isSuccess) {
    return (
      <div className="card text-center" role="status">
        <CheckCircle2 aria-hidden className="mx-auto size-10 text-emerald-600" />
        <p className="mt-3 text-gray-700">{FORGOT_PASSWORD.resetDone}</p>
        <Link to={paths.login} className="btn-primary mt-6">
          Iniciar sesión
        </Link>
      </div>
    );
  }

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const next = newPasswordErrors(password, confirm);
    setErrors(next);
    if (next.password || next.confirm) return;
    reset.mutate(
      { token, password },
      {
        onError: (error) =>
          setErrors({
            form:
              error instanceof ApiError && error.serverMessage
                ? error.serverMessage
                : FORGOT_PASSWORD.tokenInvalid,
          }),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Crear nueva contraseña">
      {errors.form ? (
        <FormAlert>
          {errors.form}{' '}
          <Link to={paths.forgotPassword} className="font-semibold underline">
            Solicitar un enlace nuevo
          </Link>
        </FormAlert>
      ) : null}
      <PasswordField
        label="Nueva contraseña"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
        hint={<PasswordStrength password={password} />}
      />
      <PasswordField
        label="Confirma tu nueva contraseña"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        error={errors.confirm}
      />
      <button type="submit" className="btn-primary w-full py-3" disabled={reset.isPending}>
        {reset.isPending ? 'Guardando...' : 'Guardar contraseña'}
      </button>
    </form>
  );
}
