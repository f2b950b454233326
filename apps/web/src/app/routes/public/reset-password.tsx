import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

/** /forgot-password and /reset-password: request a link, or, with ?token=, choose the new password. */
export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const backToLogin = (
    <Link to={paths.login} className="font-medium text-brand-700 hover:underline">
      Volver a iniciar sesión
    </Link>
  );
  if (token) {
    return (
      <AuthLayout
        title="Crea tu nueva contraseña"
        subtitle="Usa al menos 8 caracteres. Te recomendamos combinar mayúscula, minúscula y número."
      >
        <ResetPasswordForm token={token} />
        <p className="mt-6 text-center text-sm">{backToLogin}</p>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Recuperar contraseña">
      <ForgotPasswordForm backAction={backToLogin} />
    </AuthLayout>
  );
}
