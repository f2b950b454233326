import { useState } from 'react';
import { ADMIN_LOGIN } from '@vitalia/shared/messages/auth';
import { EMAIL_PATTERN, stripMailto } from '@vitalia/shared/auth-rules';
import { ApiError } from '@/lib/api-client';
import { useToast } from '@/components/ui/toast';
import { PasswordField, TextField } from '@/components/ui/form-field';
import { useAdminLogin } from '../api/admin-login';

/** SPEC §2/§4/§5 admin sign-in: "Campos requeridos", "Email inválido", toasts for both outcomes. */
export function AdminLoginForm({ onSuccess }: { onSuccess: () => void }) {
  const toast = useToast();
  const adminLogin = useAdminLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const cleaned = stripMailto(email);
    if (!cleaned || !password) return setError(ADMIN_LOGIN.required);
    if (!EMAIL_PATTERN.test(cleaned)) return setError(ADMIN_LOGIN.invalidEmail);
    setError(null);
    adminLogin.mutate(
      { email: cleaned, password },
      {
        onSuccess: (response) => {
          if (!response.success || !response.user.isAdmin) {
            toast.show({ type: 'error', title: ADMIN_LOGIN.errorTitle, message: ADMIN_LOGIN.notAdmin });
            return;
          }
          toast.show({
            type: 'success',
            title: ADMIN_LOGIN.successTitle,
            message: ADMIN_LOGIN.successMessage,
          });
          onSuccess();
        },
        onError: (cause) => {
          const message =
            cause instanceof ApiError && cause.status === 403
              ? ADMIN_LOGIN.notAdmin
              : cause instanceof ApiError && cause.status !== 401 && cause.serverMessage
                ? cause.serverMessage
                : ADMIN_LOGIN.invalidCredentials;
          toast.show({ type: 'error', title: ADMIN_LOGIN.errorTitle, message });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Acceso administrativo">
      <TextField
        label="Correo electrónico"
        type="email"
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error === ADMIN_LOGIN.invalidEmail ? error : undefined}
      />
      <PasswordField
        label="Contraseña"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {error === ADMIN_LOGIN.required ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn-primary w-full py-3" disabled={adminLogin.isPending}>
        {adminLogin.isPending ? 'Verificando...' : 'Acceder al panel'}
      </button>
    </form>
  );
}
