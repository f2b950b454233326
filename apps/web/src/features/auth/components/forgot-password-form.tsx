import { useState, type ReactNode } from 'react';
import { MailCheck } from 'lucide-react';
import { FORGOT_PASSWORD } from '@vitalia/shared/messages/auth';
import { EMAIL_PATTERN, stripMailto } from '@vitalia/shared/auth-rules';
import { TextField } from '@/components/ui/form-field';
import { useRequestPasswordReset } from '../api/request-password-reset';

/**
 * SPEC §2/§5/§8 forgot password: the button waits for an e-mail, says "Enviando..." while sending, and
 * afterwards always shows "Revisa tu correo", whatever the server answered.
 */
export function ForgotPasswordForm({ backAction }: { backAction: ReactNode }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const request = useRequestPasswordReset();

  if (sent) {
    return (
      <div className="card text-center" role="status">
        <MailCheck aria-hidden className="mx-auto size-10 text-brand-600" />
        <h2 className="mt-3 text-xl font-semibold text-gray-900">{FORGOT_PASSWORD.sentTitle}</h2>
        <p className="mt-2 text-gray-600">{FORGOT_PASSWORD.sentBody}</p>
        <div className="mt-6">{backAction}</div>
      </div>
    );
  }

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const cleaned = stripMailto(email);
    if (!EMAIL_PATTERN.test(cleaned)) {
      setError(FORGOT_PASSWORD.invalidEmail);
      return;
    }
    setError(null);
    // Any failure is hidden on purpose: the answer never tells whether an account exists.
    request.mutate(cleaned, { onSettled: () => setSent(true) });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Recuperar contraseña">
      <p className="text-gray-600">
        Escribe el email de tu cuenta y te enviaremos un enlace para crear una contraseña nueva.
      </p>
      <TextField
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error ?? undefined}
      />
      <button type="submit" className="btn-primary w-full py-3" disabled={!email.trim() || request.isPending}>
        {request.isPending ? 'Enviando...' : 'Enviar instrucciones'}
      </button>
      <div className="text-center">{backAction}</div>
    </form>
  );
}
