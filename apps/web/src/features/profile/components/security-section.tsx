import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordFormSchema, type ChangePasswordForm } from '@vitalia/shared/auth';
import { FormAlert, PasswordField } from '@/components/ui/form-field';
import { PasswordStrength } from '@/components/ui/password-strength';
import { ApiError } from '@/lib/api-client';
import { useChangePassword } from '../api/change-password';

const EMPTY: ChangePasswordForm = { current_password: '', new_password: '', confirm_password: '' };

/** Change password: ends the member's other sessions (server side). */
export function SecuritySection() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordForm>({ resolver: zodResolver(ChangePasswordFormSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(({ current_password, new_password }) =>
    change.mutate(
      { current_password, new_password },
      {
        onSuccess: () => reset(EMPTY),
        onError: (error) => {
          // The server names the field it refused (a wrong current password); anything else is for the form.
          const fields = error instanceof ApiError ? (error.fieldErrors ?? {}) : {};
          if (fields.current_password) setError('current_password', { message: fields.current_password });
          else
            setError('root', {
              message: error instanceof ApiError ? (error.serverMessage ?? error.message) : undefined,
            });
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="card space-y-4" aria-label="Cambiar contraseña">
      <h2 className="text-lg font-semibold text-gray-900">Contraseña</h2>
      {change.isSuccess ? (
        <FormAlert tone="success">Contraseña actualizada. Cerramos tus otras sesiones abiertas.</FormAlert>
      ) : null}
      {errors.root?.message ? <FormAlert>{errors.root.message}</FormAlert> : null}
      <PasswordField
        label="Contraseña actual"
        autoComplete="current-password"
        error={errors.current_password?.message}
        {...register('current_password')}
      />
      <PasswordField
        label="Nueva contraseña"
        autoComplete="new-password"
        error={errors.new_password?.message}
        hint={<PasswordStrength password={watch('new_password')} />}
        {...register('new_password')}
      />
      <PasswordField
        label="Confirma la nueva contraseña"
        autoComplete="new-password"
        error={errors.confirm_password?.message}
        {...register('confirm_password')}
      />
      <button type="submit" className="btn-secondary" disabled={change.isPending}>
        {change.isPending ? 'Actualizando...' : 'Cambiar contraseña'}
      </button>
    </form>
  );
}
