import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LOGIN_ERRORS, LOGIN_FORM_POST_ERRORS, type LoginFormPostError } from '@vitalia/shared/messages/auth';
import { checkLoginInput } from '@vitalia/shared/auth-rules';
import { paths } from '@/config/paths';
import { returnPathFrom } from '@/utils/return-path';
import { FormAlert, PasswordField, TextField } from '@/components/ui/form-field';
import { useLogin } from '../api/login';
import { memberFormError } from '../utils/member-form-error';

/** Where the plain form posts when it is sent before the app has loaded (ADR 0035). */
const PLAIN_FORM_ACTION = '/api/auth/login/form';

/** The reason the server gave for refusing a plain-form sign-in, as /login's fragment names it. */
function plainFormError(hash: string): string | null {
  const reason = hash.slice(1);
  return Object.hasOwn(LOGIN_FORM_POST_ERRORS, reason)
    ? LOGIN_FORM_POST_ERRORS[reason as LoginFormPostError]
    : null;
}

/**
 * The reasons as the page drawn at build time carries them: each shows only when /login's fragment names
 * it (CSS :target), so a refused plain-form sign-in is explained before any script runs.
 */
function PlainFormErrors() {
  return Object.entries(LOGIN_FORM_POST_ERRORS).map(([reason, message]) => (
    <div key={reason} id={reason} className="hidden target:block">
      <FormAlert>{message}</FormAlert>
    </div>
  ));
}

/**
 * Sign-in (SPEC §4, §5): both fields required, `mailto:` stripped with a note, busy "Iniciando...". It is
 * also a real form (method, action, names): drawn at build time, it signs in before the app has loaded.
 */
export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const navigate = useNavigate();
  const { hash, search } = useLocation();
  const login = useLogin();
  const [error, setError] = useState<string | null>(() => plainFormError(hash));
  // Shown once: a reload or a second try starts without it.
  useEffect(() => {
    if (plainFormError(hash)) void navigate({ hash: '' }, { replace: true });
  }, [hash, navigate]);
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
        onSuccess: () => void navigate(returnPathFrom(search) ?? paths.home),
        onError: (cause) => setError(withNote(memberFormError(cause, checked.email))),
      },
    );
  };

  return (
    <form
      method="post"
      action={PLAIN_FORM_ACTION}
      onSubmit={onSubmit}
      noValidate
      className="space-y-5"
      aria-label="Iniciar sesión"
    >
      {import.meta.env.SSR ? <PlainFormErrors /> : null}
      {error ? <FormAlert>{error}</FormAlert> : null}
      <TextField
        label="Correo electrónico"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        onChange={(event) => setValues({ ...values, email: event.target.value })}
      />
      <PasswordField
        label="Contraseña"
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(event) => setValues({ ...values, password: event.target.value })}
      />
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <label className="flex items-center gap-2 text-gray-700">
          <input
            type="checkbox"
            name="rememberMe"
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
