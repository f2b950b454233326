import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LOGIN_ERRORS } from '@vitalia/shared/messages/auth';
import { checkLoginInput } from '@vitalia/shared/auth-rules';
import { paths } from '@/config/paths';
import { FormAlert, PasswordField, TextField } from '@/components/ui/form-field';
import { useLogin } from '../api/login';
import { memberFormError } from '../utils/member-form-error';

/** Sign-in (SPEC §4, §5): both fields required, `mailto:` stripped with a note, busy "Iniciando...". */
export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const navigate = useNavigate();
  const login = useLogin();
  const [error, setError] = useState<string | null>(null);
  // Plain state, not react-hook-form: this form is on the first screen and must stay light (bench: /login JS).
  const [values, setValues] = useState({ email: '', password: '', rememberMe: false });

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    const checked = checkLoginInput(values.email, values.password);
    const withNote = (message: string) =>
      checked.mailtoNote ? `${message} ${LOGIN_ERRORS.mailtoNote}` : message;
    if (checked.error) {
      setError(withNote(checked.error));
      return;
    }
    login.mutate(
      { email: checked.email, password: values.password, rememberMe: values.rememberMe },
      {
        onSuccess: () => void navigate(paths.home),
        onError: (cause) => setError(withNote(memberFormError(cause, checked.email))),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Iniciar sesión">
      {error ? <FormAlert>{error}</FormAlert> : null}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        onChange={(event) => setValues({ ...values, email: event.target.value })}
      />
      <PasswordField
        label="Contraseña"
        autoComplete="current-password"
        value={values.password}
        onChange={(event) => setValues({ ...values, password: event.target.value })}
      />
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <label className="flex items-center gap-2 text-gray-700">
          <input
            type="checkbox"
            className="size-4 rounded accent-brand-700"
            checked={values.rememberMe}
            onChange={(event) => setValues({ ...values, rememberMe: event.target.checked })}
          />
          Recordarme
        </label>
        <button
          type="button"
          className="font-medium text-brand-700 hover:underline"
          onClick={onForgotPassword}
        >
          ¿Olvidaste tu contraseña?
        </button>
      </div>
      <button type="submit" className="btn-primary w-full py-3" disabled={login.isPending}>
        {login.isPending ? 'Iniciando...' : 'Iniciar sesión'}
      </button>
    </form>
  );
}
