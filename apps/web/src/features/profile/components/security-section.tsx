import { useState } from 'react';
import { newPasswordErrors } from '@vitalia/shared/auth-rules';
import { REGISTER_ERRORS } from '@vitalia/shared/messages/auth';
import { FormAlert, PasswordField } from '@/components/ui/form-field';
import { PasswordStrength } from '@/components/ui/password-strength';
import { ApiError } from '@/lib/api-client';
import { useChangePassword } from '../api/change-password';

/** Change password: ends the member's other sessions (server side). */
export function SecuritySection() {
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ current?: string; next?: string; confirm?: string; form?: string }>(
    {},
  );

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const fresh = newPasswordErrors(next, confirm);
    const found: typeof errors = {
      ...(current ? {} : { current: REGISTER_ERRORS.passwordRequired }),
      ...(fresh.password ? { next: fresh.password } : {}),
      ...(fresh.confirm ? { confirm: fresh.confirm } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { current_password: current, new_password: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setConfirm('');
        },
        onError: (error) =>
          setErrors({ form: error instanceof ApiError ? (error.serverMessage ?? error.message) : undefined }),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="card space-y-4" aria-label="Cambiar contraseña">
      <h2 className="text-lg font-semibold text-gray-900">Contraseña</h2>
      {change.isSuccess ? (
        <FormAlert tone="success">Contraseña actualizada. Cerramos tus otras sesiones abiertas.</FormAlert>
      ) : null}
      {errors.form ? <FormAlert>{errors.form}</FormAlert> : null}
      <PasswordField
        label="Contraseña actual"
        autoComplete="current-password"
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
        error={errors.current}
      />
      <PasswordField
        label="Nueva contraseña"
        autoComplete="new-password"
        value={next}
        onChange={(e) => setNext(e.target.value)}
        error={errors.next}
        hint={<PasswordStrength password={next} />}
      />
      <PasswordField
        label="Confirma la nueva contraseña"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={errors.confirm}
      />
      <button type="submit" className="btn-secondary" disabled={change.isPending}>
        {change.isPending ? 'Actualizando...' : 'Cambiar contraseña'}
      </button>
    </form>
  );
}
